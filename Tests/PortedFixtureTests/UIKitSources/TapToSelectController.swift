// A UIKit fixture: a view controller with outlets, actions and selectors.
import UIKit

class TapToSelectController: UIViewController {
    @IBOutlet weak var collectionView: UICollectionView!
    @IBOutlet var statusLabel: UILabel!
    private(set) var taps: [CGPoint] = []
    private(set) var longPresses = 0
    private(set) var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        statusLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        view.addSubview(statusLabel)
        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        view.addGestureRecognizer(tap)
        let press = UILongPressGestureRecognizer(target: self, action: #selector(handleLongPress))
        view.addGestureRecognizer(press)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Refresh", style: .plain, target: self,
                                                            action: #selector(refresh(_:)))
    }

    @objc func handleTap(_ recognizer: UITapGestureRecognizer) {
        taps.append(recognizer.location(in: view))
        statusLabel.text = "Tapped \(taps.count)"
    }

    @objc private func handleLongPress() {
        longPresses += 1
    }

    @IBAction func refresh(_ sender: UIBarButtonItem) {
        refreshes += 1
    }

    @objc(copyTitle:) func copyTitle(_ sender: Any?) {
        UIPasteboard.general.string = title
    }

    @nonobjc func plainSwiftHelper() -> Int { return taps.count }

    override var canBecomeFirstResponder: Bool { return true }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == #selector(copy(_:)) || action == #selector(copyTitle(_:)) { return true }
        return action == #selector(getter: title)
    }
}
