// A controller with outlets and actions as tessera-port writes it from UIKit source (the
// @IBOutlet and @IBAction attributes removed; the connections by name added in the class body),
// compiled in both language modes, its view loaded from a xib with File's Owner connections.
import UIKit
import Testing
import TesseraTesting

final class CounterViewController: UIViewController {
    /*@IBOutlet*/ weak var countLabel: UILabel!
    /*@IBOutlet*/ var stepButtons: [UIButton]!
    /*@IBInspectable*/ var step: Int = 1
    private(set) var count = 0
    private(set) var resets = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        countLabel.text = "0"
    }

    /*@IBAction*/ func increment(_ sender: UIButton) {
        count += step * (sender.tag == 2 ? 2 : 1)
        countLabel.text = "\(count)"
    }

    // Interface Builder's connections by name (tessera-port): outlets and inspectables through
    // key-value coding, actions by their selectors.
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "countLabel": countLabel = value as? UILabel
        case "stepButtons": stepButtons = value as? [UIButton]
        case "step": if let value = (value as? Int ?? (value as? NSNumber).map { Int($0.doubleValue) }) { step = value }
        default: super.setValue(value, forKey: key)
        }
    }

    override func value(forKey key: String) -> Any? {
        switch key {
        case "countLabel": countLabel
        case "stepButtons": stepButtons
        case "step": step
        default: super.value(forKey: key)
        }
    }

    @discardableResult
    override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action {
        case "increment:":
            if let sender = sender as? UIButton { increment(sender) }
            return true
        case "reset":
            reset()
            return true
        default:
            return super.perform(action, withSender: sender)
        }
    }
}

extension CounterViewController {
    /*@IBAction*/ func reset() {
        resets += 1
        count = 0
        countLabel.text = "0"
    }
}

@MainActor @Suite struct InterfaceBuilderClientTests {
    private func counterXib(module: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CounterViewController" customModule="\(module)" customModuleProvider="target">
                    <connections>
                        <outlet property="view" destination="i5M-Pr-FkT" id="c1"/>
                        <outlet property="countLabel" destination="lbl" id="c2"/>
                        <outletCollection property="stepButtons" destination="one" collectionClass="NSMutableArray" id="c3"/>
                        <outletCollection property="stepButtons" destination="two" collectionClass="NSMutableArray" id="c4"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="i5M-Pr-FkT">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label text="?" textAlignment="center" id="lbl">
                            <rect key="frame" x="20" y="20" width="280" height="40"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="32"/>
                        </label>
                        <button tag="1" contentMode="scaleToFill" buttonType="system" id="one">
                            <rect key="frame" x="20" y="80" width="120" height="44"/>
                            <state key="normal" title="Plus one"/>
                            <connections>
                                <action selector="increment:" destination="-1" eventType="touchUpInside" id="a1"/>
                            </connections>
                        </button>
                        <button tag="2" contentMode="scaleToFill" buttonType="system" id="two">
                            <rect key="frame" x="180" y="80" width="120" height="44"/>
                            <state key="normal" title="Plus two"/>
                            <connections>
                                <action selector="increment:" destination="-1" eventType="touchUpInside" id="a2"/>
                            </connections>
                        </button>
                        <button contentMode="scaleToFill" buttonType="system" id="rst">
                            <rect key="frame" x="20" y="140" width="280" height="44"/>
                            <state key="normal" title="Reset"/>
                            <connections>
                                <action selector="reset" destination="-1" eventType="touchUpInside" id="a3"/>
                            </connections>
                        </button>
                    </subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                </view>
            </objects>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """
    }

    @Test func theXibsOutletsAndActionsReachThePortedController() throws {
        let module = String(reflecting: CounterViewController.self).components(separatedBy: ".")[0]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("counter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(counterXib(module: module).utf8).write(to: folder.appendingPathComponent("CounterViewController.xib"))
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 240), scale: 1)
        let counter = CounterViewController(nibName: nil, bundle: Bundle(path: folder.path))
        screen.rootViewController = counter
        screen.runUntilIdle()
        #expect(counter.stepButtons.map(\.tag) == [1, 2])
        #expect(screen.frameOfText("0") != nil, "viewDidLoad saw the outlet")
        for title in ["Plus one", "Plus two", "Plus two"] {
            let button = try #require(screen.frameOfText(title))
            screen.tap(at: CGPoint(x: button.midX, y: button.midY))
        }
        screen.runUntilIdle()
        #expect(counter.count == 5 && counter.countLabel.text == "5")
        let reset = try #require(screen.frameOfText("Reset"))
        screen.tap(at: CGPoint(x: reset.midX, y: reset.midY))
        #expect(counter.resets == 1 && counter.count == 0)
        counter.setValue(NSNumber(value: 3), forKeyPath: "step")
        #expect(counter.value(forKey: "step") as? Int == 3, "code that sets and reads by key keeps working")
    }
}

/// A storyboard-driven controller as UIKit code writes it: segues prepared and vetoed, an
/// unwind target, a scene made with a creator.
final class MailboxViewController: UIViewController {
    var account = "me"
    private(set) var preparedSegues: [String] = []

    init?(coder: NSCoder, account: String) {
        self.account = account
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != "locked"
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        preparedSegues.append(segue.identifier ?? "")
        (segue.destination as? MailboxViewController)?.account = account
    }

    override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        action == Selector("unwindToMailbox:")
    }

    static func make(from storyboard: UIStoryboard) -> MailboxViewController? {
        storyboard.instantiateInitialViewController { coder in MailboxViewController(coder: coder, account: "work") }
    }
}

@MainActor @Suite struct StoryboardClientTests {
    @Test func storyboardCodeCompilesAndAMissingStoryboardGivesNothing() {
        let storyboard = UIStoryboard(name: "NoSuchStoryboard", bundle: nil)
        #expect(MailboxViewController.make(from: storyboard) == nil)
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(navigation.popToViewController(navigation.viewControllers[0], animated: false) == [])
    }
}
