// Client code using Auto Layout as UIKit code does: a profile cell built with anchors, a stack
// view and the visual format language, compiled in both language modes.
import Testing
import UIKit
import TesseraTesting

class ProfileCell: UICollectionViewCell {
    let avatar = UIImageView()
    let nameLabel = UILabel()
    let bioLabel = UILabel()
    let followButton = UIButton(type: .system)
    private lazy var textStack = UIStackView(arrangedSubviews: [nameLabel, bioLabel])

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.font = UIFont.boldSystemFont(ofSize: 16)
        bioLabel.numberOfLines = 0
        textStack.axis = .vertical
        textStack.spacing = 4
        followButton.setTitle("Follow", for: .normal)
        [avatar, textStack, followButton].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview($0)
        }
        let views: [String: Any] = ["avatar": avatar, "text": textStack, "button": followButton]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-12-[avatar(48)]-12-[text]-8-[button]-12-|",
                                                         options: [], metrics: nil, views: views)
        constraints += [
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            avatar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            textStack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            textStack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            followButton.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
        ]
        let minimumHeight = contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 72)
        minimumHeight.priority = UILayoutPriority(999)
        constraints.append(minimumHeight)
        NSLayoutConstraint.activate(constraints)
        followButton.setContentHuggingPriority(.required, for: .horizontal)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor struct AutoLayoutClientTests {
    @Test func aProfileCellSizesAndPlacesItsContent() {
        _ = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let cell = ProfileCell(frame: CGRect(x: 0, y: 0, width: 390, height: 72))
        cell.nameLabel.text = "Chelsea"
        cell.bioLabel.text = "A cat who sits in front of the astronaut portrait every afternoon, on principle."
        let size = cell.contentView.systemLayoutSizeFitting(CGSize(width: 390, height: 0),
                                                            withHorizontalFittingPriority: .required,
                                                            verticalFittingPriority: .fittingSizeLevel)
        cell.frame = CGRect(origin: .zero, size: CGSize(width: 390, height: ceil(size.height)))
        cell.layoutIfNeeded()
        #expect(cell.avatar.frame == CGRect(x: 12, y: 12, width: 48, height: 48))
        #expect(cell.followButton.frame.maxX == 378)
        let bio = cell.bioLabel.convert(cell.bioLabel.bounds, to: cell.contentView)
        #expect(bio.minX == 72)
        #expect(bio.maxX == cell.followButton.frame.minX - 8)
        #expect(size.height > 72, "the wrapping bio makes the cell taller than its minimum")
        #expect(abs(cell.followButton.frame.midY - cell.avatar.frame.midY) < 0.01)
    }
}
