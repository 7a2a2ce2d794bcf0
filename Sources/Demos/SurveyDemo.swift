import Foundation
import Tessera

/// Seed 000's models: a photo with a name, and a list of photos one of which the user picks.
public final class AFPhotoModel {
    public let name: String
    public let image: UIImage?
    public init(name: String, image: UIImage?) { self.name = name; self.image = image }
}

public final class AFSelectionModel {
    public static let noSelectionIndex = -1
    public let photoModels: [AFPhotoModel]
    public var selectedPhotoModelIndex = AFSelectionModel.noSelectionIndex
    public var hasBeenSelected: Bool { selectedPhotoModelIndex != AFSelectionModel.noSelectionIndex }
    public init(photoModels: [AFPhotoModel]) { self.photoModels = photoModels }
}

/// Listing 3.2's header: white bold text inset 30 × 10.
/// In Survey.storyboard the label is the document's, connected to the `textLabel` outlet.
public final class AFCollectionHeaderView: UICollectionReusableView {
    /*@IBOutlet*/ private var textLabel: UILabel!
    public var text: String? { didSet { textLabel.text = text } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        textLabel = UILabel(frame: CGRectInset(CGRectMake(0, 0, CGRectGetWidth(frame), CGRectGetHeight(frame)), 30, 10))
        textLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textLabel.backgroundColor = .clear
        textLabel.textColor = .white
        textLabel.font = .boldSystemFont(ofSize: 20)
        addSubview(textLabel)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // Interface Builder's connections by name (as tessera-port writes them).
    public override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "textLabel": textLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        text = ""
    }
}

