import Foundation
import TesseraCore

/// The objects of a document whose UIKit classes Tessera makes with `init()` rather than
/// `init?(coder:)` (navigation items, bar button items, gesture recognizers): made, then given
/// the document's attributes here.
@MainActor enum NibPlainObjects {
    private static let recognizers: [String: UIGestureRecognizer.Type] = [
        "tapGestureRecognizer": UITapGestureRecognizer.self,
        // Xcode's own spelling of the long-press recognizer's element.
        "pongPressGestureRecognizer": UILongPressGestureRecognizer.self,
        "panGestureRecognizer": UIPanGestureRecognizer.self,
        "pinchGestureRecognizer": UIPinchGestureRecognizer.self,
        "rotationGestureRecognizer": UIRotationGestureRecognizer.self,
        "swipeGestureRecognizer": UISwipeGestureRecognizer.self,
        "screenEdgePanGestureRecognizer": UIScreenEdgePanGestureRecognizer.self,
    ]

    static func make(_ element: IBElement, coder: NibDecoder) -> AnyObject? {
        switch element.name {
        case "navigationItem": return navigationItem(coder)
        case "barButtonItem": return barButtonItem(element, coder: coder)
        case "tabBarItem": return tabBarItem(element, coder: coder)
        default: return recognizer(element, coder: coder)
        }
    }

    private static func navigationItem(_ coder: NibDecoder) -> UINavigationItem {
        let item = UINavigationItem()
        item.title = coder.decoded("title", as: String.self)
        item.leftBarButtonItem = coder.decoded("leftBarButtonItem", as: UIBarButtonItem.self)
        item.rightBarButtonItem = coder.decoded("rightBarButtonItem", as: UIBarButtonItem.self)
        if let back = coder.decoded("backBarButtonItem", as: UIBarButtonItem.self) { item.backBarButtonItem = back }
        if let hides = coder.decodedFlag("hidesBackButton") { item.hidesBackButton = hides }
        return item
    }

    private static func barButtonItem(_ element: IBElement, coder: NibDecoder) -> UIBarButtonItem {
        let system = element["systemItem"].flatMap(systemItem)
        let item = system.map { UIBarButtonItem(systemItem: $0) }
            ?? UIBarButtonItem(title: coder.decoded("title", as: String.self), style: element["style"] == "done" ? .done : .plain,
                               target: nil, action: nil)
        if let title = coder.decoded("title", as: String.self) { item.title = title }
        // A system item this version does not know shows its name.
        if system == nil, item.title == nil, let name = element["systemItem"] { item.title = name.capitalized }
        if let image = coder.decoded("image", as: UIImage.self) { item.image = image }
        if let enabled = coder.decodedFlag("enabled") { item.isEnabled = enabled }
        return item
    }

    /// A system item by the name documents write (`systemItem="add"`); the names are the cases'.
    private static func systemItem(_ name: String) -> UIBarButtonItem.SystemItem? {
        let all: [UIBarButtonItem.SystemItem] = [.done, .cancel, .edit, .save, .add, .flexibleSpace, .fixedSpace, .compose, .reply,
                                                 .action, .organize, .bookmarks, .search, .refresh, .stop, .camera, .trash, .play,
                                                 .pause, .rewind, .fastForward, .undo, .redo, .pageCurl, .close]
        return all.first { "\($0)" == name }
    }

    /// A controller's tab: title, image and selected image (symbols or the app's images), badge,
    /// tag, or a system tab (`systemItem="favorites"`).
    private static func tabBarItem(_ element: IBElement, coder: NibDecoder) -> UITabBarItem {
        let systems: [String: UITabBarItem.SystemItem] = [
            "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated, "recents": .recents,
            "contacts": .contacts, "history": .history, "bookmarks": .bookmarks, "search": .search,
            "downloads": .downloads, "mostRecent": .mostRecent, "mostViewed": .mostViewed,
        ]
        let tag = Int(coder.decodedNumber("tag") ?? 0)
        if let system = element["systemItem"].flatMap({ systems[$0] }) { return UITabBarItem(tabBarSystemItem: system, tag: tag) }
        let item = UITabBarItem(title: coder.decoded("title", as: String.self), image: coder.decoded("image", as: UIImage.self), tag: tag)
        item.selectedImage = coder.decoded("selectedImage", as: UIImage.self)
        item.badgeValue = coder.decoded("badgeValue", as: String.self)
        return item
    }

    private static func recognizer(_ element: IBElement, coder: NibDecoder) -> UIGestureRecognizer? {
        guard let type = recognizers[element.name] else { return nil }
        let recognizer = type.init()
        if let enabled = coder.decodedFlag("enabled") { recognizer.isEnabled = enabled }
        if let cancels = coder.decodedFlag("cancelsTouchesInView") { recognizer.cancelsTouchesInView = cancels }
        if let tap = recognizer as? UITapGestureRecognizer {
            if let taps = coder.decodedNumber("numberOfTapsRequired") { tap.numberOfTapsRequired = Int(taps) }
        }
        if let press = recognizer as? UILongPressGestureRecognizer {
            if let duration = coder.decodedNumber("minimumPressDuration") { press.minimumPressDuration = TimeInterval(duration) }
        }
        if let pan = recognizer as? UIPanGestureRecognizer {
            if let touches = coder.decodedNumber("minimumNumberOfTouches") { pan.minimumNumberOfTouches = Int(touches) }
            if let touches = coder.decodedNumber("maximumNumberOfTouches") { pan.maximumNumberOfTouches = Int(touches) }
        }
        if let swipe = recognizer as? UISwipeGestureRecognizer { decodeSwipe(swipe, element: element, coder: coder) }
        if let edgePan = recognizer as? UIScreenEdgePanGestureRecognizer, let edges = element.child(key: "edges") {
            let names: [(String, UIRectEdge)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]
            edgePan.edges = UIRectEdge(names.filter { edges.bool($0.0) == true }.map(\.1))
        }
        return recognizer
    }

    /// A swipe's direction (`direction="left"`, or several joined) and touches.
    private static func decodeSwipe(_ swipe: UISwipeGestureRecognizer, element: IBElement, coder: NibDecoder) {
        let directions: [String: UISwipeGestureRecognizer.Direction] = ["right": .right, "left": .left, "up": .up, "down": .down]
        if let text = element["direction"] {
            let names = text.split { !$0.isLetter }.map(String.init)
            swipe.direction = UISwipeGestureRecognizer.Direction(names.compactMap { directions[$0] })
        }
        if let touches = coder.decodedNumber("numberOfTouchesRequired") { swipe.numberOfTouchesRequired = Int(touches) }
    }
}
