import Foundation
import Tessera

/// An article set with attributed text in labels: a headline in a heavy font, a byline with
/// tighter kerning, body paragraphs with line spacing and a first-line indent, emphasis in
/// colour, an underlined link, a struck-out price next to the new one, and an inline icon
/// (`NSTextAttachment` with a drawn image). The text follows the user's text size.
public final class AttributedArticleViewController: UIViewController {
    public let scrollView = UIScrollView()
    public private(set) var labels: [UILabel] = []
    public private(set) var subscribeButton: UIButton!

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Article"
        view.backgroundColor = .systemBackground
        view.addSubview(scrollView)
        for text in [headline(), byline(), body(), offer()] {
            let label = UILabel()
            label.numberOfLines = 0
            label.attributedText = text
            scrollView.addSubview(label)
            labels.append(label)
        }
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Subscribe for $12"
        subscribeButton = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            self?.subscribeButton.configuration?.title = "Subscribed"
        })
        scrollView.addSubview(subscribeButton)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
        let width = min(view.bounds.width - 40, 640)
        var y: CGFloat = 20
        for label in labels {
            let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            label.frame = CGRect(x: (view.bounds.width - width) / 2, y: y, width: width, height: height)
            y += height + 16
        }
        subscribeButton.frame = CGRect(x: view.bounds.midX - 100, y: y, width: 200, height: 44)
        y += 60
        scrollView.contentSize = CGSize(width: view.bounds.width, height: y)
    }

    private func headline() -> NSAttributedString {
        NSAttributedString(string: "Tiles, Layers and Light", attributes: [
            .font: UIFont.systemFont(ofSize: 30, weight: .heavy), .foregroundColor: UIColor.label,
        ])
    }

    private func byline() -> NSAttributedString {
        let text = NSMutableAttributedString(string: "BY THE GALLERY TEAM  ·  ", attributes: [
            .font: UIFont.systemFont(ofSize: 13, weight: .semibold), .foregroundColor: UIColor.secondaryLabel, .kern: 1.5,
        ])
        // A small drawn badge: attachments show bitmap images.
        let badge = UIGraphicsImageRenderer(size: CGSize(width: 13, height: 13)).image { _ in
            UIColor.systemOrange.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 13, height: 13)).fill()
        }
        let clock = NSTextAttachment(image: badge)
        clock.bounds = CGRect(x: 0, y: -1, width: 13, height: 13)
        text.append(NSAttributedString(attachment: clock))
        text.append(NSAttributedString(string: " 4 min read", attributes: [
            .font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.secondaryLabel,
        ]))
        return text
    }

    private func body() -> NSAttributedString {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 6
        paragraph.firstLineHeadIndent = 24
        let body: [NSAttributedString.Key: Any] = [.font: UIFont.preferredFont(forTextStyle: .body), .paragraphStyle: paragraph]
        let text = NSMutableAttributedString(string: "A collection view lays out its items in ", attributes: body)
        var emphasis = body
        emphasis[.foregroundColor] = UIColor.systemIndigo
        emphasis[.font] = UIFont.boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize)
        text.append(NSAttributedString(string: "tiles", attributes: emphasis))
        text.append(NSAttributedString(string: ", and every tile is a layer that can fade, turn and glow. Read more in the ", attributes: body))
        var link = body
        link[.link] = URL(string: "https://developer.apple.com/documentation/uikit")!
        link[.underlineStyle] = NSUnderlineStyle.single.rawValue
        text.append(NSAttributedString(string: "UIKit documentation", attributes: link))
        text.append(NSAttributedString(string: ".", attributes: body))
        return text
    }

    private func offer() -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let text = NSMutableAttributedString(string: "Print edition  ", attributes: [
            .font: UIFont.systemFont(ofSize: 17), .paragraphStyle: style,
        ])
        text.append(NSAttributedString(string: "$24", attributes: [
            .font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.secondaryLabel,
            .strikethroughStyle: NSUnderlineStyle.single.rawValue, .paragraphStyle: style,
        ]))
        text.append(NSAttributedString(string: "  $12", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.systemGreen, .paragraphStyle: style,
        ]))
        return text
    }
}
