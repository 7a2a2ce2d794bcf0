import Foundation

/// A bar's edge a view can be laid out against: the type of UIKit's `topLayoutGuide` and
/// `bottomLayoutGuide` (iOS 7–10), which libraries still use. Here they are the strips of the
/// controller's view outside its safe area, at the top and at the bottom; lay out against
/// `safeAreaLayoutGuide`, as UIKit has asked since iOS 11.
@preconcurrency @MainActor public protocol UILayoutSupport: NSObjectProtocol {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// A strip of a controller's view outside its safe area, as a guide.
@MainActor final class SafeAreaStrip: NSObject, UILayoutSupport {
    private let guide: UILayoutGuide
    private let top: Bool

    init(of view: UIView, top: Bool) {
        self.top = top
        guide = UILayoutGuide.system(top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide", of: view, frame: { owner in
            let insets = owner.safeAreaInsets
            return top ? CGRect(x: owner.bounds.minX, y: owner.bounds.minY, width: owner.bounds.width, height: insets.top)
                : CGRect(x: owner.bounds.minX, y: owner.bounds.maxY - insets.bottom, width: owner.bounds.width, height: insets.bottom)
        }, insets: { owner in
            let insets = owner.safeAreaInsets
            return top ? UIEdgeInsets(top: 0, left: 0, bottom: owner.bounds.height - insets.top, right: 0)
                : UIEdgeInsets(top: owner.bounds.height - insets.bottom, left: 0, bottom: 0, right: 0)
        })
        super.init()
    }

    var length: CGFloat { guide.layoutFrame.height }
    var topAnchor: NSLayoutYAxisAnchor { guide.topAnchor }
    var bottomAnchor: NSLayoutYAxisAnchor { guide.bottomAnchor }
    var heightAnchor: NSLayoutDimension { guide.heightAnchor }
}

private nonisolated(unsafe) var topStripKey: UInt8 = 0
private nonisolated(unsafe) var bottomStripKey: UInt8 = 0

extension UIViewController {
    /// The strip above the safe area (the status and navigation bars' place), deprecated in
    /// UIKit for `view.safeAreaLayoutGuide`.
    public var topLayoutGuide: UILayoutSupport { strip(top: true) }
    /// The strip below the safe area (the tab bar's and home indicator's place).
    public var bottomLayoutGuide: UILayoutSupport { strip(top: false) }

    private func strip(top: Bool) -> UILayoutSupport {
        let found = top ? objc_getAssociatedObject(self, &topStripKey) : objc_getAssociatedObject(self, &bottomStripKey)
        if let made = found as? SafeAreaStrip { return made }
        let made = SafeAreaStrip(of: view, top: top)
        if top {
            objc_setAssociatedObject(self, &topStripKey, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        } else {
            objc_setAssociatedObject(self, &bottomStripKey, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        return made
    }
}
