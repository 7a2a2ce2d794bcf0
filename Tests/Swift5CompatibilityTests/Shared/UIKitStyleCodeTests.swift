// Compiled in the Swift 5 language mode: UIKit-style code, as people port it, must build
// against Tessera in either mode.
import Foundation
import Testing
import UIKit
import TesseraTesting

class AFCollectionHeaderView: UIView {
    private var textLabel: UILabel!
    var text: String? {
        didSet { textLabel.text = text }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        textLabel = UILabel(frame: CGRectInset(CGRectMake(0, 0, CGRectGetWidth(frame), CGRectGetHeight(frame)), 30, 10))
        textLabel.backgroundColor = UIColor.clear
        textLabel.textColor = UIColor.white
        textLabel.font = UIFont.boldSystemFont(ofSize: 20)
        addSubview(textLabel)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var labelFrame: CGRect { textLabel.frame }
}

class MatteCell: UIView {
    let imageView = UIImageView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.backgroundColor = .black
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(imageView)
        backgroundColor = .white
    }

    required init?(coder aDecoder: NSCoder) { fatalError() }

    override func layoutSubviews() {
        imageView.frame = CGRectInset(bounds, 10, 10)
    }
}

@MainActor struct UIKitStyleCodeTests {
    @Test func listingThreeTwoHeaderInsetsItsLabel() {
        let header = AFCollectionHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        header.text = "Tap on a photo to start the recommendation engine."
        #expect(header.labelFrame == CGRect(x: 30, y: 10, width: 260, height: 30))
    }

    @Test func listingThreeSixCellInsetsItsImageOnLayout() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 300), scale: 1)
        let cell = MatteCell(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        screen.window.addSubview(cell)
        screen.runUntilIdle()
        #expect(cell.imageView.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
        var completed = false
        UIView.animate(withDuration: 0.3, animations: {
            cell.alpha = 0.5
        }) { finished in
            completed = finished
        }
        screen.runUntilIdle()
        #expect(completed)
    }
}
