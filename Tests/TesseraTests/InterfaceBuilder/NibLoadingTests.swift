import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Xibs as Xcode writes them, loaded with `UINib`: objects made with `init?(coder:)`, their
/// attributes, constraints and outlets, `awakeFromNib()` after the connections, and nib cells
/// registered with a collection view (the books' `registerNib:forCellWithReuseIdentifier:`).
@MainActor struct NibLoadingTests {
    @Test func aXibCellIsMadeWithItsAttributesSubviewsAndOutlets() throws {
        let objects = UINib(nibName: "PhotoCell", bundle: .module).instantiate(withOwner: nil)
        #expect(objects.count == 1, "the placeholders are not objects of the nib")
        let cell = try #require(objects.first as? NibPhotoCell)
        #expect(cell.initializedFromCoder)
        #expect(cell.reuseIdentifier == "PhotoCell")
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 120, height: 150))
        #expect(cell.clipsToBounds)
        #expect(cell.backgroundColor == UIColor.secondarySystemBackground)
        let label = try #require(cell.titleLabel)
        #expect(label.text == "Title")
        #expect(label.textAlignment == .center)
        #expect(label.font == UIFont.boldSystemFont(ofSize: 15))
        #expect(label.textColor == UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        #expect(label.superview === cell.contentView, "the document's content view is the cell's")
        let photo = try #require(cell.photoView)
        #expect(photo.contentMode == .scaleAspectFill)
        #expect(photo.clipsToBounds)
        #expect(photo.backgroundColor == UIColor(displayP3Red: 0.85, green: 0.85, blue: 0.9, alpha: 1))
        #expect(!photo.translatesAutoresizingMaskIntoConstraints)
        #expect(photo.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        let awake = try #require(cell.outletsWhenAwake, "awakeFromNib was called")
        #expect(awake.photo && awake.title, "outlets are connected before awakeFromNib")
    }

    @Test func theXibsConstraintsLayOutTheCellAndItsPlaceholderIsDropped() throws {
        let cell = try #require(UINib(nibName: "PhotoCell", bundle: .module).instantiate(withOwner: nil).first as? NibPhotoCell)
        cell.frame = CGRect(x: 0, y: 0, width: 200, height: 240)
        cell.layoutIfNeeded()
        #expect(cell.photoView.frame == CGRect(x: 0, y: 0, width: 200, height: 200), "pinned to the top and sides, square")
        #expect(cell.titleLabel.frame.minY == 204)
        #expect(cell.titleLabel.frame.minX == 4 && cell.titleLabel.frame.width == 192)
        #expect(cell.titleLabel.frame.maxY == 236)
        #expect(cell.frame.width == 200, "the placeholder width of 500 is not a constraint")
        #expect(!cell.constraints.contains { $0.constant == 40 }, "a constraint the Any × Any layout excludes is not made")
        #expect(cell.contentView.constraints.contains { $0.firstItem === cell.photoView && $0.secondItem === cell.contentView },
                "constraints the document writes against the cell are the content view's, as UIKit moves them")
        #expect(!cell.constraints.contains { $0.firstItem === cell.photoView || $0.secondItem === cell.photoView })
    }

    @Test func aNibRegisteredWithACollectionViewMakesEachNewCell() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 150)
        let source = NibCellSource(count: 40)
        let (screen, collectionView) = makeNibCollection(layout: layout, source: source)
        collectionView.register(UINib(nibName: "PhotoCell", bundle: nil), forCellWithReuseIdentifier: "PhotoCell")
        collectionView.dataSource = source
        screen.runUntilIdle()
        let cells = collectionView.visibleCells.compactMap { $0 as? NibPhotoCell }
        #expect(cells.count == collectionView.visibleCells.count && cells.count >= 6)
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? NibPhotoCell)
        #expect(first.titleLabel.text == "Photo 0")
        #expect(first.titleLabel.convert(first.titleLabel.bounds, to: first).minY == 124)
        #expect(screen.frameOfText("Photo 1") != nil)
        let made = collectionView.createdViewCount
        collectionView.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
        screen.runUntilIdle()
        #expect(screen.frameOfText("Photo 20") != nil || screen.frameOfText("Photo 21") != nil)
        #expect(collectionView.createdViewCount <= made + 4, "scrolling reuses the nib's cells")
    }

    @Test func aCellRegistrationFromANibConfiguresItsCells() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 150)
        let (screen, collectionView) = makeNibCollection(layout: layout, source: nil)
        let registration = UICollectionView.CellRegistration<NibPhotoCell, String>(cellNib: UINib(nibName: "PhotoCell", bundle: .module)) { cell, _, name in
            cell.titleLabel.text = name
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, path, name in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Moon", "Rocket"])
        dataSource.apply(snapshot, animatingDifferences: false)
        screen.runUntilIdle()
        #expect(screen.frameOfText("Moon") != nil && screen.frameOfText("Rocket") != nil)
        #expect(collectionView.visibleCells.allSatisfy { $0 is NibPhotoCell })
    }

    @Test func aMissingOrBrokenNibIsReportedByNameAndMakesNothing() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        #expect(UINib(nibName: "NoSuchCell", bundle: .module).instantiate(withOwner: nil).isEmpty)
        #expect(messages.all.contains { $0.contains("Could not load NIB") && $0.contains("'NoSuchCell'") })
        let broken = Data("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n<objects>\n<view id=\"a\">\n</objects>".utf8)
        #expect(UINib(data: broken, bundle: nil).instantiate(withOwner: nil).isEmpty)
        #expect(messages.all.contains { $0.contains("Could not read the Interface Builder document") && $0.contains("line") })
        let mac = Data("<?xml version=\"1.0\"?><document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\"/>".utf8)
        #expect(UINib(data: mac, bundle: nil).instantiate(withOwner: nil).isEmpty)
        #expect(messages.all.contains { $0.contains("is not a Cocoa Touch storyboard or xib") && $0.contains("Cocoa.XIB") })
    }

    @Test func anUnknownClassOrElementIsReportedWithItsLineAndTheRestLoads() throws {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="root" customClass="MissingView" customModule="Nowhere">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <subviews>
                        <mapView id="map"/>
                        <label text="Still here" id="lbl"/>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let view = try #require(UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIView)
        #expect(type(of: view) == UIView.self, "made as the element's UIKit class")
        #expect(view.subviews.count == 1 && (view.subviews.first as? UILabel)?.text == "Still here")
        #expect(messages.all.contains { $0.contains("line 4") && $0.contains("Unknown class MissingView") })
        #expect(messages.all.contains { $0.contains("line 7") && $0.contains("<mapView>") })
    }

    @Test func anOutletTheClassDoesNotTakeIsReportedAsUIKitWordsIt() throws {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view id="root" tag="3">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                            <real key="value" value="8"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                    </userDefinedRuntimeAttributes>
                    <connections>
                        <outlet property="missingOutlet" destination="-1" id="o1"/>
                    </connections>
                </view>
            </objects>
        </document>
        """
        let owner = UIViewController()
        let view = try #require(UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: owner).first as? UIView)
        #expect(view.tag == 3)
        #expect(view.layer.cornerRadius == 8 && view.layer.masksToBounds, "runtime attributes through key paths")
        #expect(messages.all.contains {
            $0.contains("[<UIView> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key missingOutlet")
        })
    }

    @Test func filesOwnerGetsTheViewOfItsNibNamedAfterItsClass() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="OwnedController" customModule="TesseraTests"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <label text="From the xib" id="lbl">
                            <rect key="frame" x="10" y="10" width="200" height="20"/>
                        </label>
                    </subviews>
                </view>
            </objects>
            <connections/>
        </document>
        """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nib-owner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let withOutlet = xib.replacingOccurrences(of: "id=\"-1\" customClass", with: "id=\"-1\" customClass")
            .replacingOccurrences(of: "<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" customClass=\"OwnedController\" customModule=\"TesseraTests\"/>",
                                  with: "<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" customClass=\"OwnedController\" customModule=\"TesseraTests\"><connections><outlet property=\"view\" destination=\"root\" id=\"v\"/><outlet property=\"messageLabel\" destination=\"lbl\" id=\"m\"/></connections></placeholder>")
        try Data(withOutlet.utf8).write(to: folder.appendingPathComponent("OwnedController.xib"))
        let bundle = try #require(Bundle(path: folder.path))
        let controller = OwnedController(nibName: nil, bundle: bundle)
        #expect(controller.view.frame.size == CGSize(width: 320, height: 200), "the view is the xib's, found by the class's name")
        #expect(controller.messageLabel?.text == "From the xib")
        #expect(controller.loadedInViewDidLoad == "From the xib", "outlets are set before viewDidLoad")
        let named = OwnedController(nibName: "OwnedController", bundle: bundle)
        #expect(named.nibName == "OwnedController" && named.nibBundle === bundle)
        #expect(named.messageLabel == nil && named.view.subviews.count == 1)
    }
}

