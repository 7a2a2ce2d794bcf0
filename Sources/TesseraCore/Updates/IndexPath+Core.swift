import Foundation

// The two-index paths the engines work with, `[section, item]`. Internal on purpose: `Tessera`
// gives apps UIKit's public `IndexPath(item:section:)`, `.item` and `.section`, and these must
// not compete with them (nothing internal here is visible to `Tessera`).
extension IndexPath {
    @usableFromInline
    init(item: Int, section: Int) {
        // Built by appending: an array literal would cost a heap allocation per index path.
        self.init(index: section)
        append(item)
    }

    @usableFromInline
    var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    @usableFromInline
    var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
