import Foundation
import SwiftParser
import SwiftSyntax

/// A collection or table view subclass that overrides `delegate` with UIKit's narrower type
/// (`override var delegate: UICollectionViewDelegate?`): Objective-C lets a subclass narrow a
/// property's type, Swift does not, so Tessera's lists keep the scroll view's type. The
/// override is written with `UIScrollViewDelegate?`; its getter still returns the narrower
/// value, and its setter reads `newValue` cast back to the narrower type.
enum CovariantDelegates {
    /// The narrower delegate types UIKit's list classes declare, by class.
    static let narrowed: [String: Set<String>] = [
        "UICollectionView": ["UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout"],
        "UITableView": ["UITableViewDelegate"],
    ]

    /// The declaration rewritten, and the narrower type it had; nil when it is not such an override.
    static func rewrite(_ decl: VariableDeclSyntax, superclass: String?) -> (DeclSyntax, String)? {
        guard let superclass, let types = narrowed[superclass],
              decl.modifiers.contains(where: { $0.name.text == "override" }),
              let binding = decl.bindings.first, binding.pattern.trimmedDescription == "delegate",
              let annotation = binding.typeAnnotation?.type.trimmedDescription else { return nil }
        let base = annotation.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
        guard types.contains(base) else { return nil }
        var text = decl.description
        if let range = text.range(of: annotation) { text.replaceSubrange(range, with: "UIScrollViewDelegate?") }
        text = text.replacingOccurrences(of: #"\bnewValue\b"#, with: "(newValue as? \(base))", options: .regularExpression)
        guard let parsed = Parser.parse(source: text).statements.first?.item.as(DeclSyntax.self) else { return nil }
        return (parsed, base)
    }
}
