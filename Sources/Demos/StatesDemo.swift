import Foundation
import Tessera

/// Seed 002's title decoration: a label made by the collection view from the class the layout
/// registered, configured from a layout-attributes subclass.
public final class MyTitleView: UICollectionReusableView {
    public weak var lab: UILabel!

    public override init(frame: CGRect) {
        super.init(frame: frame)
        let lab = UILabel(frame: bounds)
        addSubview(lab)
        lab.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        lab.font = UIFont(name: "GillSans-Bold", size: 40)
        lab.text = "Testing"
        self.lab = lab
    }

    public required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func apply(_ atts: UICollectionViewLayoutAttributes) {
        if let atts = atts as? MyTitleViewLayoutAttributes {
            lab.text = atts.title
        }
    }
}

/// The envelope that carries the title from the layout to the view.
///
/// `isEqual(_:)` overrides NSObject's nonisolated method, so in the Swift 6 language mode the
/// property it reads is `nonisolated(unsafe)`, as Swift 6 code written against UIKit's SDK does.
public final class MyTitleViewLayoutAttributes: UICollectionViewLayoutAttributes {
    public nonisolated(unsafe) var title = ""

    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! MyTitleViewLayoutAttributes
        copy.title = title
        return copy
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? MyTitleViewLayoutAttributes else { return false }
        return other.title == title && super.isEqual(object)
    }
}

/// Seed 002's flow layout with a "title" decoration view over the top of the content.
public final class MyFlowLayout: UICollectionViewFlowLayout {
    public var title = "" { didSet { invalidateLayout() } }
    private let titleKind = "title"
    private let titleHeight: CGFloat = 50
    private var titleRect: CGRect { CGRect(10, 0, 200, titleHeight) }

    public override init() {
        super.init()
        register(MyTitleView.self, forDecorationViewOfKind: titleKind)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if elementKind == titleKind {
            let atts = MyTitleViewLayoutAttributes(forDecorationViewOfKind: titleKind, with: indexPath)
            atts.title = title
            atts.frame = titleRect
            return atts
        }
        return nil
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var arr = super.layoutAttributesForElements(in: rect)!
        if let decatts = layoutAttributesForDecorationView(ofKind: titleKind, at: IndexPath(item: 0, section: 0)) {
            if rect.contains(decatts.frame) {
                arr.append(decatts)
            }
        }
        return arr
    }
}

/// The 50 U.S. states grouped by first letter, under a "States" title (seed 002).
public final class StatesViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    static let states = ["Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware",
                         "Florida", "Georgia", "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa", "Kansas", "Kentucky",
                         "Louisiana", "Maine", "Maryland", "Massachusetts", "Michigan", "Minnesota", "Mississippi",
                         "Missouri", "Montana", "Nebraska", "Nevada", "New Hampshire", "New Jersey", "New Mexico",
                         "New York", "North Carolina", "North Dakota", "Ohio", "Oklahoma", "Oregon", "Pennsylvania",
                         "Rhode Island", "South Carolina", "South Dakota", "Tennessee", "Texas", "Utah", "Vermont",
                         "Virginia", "Washington", "West Virginia", "Wisconsin", "Wyoming"]
    /// Sections: (letter, states starting with it).
    public let sections: [(String, [String])] = {
        Dictionary(grouping: states) { String($0.prefix(1)) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }()
    public private(set) var collectionView: UICollectionView!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let flow = MyFlowLayout()
        setUpFlowLayout(flow)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: flow)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(StateCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(LetterHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "Header")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func setUpFlowLayout(_ flow: UICollectionViewFlowLayout) {
        flow.headerReferenceSize = CGSize(50, 50)
        flow.sectionInset = UIEdgeInsetsMake(0, 10, 10, 10)
        (flow as? MyFlowLayout)?.title = "States"
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].1.count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! StateCell
        cell.label.text = sections[indexPath.section].1[indexPath.item]
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! LetterHeader
        header.label.text = sections[indexPath.section].0
        return header
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 110, height: 40)
    }
}

/// A state's name on a rounded blue tile.
public final class StateCell: UICollectionViewCell {
    public let label = UILabel()
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .tile(hue: 0.6)
        contentView.layer.cornerRadius = 6
        label.frame = contentView.bounds.insetBy(dx: 4, dy: 0)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.font = .systemFont(ofSize: 13)
        label.textAlignment = .center
        contentView.addSubview(label)
    }
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A section's first letter.
public final class LetterHeader: UICollectionReusableView {
    public let label = UILabel()
    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = bounds.insetBy(dx: 10, dy: 0)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.font = .boldSystemFont(ofSize: 22)
        label.textAlignment = .right
        label.textColor = .secondaryLabel
        addSubview(label)
    }
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