/// Seed 000's Survey: pick a photo in each section; each pick greys the section, shows the next
/// one under a "Because you liked …" header and scrolls to it (listing 3.8).
///
/// The same controller runs from Survey.storyboard: there the collection view, its flow layout,
/// the prototype cell and the header come from the document (the `collectionView` outlet), as
/// the overview configures a collection view in Interface Builder.
public final class SurveyViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    static let kMaxItemSize = CGSizeMake(200, 200)
    /*@IBOutlet*/ public private(set) var collectionView: UICollectionView!
    public private(set) var selectionModelArray: [AFSelectionModel] = []
    public private(set) var currentModelArrayIndex = 0
    public private(set) var isFinished = false
    /// Called when the survey ends (after the alert is shown).
    public var onFinished: (() -> Void)?
    private var lastLongPressedIndexPath: IndexPath?

    public override func viewDidLoad() {
        super.viewDidLoad()
        setupModel()
        if collectionView == nil { makeCollectionView() }
        // Seed 004, listing 6.1: a long press shows the photo's name in a menu.
        let longPressGestureRecognizer = UILongPressGestureRecognizer(target: self, action: SurveyViewController.handleLongPress)
        collectionView.addGestureRecognizer(longPressGestureRecognizer)
    }

    /// The collection view in code (the storyboard has its own).
    private func makeCollectionView() {
        let surveyFlowLayout = UICollectionViewFlowLayout()
        surveyFlowLayout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 20, right: 10)
        surveyFlowLayout.headerReferenceSize = CGSizeMake(60, 50)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: surveyFlowLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = UIColor(white: 0.15, alpha: 1)
        collectionView.register(MattePhotoCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(AFCollectionHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "Header")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    public override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "collectionView": collectionView = value as? UICollectionView
        default: super.setValue(value, forKey: key)
        }
    }

    /// Listing 6.2.
    func handleLongPress(_ recognizer: UILongPressGestureRecognizer) {
        if recognizer.state != .began { return }
        let point = recognizer.location(in: collectionView)
        guard let indexPath = collectionView.indexPathForItem(at: point) else { return }
        lastLongPressedIndexPath = indexPath
        guard let cell = collectionView.cellForItem(at: indexPath) else { return }
        let menuItem = UIMenuItem(title: photoModelForIndexPath(indexPath).name, action: "menuAction:")
        let menuController = UIMenuController.shared
        menuController.menuItems = [menuItem]
        menuController.setTargetRect(cell.bounds, in: cell)
        becomeFirstResponder()
        menuController.setMenuVisible(true, animated: false)
    }

    /// Listing 6.3: copies the long-pressed photo's name.
    func menuAction(_ sender: Any?) {
        guard let path = lastLongPressedIndexPath else { return }
        UIPasteboard.general.string = photoModelForIndexPath(path).name
    }

    /// Listing 6.4, in Swift's form: say which actions this controller handles, and perform them.
    public override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == "menuAction:" { return true }
        // Copy (Ctrl+C in the window host) copies the last long-pressed photo's name too.
        if action == .copy { return lastLongPressedIndexPath != nil }
        return super.canPerformAction(action, withSender: sender)
    }

    public override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == "menuAction:" || action == .copy { menuAction(sender); return true }
        return super.perform(action, withSender: sender)
    }

    public override var canBecomeFirstResponder: Bool { true }

    private func setupModel() {
        let groups = [["astronaut", "chelsea", "coffee"], ["rocket", "hubble-portrait", "horse"], ["moon", "coins", "chelsea-portrait"]]
        selectionModelArray = groups.map { names in
            AFSelectionModel(photoModels: names.map { AFPhotoModel(name: $0.replacingOccurrences(of: "-", with: " ").capitalized, image: DemoPhotos.named($0)) })
        }
    }

    public func photoModelForIndexPath(_ indexPath: IndexPath) -> AFPhotoModel {
        selectionModelArray[indexPath.section].photoModels[indexPath.item]
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        min(currentModelArrayIndex + 1, selectionModelArray.count)
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        selectionModelArray[section].photoModels.count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! MattePhotoCell
        configureCell(cell, forIndexPath: indexPath)
        return cell
    }

    private func configureCell(_ cell: MattePhotoCell, forIndexPath indexPath: IndexPath) {
        cell.image = photoModelForIndexPath(indexPath).image
        cell.setDisabled(false)
        cell.isSelected = false
        if indexPath.section < currentModelArrayIndex {
            cell.setDisabled(true)
            if indexPath.row == selectionModelArray[indexPath.section].selectedPhotoModelIndex {
                cell.isSelected = true
            }
        }
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        let headerView = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! AFCollectionHeaderView
        if indexPath.section == 0 {
            headerView.text = "Tap on a photo to start the recommendation engine."
        } else if indexPath.section <= currentModelArrayIndex {
            let selectionModel = selectionModelArray[indexPath.section - 1]
            let selectedPhotoModel = photoModelForIndexPath(IndexPath(item: selectionModel.selectedPhotoModelIndex, section: indexPath.section - 1))
            headerView.text = "Because you liked \(selectedPhotoModel.name)..."
        }
        return headerView
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        guard let photoSize = photoModelForIndexPath(indexPath).image?.size else { return SurveyViewController.kMaxItemSize }
        let aspectRatio = photoSize.width / photoSize.height
        let maxSize = CGSizeMake(110, 110)
        if aspectRatio < 1 { return CGSizeMake(maxSize.width * aspectRatio, maxSize.height) }
        if aspectRatio > 1 { return CGSizeMake(maxSize.width, maxSize.height / aspectRatio) }
        return maxSize
    }

    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        indexPath.section == currentModelArrayIndex && !isFinished
    }

    /// Listing 3.8.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        selectionModelArray[currentModelArrayIndex].selectedPhotoModelIndex = indexPath.item
        if currentModelArrayIndex >= selectionModelArray.count - 1 {
            isFinished = true
            UIAlertView(title: "Recommendation Engine",
                        message: "Based on your selections, we have concluded you have excellent taste in photography!",
                        delegate: nil, cancelButtonTitle: nil, otherButtonTitles: "Awesome!").show()
            onFinished?()
            return
        }
        collectionView.performBatchUpdates({
            self.currentModelArrayIndex += 1
            collectionView.insertSections(IndexSet(integer: self.currentModelArrayIndex))
            collectionView.reloadSections(IndexSet(integer: self.currentModelArrayIndex - 1))
        }, completion: { _ in
            collectionView.scrollToItem(at: IndexPath(item: 0, section: self.currentModelArrayIndex), at: .top, animated: true)
        })
    }
}
