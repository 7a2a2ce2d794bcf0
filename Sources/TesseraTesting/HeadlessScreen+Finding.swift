import Foundation
@_spi(Host) import Tessera

extension HeadlessScreen {
    /// The window-coordinate frame of the front-most visible view showing exactly `text`
    /// (a label's text, a button's title, a menu item's title), or nil if none shows it.
    ///
    /// A view counts as showing text when its `accessibilityLabel` (a label's defaults to its
    /// text) is `text`, it and its ancestors are not hidden and not transparent, and its frame
    /// overlaps the screen.
    public func frameOfText(_ text: String) -> CGRect? {
        MainLoop.shared.layoutWindows()
        var found: CGRect?
        visit(window) { view in
            guard view.accessibilityLabel == text else { return }
            let frame = view.convert(view.bounds, to: nil)
            if frame.intersects(CGRect(origin: .zero, size: size)) { found = frame }
        }
        return found
    }

    /// Calls `body` for every visible view, back to front.
    func visit(_ view: UIView, _ body: (UIView) -> Void) {
        guard !view.isHidden, view.alpha > 0.01 else { return }
        body(view)
        for subview in view.subviewsInDrawingOrder { visit(subview, body) }
    }
}
