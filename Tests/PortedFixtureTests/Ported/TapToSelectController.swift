// A UIKit fixture: a view controller with outlets, actions and selectors.
import UIKit

class TapToSelectController: UIViewController {
    weak var collectionView: UICollectionView!
    var statusLabel: UILabel!
    private(set) var taps: [CGPoint] = []
    private(set) var longPresses = 0
    private(set) var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        statusLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        view.addSubview(statusLabel)
        let tap = UITapGestureRecognizer(target: self, action: TapToSelectController.handleTap(_:))
        view.addGestureRecognizer(tap)
        let press = UILongPressGestureRecognizer(target: self, action: TapToSelectController.handleLongPress)
        view.addGestureRecognizer(press)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Refresh", style: .plain, target: self,
                                                            action: TapToSelectController.refresh(_:))
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) {
        taps.append(recognizer.location(in: view))
        statusLabel.text = "Tapped \(taps.count)"
    }

    private func handleLongPress() {
        longPresses += 1
    }

    func refresh(_ sender: UIBarButtonItem) {
        refreshes += 1
    }

    func copyTitle(_ sender: Any?) {
        UIPasteboard.general.string = title
    }

    func plainSwiftHelper() -> Int { return taps.count }

    override var canBecomeFirstResponder: Bool { return true }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector("copy:") || action == Selector("copyTitle:") { return true }
        return action == Selector("title")
    }

    // Interface Builder's connections by name (tessera-port): outlets and inspectables through
    // key-value coding, actions by their selectors.
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "collectionView": collectionView = value as? UICollectionView
        case "statusLabel": statusLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }

    override func value(forKey key: String) -> Any? {
        switch key {
        case "collectionView": collectionView
        case "statusLabel": statusLabel
        default: super.value(forKey: key)
        }
    }

    @discardableResult
    override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action {
        case "refresh:":
            if let sender = sender as? UIBarButtonItem { refresh(sender) }
            return true
        default:
            return super.perform(action, withSender: sender)
        }
    }
    // Added by tessera-port: how `type.init()` on a controller's metatype makes this class.
    override class func makeWithDefaultInitializer() -> UIViewController { TapToSelectController() }
}
