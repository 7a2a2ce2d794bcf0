import Foundation

extension UIApplication {
    /// Posted when the system is low on memory, after the app delegate's
    /// `applicationDidReceiveMemoryWarning(_:)` and before the view controllers hear it.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Tells the app it is low on memory, in UIKit's order: the app delegate's
    /// `applicationDidReceiveMemoryWarning(_:)`, then `didReceiveMemoryWarningNotification`, then
    /// `didReceiveMemoryWarning()` on every view controller of every window — root, children and
    /// presented ones, parents before their children. Nothing is freed for the app: caches that
    /// listen empty themselves. A desktop has no memory warnings of its own; the host sends one
    /// when asked (`HostInput.memoryWarning()`, the simulator's "Simulate Memory Warning").
    func deliverMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
        for window in windows {
            guard let root = window.rootViewController else { continue }
            for controller in Self.controllers(from: root) {
                controller.didReceiveMemoryWarning()
            }
        }
    }

    /// `root` and every controller reached from it through children and presentations, each once.
    private static func controllers(from root: UIViewController) -> [UIViewController] {
        var found: [UIViewController] = []
        var seen = Set<ObjectIdentifier>()
        var pending = [root]
        while !pending.isEmpty {
            let controller = pending.removeFirst()
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            found.append(controller)
            pending.append(contentsOf: controller.children)
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                pending.append(presented)
            }
        }
        return found
    }
}

extension HostInput {
    /// A low-memory warning, as the simulator's "Simulate Memory Warning" sends one: see
    /// `UIApplication.didReceiveMemoryWarningNotification` for who hears it and in which order.
    public func memoryWarning() {
        UIApplication.shared.deliverMemoryWarning()
    }
}
