import Foundation
import Tessera

/// A chat: message bubbles of every length, each cell sized by Auto Layout
/// (`estimatedItemSize = UICollectionViewFlowLayout.automaticSize`). Resize the window and the
/// bubbles re-flow to the new width.
public final class ChatViewController: UIViewController, UICollectionViewDataSource {
    public private(set) var collectionView: UICollectionView!
    public let messages: [ChatMessage] = ChatMessage.sample
    private var laidOutWidth: CGFloat = 0

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        title = "Chat"
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumLineSpacing = 6
        layout.sectionInset = UIEdgeInsets(top: 12, left: 0, bottom: 12, right: 0)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(MessageCell.self, forCellWithReuseIdentifier: MessageCell.identifier)
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    /// A new width (a resized window): every bubble is measured again.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard collectionView.bounds.width != laidOutWidth else { return }
        laidOutWidth = collectionView.bounds.width
        for cell in collectionView.visibleCells { (cell as? MessageCell)?.width = laidOutWidth }
        collectionView.collectionViewLayout.invalidateLayout()
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { messages.count }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: MessageCell.identifier, for: indexPath) as! MessageCell
        cell.configure(with: messages[indexPath.item], width: collectionView.bounds.width)
        return cell
    }
}

/// One message: who sent it and what it says.
public struct ChatMessage: Sendable {
    public let fromMe: Bool
    public let text: String

    /// The sample conversation, for benchmarks.
    public static var sampleForBenchmarks: [ChatMessage] { sample }

    static let sample: [ChatMessage] = {
        let lines = [
            "Did you see the photos from the telescope?",
            "Yes! The deep field one is unreal. Thousands of galaxies in a patch of sky the size of a grain of sand held at arm's length.",
            "Wow",
            "I printed the astronaut portrait for the office. Chelsea the cat keeps sitting in front of it as if she wants to be in the picture too.",
            "Ha, of course she does.",
            "Coffee later?",
            "Sure. The place with the brick wall and the good espresso, at four?",
            "Perfect.",
            "Bring the camera, the light on the gravel path by the river is lovely in the late afternoon, and the horses might be out in the field again.",
            "Sounds good!",
        ]
        return (0..<40).map { ChatMessage(fromMe: $0 % 3 == 1, text: lines[$0 % lines.count]) }
    }()
}

/// A bubble that hugs its text, on the leading side for others' messages and on the trailing
/// side for mine; the cell is as wide as the chat, and as tall as the bubble.
public final class MessageCell: UICollectionViewCell {
    static let identifier = "Message"
    public let bubble = UIView()
    public let label = UILabel()
    private var widthConstraint: NSLayoutConstraint!
    private var leading: NSLayoutConstraint!
    private var trailing: NSLayoutConstraint!
    private var leadingLimit: NSLayoutConstraint!
    private var trailingLimit: NSLayoutConstraint!

    var width: CGFloat {
        get { widthConstraint.constant }
        set { widthConstraint.constant = newValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        bubble.layer.cornerRadius = 16
        bubble.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 15)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bubble)
        bubble.addSubview(label)
        widthConstraint = contentView.widthAnchor.constraint(equalToConstant: 320)
        leading = bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12)
        trailing = bubble.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12)
        leadingLimit = bubble.leadingAnchor.constraint(greaterThanOrEqualTo: contentView.leadingAnchor, constant: 60)
        trailingLimit = bubble.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -60)
        NSLayoutConstraint.activate([
            widthConstraint,
            bubble.topAnchor.constraint(equalTo: contentView.topAnchor),
            bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            label.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
        ])
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(with message: ChatMessage, width: CGFloat) {
        label.text = message.text
        self.width = width
        NSLayoutConstraint.deactivate([leading, trailing, leadingLimit, trailingLimit])
        NSLayoutConstraint.activate(message.fromMe ? [trailing, leadingLimit] : [leading, trailingLimit])
        bubble.backgroundColor = message.fromMe ? .systemBlue : .secondarySystemBackground
        label.textColor = message.fromMe ? .white : .label
    }
}
