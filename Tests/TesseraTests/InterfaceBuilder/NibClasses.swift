import Foundation
@testable import Tessera

// App classes that Interface Builder documents name (`customClass`, `customModule="TesseraTests"`),
// written as UIKit code is, with the connections tessera-port writes for their @IBOutlets and
// @IBActions (it removes the attributes and adds setValue(_:forKey:) and perform(_:withSender:)).

/// PhotoCell.xib's cell.
final class NibPhotoCell: UICollectionViewCell {
    /*@IBOutlet*/ weak var photoView: UIImageView!
    /*@IBOutlet*/ weak var titleLabel: UILabel!
    /// What awakeFromNib saw: the outlets are connected by then.
    private(set) var outletsWhenAwake: (photo: Bool, title: Bool)?
    private(set) var initializedFromCoder = false

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        initializedFromCoder = true
    }

    override init(frame: CGRect) { super.init(frame: frame) }

    override func awakeFromNib() {
        super.awakeFromNib()
        outletsWhenAwake = (photoView != nil, titleLabel != nil)
    }

    // tessera-port: Interface Builder connections
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "photoView": photoView = value as? UIImageView
        case "titleLabel": titleLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }
}

/// Photos.storyboard's prototype cell.
final class StoryboardPhotoCell: UICollectionViewCell {
    /*@IBOutlet*/ weak var nameLabel: UILabel!

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "nameLabel": nameLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }
}

/// Photos.storyboard's grid: a collection view controller whose collection view, layout and
/// cells are the storyboard's.
final class StoryboardPhotosController: UICollectionViewController {
    var names = ["Astronaut", "Chelsea", "Coffee", "Rocket", "Hubble", "Horse", "Moon"]
    private(set) var prepared: [(identifier: String?, destination: UIViewController, sender: Any?)] = []
    var allowsDetail = true

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! StoryboardPhotoCell
        cell.nameLabel.text = names[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        (header.viewWithTag(7) as? UILabel)?.text = "Pick a photo"
        return header
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != "showDetail" || allowsDetail
    }

    private(set) var unwound: [(identifier: String?, source: UIViewController)] = []

    /*@IBAction*/ func unwindToPhotos(_ segue: UIStoryboardSegue) { unwound.append((segue.identifier, segue.source)) }

    override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
        guard action == "unwindToPhotos:" else { return super.perform(action, withSender: sender) }
        if let sender = sender as? UIStoryboardSegue { unwindToPhotos(sender) }
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.destination, sender))
        guard let detail = segue.destination as? StoryboardDetailController else { return }
        if let cell = sender as? UICollectionViewCell, let path = collectionView.indexPath(for: cell) {
            detail.name = names[path.item]
        } else {
            detail.name = names[0]
        }
    }
}

/// Photos.storyboard's detail scene.
final class StoryboardDetailController: UIViewController {
    /*@IBOutlet*/ weak var nameLabel: UILabel!
    /*@IBOutlet*/ var labels: [UILabel]!
    var name: String?
    private(set) var actions: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = name
    }

    /*@IBAction*/ func closeTapped(_ sender: UIButton) { actions.append("close from \(sender.currentTitle ?? "?")") }
    /*@IBAction*/ func favoriteChanged() { actions.append("favorite") }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        actions.append("prepare \(segue.identifier ?? "-") to \(type(of: segue.destination))")
    }

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "nameLabel": nameLabel = value as? UILabel
        case "labels": labels = value as? [UILabel]
        default: super.setValue(value, forKey: key)
        }
    }

    override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action {
        case "closeTapped:":
            if let sender = sender as? UIButton { closeTapped(sender) }
            return true
        case "favoriteChanged":
            favoriteChanged()
            return true
        default:
            return super.perform(action, withSender: sender)
        }
    }
}

/// Photos.storyboard's About scene: an embedded credits controller and a double-tap recognizer.
final class AboutController: UIViewController {
    private(set) var embedded: [(identifier: String?, destination: UIViewController)] = []
    private(set) var doubleTaps = 0

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        embedded.append((segue.identifier, segue.destination))
    }

    /// The actions of the scene's other recognizers, in the order they came, with the state.
    private(set) var gestures: [String] = []

    /*@IBAction*/ func doubleTapped(_ sender: UITapGestureRecognizer) { doubleTaps += 1 }
    /*@IBAction*/ func swipedDown(_ sender: UISwipeGestureRecognizer) { gestures.append("swipe") }
    /*@IBAction*/ func rotated(_ sender: UIRotationGestureRecognizer) { if sender.state == .ended { gestures.append("rotate") } }
    /*@IBAction*/ func edgePanned(_ sender: UIScreenEdgePanGestureRecognizer) { if sender.state == .ended { gestures.append("edge") } }

    override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action {
        case "doubleTapped:": if let sender = sender as? UITapGestureRecognizer { doubleTapped(sender) }
        case "swipedDown:": if let sender = sender as? UISwipeGestureRecognizer { swipedDown(sender) }
        case "rotated:": if let sender = sender as? UIRotationGestureRecognizer { rotated(sender) }
        case "edgePanned:": if let sender = sender as? UIScreenEdgePanGestureRecognizer { edgePanned(sender) }
        default: return super.perform(action, withSender: sender)
        }
        return true
    }
}