/// A controller whose view comes from a xib named after it.
final class OwnedController: UIViewController {
    /*@IBOutlet*/ weak var messageLabel: UILabel?
    private(set) var loadedInViewDidLoad: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        loadedInViewDidLoad = messageLabel?.text
    }

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "messageLabel": messageLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }
}

/// Names the items of a collection view of nib cells.
@MainActor final class NibCellSource: NSObject, UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath) as! NibPhotoCell
        cell.titleLabel.text = "Photo \(indexPath.item)"
        return cell
    }
}

@MainActor func makeNibCollection(layout: UICollectionViewLayout, source: NibCellSource?) -> (HeadlessScreen, UICollectionView) {
    let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
    let collectionView = UICollectionView(frame: screen.window.bounds, collectionViewLayout: layout)
    screen.window.addSubview(collectionView)
    return (screen, collectionView)
}

/// TagCell.xib's cell: a label pinned 10 points in on every side.
final class NibTagCell: UICollectionViewCell {
    weak var titleLabel: UILabel!

    override func setValue(_ value: Any?, forKey key: String) {
        if key == "titleLabel" { titleLabel = value as? UILabel } else { super.setValue(value, forKey: key) }
    }
}

@MainActor final class TagSource: NSObject, UICollectionViewDataSource {
    let tags = ["Cell 0", "A longer tag"]
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath) as! NibTagCell
        cell.titleLabel.text = tags[indexPath.item]
        return cell
    }
}

extension NibLoadingTests {
    @Test func xibCellsSizeThemselvesToTheirConstraints() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let (screen, collectionView) = makeNibCollection(layout: layout, source: nil)
        collectionView.register(UINib(nibName: "TagCell", bundle: .module), forCellWithReuseIdentifier: "Tag")
        let source = TagSource()
        collectionView.dataSource = source
        screen.runUntilIdle()
        let cells = (0..<2).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? NibTagCell }
        #expect(cells.count == 2)
        for cell in cells {
            let label = cell.titleLabel.intrinsicContentSize
            #expect(cell.frame.width == ceil(label.width) + 20 || abs(cell.frame.width - (label.width + 20)) < 1,
                    "the label and its 10-point margins, not the document's 305")
            #expect(abs(cell.frame.height - (label.height + 20)) < 1)
        }
        #expect(cells[1].frame.width > cells[0].frame.width)
    }
}
