import Foundation

/// What both ends of a drag see: the items, where the finger is, what can be loaded.
@preconcurrency @MainActor public protocol UIDragDropSession: AnyObject {
    var items: [UIDragItem] { get }
    func location(in view: UIView) -> CGPoint
    var allowsMoveOperation: Bool { get }
    var isRestrictedToDraggingApplication: Bool { get }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool
}

/// The source's side of a drag.
@preconcurrency @MainActor public protocol UIDragSession: UIDragDropSession {
    /// Anything the source wants to remember about this drag (the index paths it started from).
    var localContext: Any? { get set }
}

/// The destination's side of a drag.
@preconcurrency @MainActor public protocol UIDropSession: UIDragDropSession {
    /// The source's session when the drag started in this app (always, in Tessera).
    var localDragSession: UIDragSession? { get }
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// Loads each item's object of `aClass`; `completion` runs on the main thread with those
    /// that loaded, in the items' order.
    @discardableResult
    func loadObjects(ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress
}

public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable { case none, `default` }

extension UIDropSession {
    /// Loads each item's value of a bridged Swift type (`String.self`).
    @discardableResult
    public func loadObjects<T: ItemProviderBridgeable>(ofClass aClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress {
        loadObjects(ofClass: T.ReferenceType.self) { objects in
            completion(objects.compactMap { ($0 as? T.ReferenceType).map(T.init(bridging:)) })
        }
    }

    public func canLoadObjects<T: ItemProviderBridgeable>(ofClass aClass: T.Type) -> Bool { canLoadObjects(ofClass: T.ReferenceType.self) }
}

/// One drag, seen from both ends (drags never leave the process in Tessera).
@MainActor final class DragSession: UIDragSession, UIDropSession {
    var items: [UIDragItem]
    var localContext: Any?
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    var progressIndicatorStyle = UIDropSessionProgressIndicatorStyle.default
    /// Where the finger is, in window coordinates.
    var windowLocation: CGPoint
    weak var window: UIWindow?

    init(items: [UIDragItem], at location: CGPoint, in window: UIWindow?) {
        self.items = items
        windowLocation = location
        self.window = window
    }

    var localDragSession: UIDragSession? { self }

    func location(in view: UIView) -> CGPoint { view.convert(windowLocation, from: nil) }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    /// In-process objects load at once; the completion still waits for the next turn of the
    /// main loop, as UIKit's arrives later on the main queue.
    func loadObjects(ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress {
        let objects = items.compactMap { $0.itemProvider.object(as: aClass) }
        MainLoop.shared.performOnNextTurn { completion(objects) }
        let progress = Progress(totalUnitCount: Int64(items.count))
        progress.completedUnitCount = Int64(items.count)
        return progress
    }
}
