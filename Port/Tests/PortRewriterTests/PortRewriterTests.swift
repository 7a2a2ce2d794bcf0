import Foundation
import PortRewriter
import Testing

struct PortRewriterTests {
    private func port(_ source: String) -> PortedFile { PortRewriter().port(source: source) }

    @Test func importsAndCanImportFencesAreLeftAlone() {
        // Tessera's UIKit product has modules of these names, and canImport(UIKit) is true.
        let source = "import Foundation\nimport UIKit\nimport QuartzCore\n#if canImport(UIKit)\nlet x = 1\n#endif\n"
        let result = port(source)
        #expect(!result.isChanged && result.changes.isEmpty)
        #expect(port("import os.log\nimport os\n").ported == "import TesseraOSLog\nimport TesseraOSLog\n", "os_log and Logger from Tessera's module")
    }

    @Test func objectiveCAndInterfaceBuilderAttributesAreRemoved() {
        let source = """
        @IBDesignable
        class Card: UIView {
            @objc dynamic var progress: CGFloat = 0
            @objc(flipWithSender:) func flip(_ sender: Any) {}
            @nonobjc private func helper() {}
        }
        """
        let result = port(source)
        #expect(result.ported == """
        class Card: UIView {
            var progress: CGFloat = 0
            func flip(_ sender: Any) {}
            private func helper() {}
        }
        """)
        #expect(result.changes.map(\.line) == [1, 3, 4, 5])
    }

    @Test func outletsInspectablesAndActionsAreConnectedByNameInTheClassBody() {
        let source = """
        public class Card: UIView {
            @IBOutlet weak var title: UILabel!
            @IBOutlet var buttons: [UIButton]!
            @IBInspectable var radius: CGFloat = 4
            @IBAction func tapped(_ sender: UIButton) {}
        }

        extension Card {
            @IBAction func reset() {}
            @IBAction func picked(sender: Any) {}
            @IBAction func touched(_ sender: UIControl, forEvent event: UIEvent) {}
        }
        """
        let result = port(source)
        #expect(result.errors.isEmpty)
        let ported = result.ported
        #expect(ported.contains("    weak var title: UILabel!\n"), "the attribute goes, the property stays")
        #expect(ported.contains("    public override func setValue(_ value: Any?, forKey key: String) {"))
        #expect(ported.contains("case \"title\": title = value as? UILabel"))
        #expect(ported.contains("case \"buttons\": buttons = value as? [UIButton]"))
        #expect(ported.contains("case \"radius\": if let value = (value as? CGFloat ?? (value as? NSNumber).map { CGFloat($0.doubleValue) }) { radius = value }"),
                "a runtime attribute's number arrives as NSNumber")
        #expect(ported.contains("default: super.setValue(value, forKey: key)"))
        #expect(ported.contains("    public override func value(forKey key: String) -> Any? {"))
        #expect(ported.contains("case \"tapped:\":\n            if let sender = sender as? UIButton { tapped(sender) }"))
        #expect(ported.contains("case \"reset\":\n            reset()"), "an action in an extension is performed from the class body")
        #expect(ported.contains("case \"pickedWithSender:\":\n            picked(sender: sender as Any)"), "Swift's Objective-C name for a labelled argument")
        #expect(ported.contains("case \"touched:forEvent:\":"))
        let classBody = ported.components(separatedBy: "extension Card")[0]
        #expect(classBody.contains("override func perform(_ action: Selector, withSender sender: Any?) -> Bool"))
        #expect(result.changes.contains { $0.line == 1 && $0.message.contains("3 outlets and inspectables by name, 4 actions by selector") })
        #expect(result.changes.contains { $0.message.contains("touched:forEvent:") && $0.message.contains("no touches") })
    }

    @Test func aClassThatAlreadyAnswersKeysStopsTheToolWithItsLine() {
        let source = """
        class Cell: UICollectionViewCell {
            @IBOutlet var label: UILabel!
            override func setValue(_ value: Any?, forKey key: String) {}
        }
        """
        let result = port(source)
        #expect(result.errors.map(\.line) == [1])
        #expect(result.errors.first?.message.contains("declares setValue(_:forKey:) itself") == true)
    }

    @Test func optionalRequirementsKeepUIKitSignaturesAndCallsKeepTheirFallbacks() {
        let source = """
        @objc public protocol PinDelegate: AnyObject {
            func required(_ x: Int)
            @objc optional func pinned(_ layout: Any) -> Bool
            @objc optional func title(for section: Int) -> String?
            @objc optional func didPin(_ section: Int)
            @objc optional func offset(for section: Int) -> CGSize
        }

        final class Handler: NSObject, PinDelegate {
            func required(_ x: Int) {}
            func pinned(_ layout: Any) -> Bool { true }
        }

        func ask(_ d: PinDelegate?) -> Bool {
            d?.didPin?(1)
            let t = d?.title?(for: 0) ?? ""
            let h = d?.offset?(for: 2).height ?? 4 + 1
            if let pin = d?.pinned?(7) { print(pin) }
            return (d?.pinned?(0) ?? false) && d!.pinned!(1) && !t.isEmpty && h > 0
        }
        """
        let ported = port(source).ported
        #expect(ported.contains("public protocol PinDelegate: AnyObject {\n    func required(_ x: Int)\n    func pinned(_ layout: Any) -> Bool\n"))
        #expect(ported.contains("""
        extension PinDelegate {
            public func pinned(_ layout: Any) -> Bool { OptionalRequirement.fallback(for: "pinned(_:)") }
            public func title(for section: Int) -> String? { nil }
            public func didPin(_ section: Int) {}
            public func offset(for section: Int) -> CGSize { OptionalRequirement.fallback(for: "offset(for:)") }
        }
        """))
        #expect(ported.contains("    func pinned(_ layout: Any) -> Bool { true }"), "implementations keep UIKit's signature")
        #expect(ported.contains("    d?.didPin(1)\n    let t = d?.title(for: 0) ?? \"\"\n"))
        #expect(ported.contains("let h = (OptionalRequirement.ifImplemented(\"offset(for:)\", placeholder: CGSize.zero) { d?.offset(for: 2) })?.height ?? 4 + 1"))
        #expect(ported.contains("if let pin = (OptionalRequirement.ifImplemented(\"pinned(_:)\", placeholder: false) { d?.pinned(7) }) {"),
                "a trailing closure in a condition is parenthesized, or it would read as the body")
        #expect(ported.contains("return (OptionalRequirement.call(\"pinned(_:)\", default: false) { d?.pinned(0) }) && d!.pinned(1) && !t.isEmpty"))
    }

    @Test func aCallThatCannotKeepItsMeaningIsAnErrorWithItsLine() {
        let source = """
        @objc protocol CardDelegate {
            @objc optional func card(for item: Int) -> Card
        }

        func show(_ d: CardDelegate?) {
            if let card = d?.card?(for: 1) { print(card) }
        }
        """
        let result = port(source)
        #expect(result.errors.map(\.line) == [6])
        #expect(result.errors.first?.message.contains("card(for:) returns Card") == true)
    }

    @Test func tesseraProtocolCallsKeepTheirFallbacksAndOptionalClosuresStay() {
        let source = """
        func f(cv: UICollectionView, l: UICollectionViewLayout, handler: (() -> Void)?) {
            let d = cv.delegate as? UICollectionViewDelegateFlowLayout
            let s = d?.collectionView?(cv, layout: l, sizeForItemAt: IndexPath(item: 0, section: 0)) ?? .zero
            d?.collectionView?(cv, didSelectItemAt: IndexPath(item: 0, section: 0))
            self.onDone?()
            handler?()
        }
        """
        let ported = port(source).ported
        #expect(ported.contains("let s = OptionalRequirement.call(\"collectionView(_:layout:sizeForItemAt:)\", default: .zero) { d?.collectionView(cv, layout: l, sizeForItemAt: IndexPath(item: 0, section: 0)) }"))
        #expect(ported.contains("d?.collectionView(cv, didSelectItemAt: IndexPath(item: 0, section: 0))"))
        #expect(ported.contains("self.onDone?()") && ported.contains("handler?()"))
    }

    @Test func overridesInExtensionsMoveIntoTheirClassAcrossFiles() {
        let layout = """
        import UIKit

        open class PagingLayout: UICollectionViewFlowLayout {
            public var pageWidth: CGFloat = 300
        }
        """
        let extensions = """
        import UIKit

        #if os(iOS)
        public extension PagingLayout {
            /// Snaps to pages.
            override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
                proposedContentOffset
            }
        }
        #endif

        extension PagingLayout: UICollectionViewDelegateFlowLayout {
            @objc open override func prepare() { super.prepare() }
            func helper() -> Int { 1 }
        }
        """
        let results = PortRewriter().port([(path: "PagingLayout.swift", source: layout), (path: "PagingLayout+iOS.swift", source: extensions)])
        #expect(results[0].ported.contains("""
            public var pageWidth: CGFloat = 300

            // Moved here from an extension in PagingLayout+iOS.swift by tessera-port: Swift allows overrides in extensions only for @objc members.
            /// Snaps to pages.
            public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        """))
        #expect(results[0].ported.contains("    open override func prepare() { super.prepare() }\n}"))
        #expect(!results[1].ported.contains("override"))
        #expect(results[1].ported.contains("extension PagingLayout: UICollectionViewDelegateFlowLayout {\n    func helper() -> Int { 1 }\n}"))
        #expect(!results[1].ported.contains("public extension"), "an extension left empty goes")
        let moves = results[1].changes.filter { $0.message.hasPrefix("moved") }
        #expect(moves.map(\.line) == [6, 13])
        #expect(moves.first?.message.contains("into class PagingLayout (in PagingLayout.swift)") == true)
    }

    @Test func absInACGFloatExtensionIsTheStandardLibrarysFunction() {
        let source = "extension CGFloat {\n    func distance(to x: CGFloat) -> CGFloat { abs(self - x) }\n}\nlet d = abs(-1)\n"
        let result = port(source)
        #expect(result.ported == "extension CGFloat {\n    func distance(to x: CGFloat) -> CGFloat { Swift.abs(self - x) }\n}\nlet d = abs(-1)\n")
        #expect(result.changes.map(\.line) == [2])
    }

    @Test func anOverrideInAnExtensionOfAClassDeclaredElsewhereIsAnError() {
        let result = port("import UIKit\n\nextension UICollectionViewFlowLayout {\n    open override func prepare() {}\n}\n")
        #expect(result.errors.map(\.line) == [4])
        #expect(result.errors.first?.message.contains("UICollectionViewFlowLayout, which is not declared in the ported sources") == true)
    }

    @Test func anOverrideInAnExtensionInsideAnIfBlockIsNamedAtItsOwnLine() {
        let source = """
        #if canImport(UIKit)
        import UIKit
        public extension UITableViewCell {
            @discardableResult
            override func subviews(_ views: [UIView]) -> UIView { self }
        }
        #endif
        """
        let result = port(source)
        #expect(result.errors.map(\.line) == [5], "the declaration's line, not its attribute's")
        #expect(result.errors.first?.message.contains("extension of UITableViewCell") == true)
    }

    @Test func selectorsBecomeMethodReferencesOrSelectorValues() {
        let source = """
        class C: UIViewController {
            func setUp() {
                let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
                button.addTarget(self, action: #selector(buttonTapped), for: .touchUpInside)
                link = CADisplayLink(target: self, selector: #selector(step(_:)))
                other.addTarget(model, action: #selector(Model.refresh))
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: nil, object: nil)
                let items = [#selector(copy(_:)), #selector(move(from:to:)), #selector(getter: title), #selector(setter: title)]
            }
        }
        """
        let ported = port(source).ported
        #expect(ported.contains("UITapGestureRecognizer(target: self, action: C.handleTap(_:))"))
        #expect(ported.contains("button.addTarget(self, action: C.buttonTapped, for: .touchUpInside)"))
        #expect(ported.contains("CADisplayLink(target: self, selector: C.step(_:))"))
        #expect(ported.contains("other.addTarget(model, action: Selector(\"refresh\"))"))
        #expect(ported.contains("addObserver(self, selector: C.keyboardWillShow(_:), name: nil, object: nil)"))
        #expect(ported.contains("[Selector(\"copy:\"), Selector(\"moveFrom:to:\"), Selector(\"title\"), Selector(\"setTitle:\")]"))
    }

    @Test func aListsNarrowedDelegateOverrideKeepsTheScrollViewsType() {
        let source = """
        class MonthView: UICollectionView {
            weak var calendarDelegate: UICollectionViewDelegate?
            override var delegate: UICollectionViewDelegate? {
                get { calendarDelegate }
                set { calendarDelegate = newValue }
            }
        }
        class Plain: UIView {
            var delegate: UICollectionViewDelegate?
        }
        """
        let result = port(source)
        #expect(result.ported.contains("override var delegate: UIScrollViewDelegate? {"))
        #expect(result.ported.contains("set { calendarDelegate = (newValue as? UICollectionViewDelegate) }"))
        #expect(result.ported.contains("    var delegate: UICollectionViewDelegate?"), "not an override: unchanged")
        #expect(result.changes.contains { $0.line == 3 && $0.message.contains("Swift cannot narrow") })
    }

    @Test func aNarrowedDelegateOverrideInAnExtensionIsRewrittenAsItMoves() {
        let source = """
        class MonthView: UICollectionView {}
        extension MonthView {
            override var delegate: UICollectionViewDelegate? {
                get { super.delegate as? UICollectionViewDelegate }
                set { super.delegate = newValue }
            }
        }
        """
        let result = port(source)
        #expect(result.ported.contains("override var delegate: UIScrollViewDelegate? {"))
        #expect(result.ported.contains("set { super.delegate = (newValue as? UICollectionViewDelegate) }"))
    }

    @Test func keyPathsBecomeTheirObjectiveCStrings() {
        let source = """
        class V: UIView {
            func watch() {
                addObserver(self, forKeyPath: #keyPath(UIView.bounds), options: [.new], context: nil)
                let paths = [#keyPath(frame), #keyPath(Person.address.street)]
            }
        }
        """
        let result = port(source)
        #expect(result.ported.contains("addObserver(self, forKeyPath: \"bounds\", options: [.new], context: nil)"))
        #expect(result.ported.contains("[\"frame\", \"address.street\"]"))
        #expect(result.changes.contains { $0.line == 3 && $0.message == "#keyPath(UIView.bounds) -> \"bounds\"" })
    }

    @Test func aFallbackCallInAConditionKeepsItsClosureInParentheses() {
        let source = """
        @objc protocol Dismissing {
            @objc optional func shouldDismiss(keyboardShowing: Bool) -> Bool
        }
        class Sheet {
            weak var presented: Dismissing?
            func tapped() {
                guard presented?.shouldDismiss?(keyboardShowing: false) ?? true else { return }
                if presented?.shouldDismiss?(keyboardShowing: true) ?? false { print("yes") }
            }
        }
        """
        let result = port(source)
        #expect(result.ported.contains("guard (OptionalRequirement.call(\"shouldDismiss(keyboardShowing:)\", default: true) { presented?.shouldDismiss(keyboardShowing: false) }) else { return }"))
        #expect(result.ported.contains("if (OptionalRequirement.call(\"shouldDismiss(keyboardShowing:)\", default: false) { presented?.shouldDismiss(keyboardShowing: true) }) {"))
    }

    @Test func anObjCProtocolStaysClassBound() {
        let source = """
        @objc public protocol TagsDelegate {
            @objc optional func tagPressed(_ title: String)
        }
        @objc protocol Named: NSObjectProtocol {}
        protocol Plain {}
        class Tags: UIView {
            weak var delegate: TagsDelegate?
        }
        """
        let result = port(source)
        #expect(result.ported.contains("public protocol TagsDelegate: AnyObject {"))
        #expect(result.ported.contains("protocol Named: NSObjectProtocol, AnyObject {}"))
        #expect(result.ported.contains("protocol Plain {}"), "a Swift protocol is left as it is")
        #expect(result.changes.contains { $0.line == 1 && $0.message == "@objc protocol TagsDelegate: class-bound with AnyObject" })
    }

    @Test func ifConfigKeepsTheUIKitBranch() {
        let source = """
        #if canImport(AppKit) && !targetEnvironment(macCatalyst)
        import AppKit
        #elseif canImport(UIKit)
        import UIKit
        #endif
        struct S {
            #if os(iOS)
            var a = 1
            #else
            var b = 2
            #endif
            #if DEBUG
            var c = 3
            #endif
        }
        #if os(macOS)
        let mac = true
        #endif
        """
        let ported = port(source).ported
        #expect(ported.hasPrefix("import UIKit\nstruct S {\n    var a = 1\n    #if DEBUG"))
        #expect(!ported.contains("AppKit") && !ported.contains("var b") && !ported.contains("mac"))
    }

    @Test func portedFilesAreStableAndUnchangedCodeIsLeftAlone() {
        let plain = "import Tessera\n\nfinal class A {\n    func f() -> Int { 1 }\n}\n"
        let result = port(plain)
        #expect(!result.isChanged && result.changes.isEmpty)
        let once = port("import UIKit\n@objc class B: NSObject { @objc func g() {} }\n").ported
        #expect(!port(once).isChanged, "porting twice changes nothing more")
    }

    @Test func theCommandChecksAndWrites() throws {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tessera-port")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            Issue.record("tessera-port not built next to the tests at \(tool.path)"); return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Cell.swift")
        try "import UIKit\n\nclass Cell: UICollectionViewCell {\n    @IBOutlet var label: UILabel!\n}\n".write(to: file, atomically: true, encoding: .utf8)
        func run(_ arguments: [String]) throws -> (Int32, String) {
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, output)
        }
        let (checkStatus, checkOutput) = try run([folder.path, "--check"])
        #expect(checkStatus == 1)
        #expect(checkOutput.contains("Cell.swift:4: removed @IBOutlet"))
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("import UIKit"), "--check writes nothing")
        let (status, _) = try run([folder.path])
        #expect(status == 0)
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.hasPrefix("import UIKit\n\nclass Cell: UICollectionViewCell {\n    var label: UILabel!\n"))
        #expect(written.contains("case \"label\": label = value as? UILabel"), "the outlet is set by name")
        let (again, _) = try run([folder.path, "--check"])
        #expect(again == 0)
    }
}

struct AppEntryPointTests {
    @Test func theAppDelegateRegistersTheClassesUIKitMakesByNameAndStarts() throws {
        let app = """
        import UIKit

        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """
        let scene = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
        }
        """
        let results = PortRewriter().port([(path: "AppDelegate.swift", source: app), (path: "SceneDelegate.swift", source: scene)])
        #expect(results[0].ported == """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            // tessera-port: UIKit makes the app delegate and the scene delegates from their class names;
            // on Linux they are registered with their initializers, then the app starts.
            static func main() {
                UIApplication.registerClass(AppDelegate.self) { AppDelegate() }
                UIApplication.registerClass(SceneDelegate.self) { SceneDelegate() }
                UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
            }
        }
        """)
        #expect(results[0].changes.contains { $0.message.contains("added main() to AppDelegate") })
        #expect(!results[1].isChanged, "the scene delegate itself is unchanged")
    }

    @Test func anAppDelegateWithItsOwnMainIsLeftToIt() {
        let source = """
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            static func main() { start() }
        }
        """
        let result = PortRewriter().port(source: source)
        #expect(result.ported == source)
        #expect(result.changes.contains { $0.message.contains("declares main() itself") })
    }
}

struct LocalizedStringTests {
    @Test func nsLocalizedStringBecomesTesserasWithTheSameArguments() {
        let result = PortRewriter().port(source: "let title = NSLocalizedString(\"Albums\", tableName: \"Main\", comment: \"The list\")\n")
        #expect(result.ported == "let title = TesseraLocalizedString(\"Albums\", tableName: \"Main\", comment: \"The list\")\n")
        #expect(result.changes.contains { $0.message.contains("NSLocalizedString -> TesseraLocalizedString") })
    }
}

struct FrameworkImportTests {
    @Test func aFrameworkLinuxLacksIsNamedAndKept() {
        let result = PortRewriter().port(source: "import UIKit\nimport WebKit\n")
        #expect(result.ported == "import UIKit\nimport WebKit\n")
        #expect(result.changes.contains { $0.line == 2 && $0.message.hasPrefix("not portable: import WebKit") })
    }

    @Test func anInspectableUnavailableToSwiftGetsNoKeyValueCoding() {
        let source = "import UIKit\n\nclass Spinner: UIView {\n    @available(*, unavailable, message: \"IB only\")\n    @IBInspectable var typeName: String { get { \"\" } set {} }\n    @IBInspectable var padding: CGFloat = 0\n}\n"
        let ported = PortRewriter().port(source: source).ported
        #expect(ported.contains("case \"padding\""))
        #expect(!ported.contains("case \"typeName\""), "Swift cannot name it")
    }

    @Test func aLayerSubclassesInitIsMadeRequired() {
        let source = "import UIKit\n\nfinal class RingLayer: CAShapeLayer {\n    override init() {\n        super.init()\n    }\n}\n\nclass Plain: NSObject {\n    override init() { super.init() }\n}\n"
        let ported = PortRewriter().port(source: source).ported
        #expect(ported.contains("    required override init() {\n        super.init()"), "\(ported)")
        #expect(ported.contains("class Plain: NSObject {\n    override init()"), "other classes are left alone")
    }

    @Test func mainActorXCTestsReExportTesseraXCTest() {
        let source = "import XCTest\n@testable import App\n\n@MainActor final class AppTests: XCTestCase {\n    func testLaunch() {}\n}\n"
        let result = PortRewriter().port(source: source)
        #expect(result.ported.hasPrefix("import XCTest\n@_exported import TesseraXCTest\n@testable import App"), "\(result.ported)")
        let plain = "import XCTest\n\nfinal class MathTests: XCTestCase {\n    func testSum() {}\n}\n"
        #expect(PortRewriter().port(source: plain).ported == plain, "tests off the main actor need nothing")
    }

    @Test func uiTestFilesImportXCUIAutomation() {
        let source = "import XCTest\n\nfinal class LoginUITests: XCTestCase {\n    func testLogin() {\n        let app = XCUIApplication()\n        app.launch()\n    }\n}\n"
        let result = PortRewriter().port(source: source)
        #expect(result.ported.hasPrefix("import XCTest\nimport XCUIAutomation\n\nfinal class LoginUITests"), "\(result.ported)")
        #expect(result.changes.contains { $0.message.hasPrefix("import XCUIAutomation added") })
        let unit = "import XCTest\n\nfinal class MathTests: XCTestCase {\n    func testSum() {}\n}\n"
        #expect(PortRewriter().port(source: unit).ported == unit, "unit tests need nothing")
    }

    @Test func launchArgumentsAreReadFromCommandLine() {
        let source = "import UIKit\n\nlet isUITesting = ProcessInfo.processInfo.arguments.contains(\"--uitesting\")\n"
        let result = PortRewriter().port(source: source)
        #expect(result.ported == "import UIKit\n\nlet isUITesting = CommandLine.arguments.contains(\"--uitesting\")\n", "\(result.ported)")
        let environment = "import UIKit\n\nlet mode = ProcessInfo.processInfo.environment[\"MODE\"]\n"
        #expect(PortRewriter().port(source: environment).ported == environment, "the environment is read afresh")
    }

    @Test func combineNamesBroughtByFoundationGetImportCombine() {
        let source = "import Foundation\n\npublic final class Proxy: ObservableObject {\n    @Published var day = 1\n}\n"
        let result = PortRewriter().port(source: source)
        #expect(result.ported == "import Foundation\nimport Combine\n\npublic final class Proxy: ObservableObject {\n    @Published var day = 1\n}\n")
        #expect(result.changes.contains { $0.message.hasPrefix("import Combine added") })
        let already = "import Combine\nimport UIKit\n\nvar bag = Set<AnyCancellable>()\n"
        #expect(PortRewriter().port(source: already).ported == already, "a file that imports Combine is left alone")
    }

    @Test func urlSessionGetsFoundationNetworking() {
        let source = "import Foundation\nimport UIKit\n\nlet task = URLSession.shared.dataTask(with: URL(string: \"https://example.org\")!)\n"
        let result = PortRewriter().port(source: source)
        #expect(result.ported == "import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\nimport UIKit\n\nlet task = URLSession.shared.dataTask(with: URL(string: \"https://example.org\")!)\n")
        #expect(PortRewriter().port(source: "import Foundation\nlet x = 1\n").isChanged == false, "no URLSession, no import")
    }
}

struct MovedOverridesHelpersTests {
    @Test func privateHelpersOfTheFileAMemberLeftBecomeInternal() {
        let constraint = "import UIKit\n\nclass LayoutConstraint: NSLayoutConstraint {\n}\n"
        let debugging = """
        import UIKit

        extension LayoutConstraint {
            override var description: String { describe(self) }
        }

        private func describe(_ object: AnyObject) -> String {
            type(of: object).description()
        }
        """
        let results = PortRewriter().port([(path: "LayoutConstraint.swift", source: constraint), (path: "Debugging.swift", source: debugging)])
        #expect(results[0].ported.contains("override var description: String { describe(self) }"))
        #expect(results[1].ported.contains("\nfunc describe(_ object: AnyObject) -> String {"), "\(results[1].ported)")
        #expect(results[1].ported.contains("String(describing: type(of: object))"))
        #expect(results[1].changes.contains { $0.message.hasPrefix("made `describe` internal") })
    }
}

struct TimerTests {
    @Test func aTargetSelectorTimerBecomesTesserasAndCallsTheMethod() {
        let source = "import UIKit\nclass Clock: UIView {\n    func start() {\n        let timer = Timer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)\n        _ = timer\n    }\n    @objc func tick(_ timer: Timer) {}\n}\n"
        let result = PortRewriter().port(source: source)
        #expect(result.ported.contains("let timer = TargetActionTimer(timeInterval: 1, target: self, selector: Clock.tick(_:), userInfo: nil, repeats: true)"), "\(result.ported)")
    }
}

struct ObjectiveCImportTests {
    @Test func objectiveCAndUIKitsSubmodulesBecomeUIKit() {
        let source = "import ObjectiveC\nimport UIKit.UIGeometry\nimport class UIKit.UIView\nimport Foundation\n"
        let result = PortRewriter().port(source: source)
        #expect(result.ported == "import UIKit\nimport UIKit\nimport UIKit\nimport Foundation\n")
        #expect(result.changes.contains { $0.line == 1 && $0.message.hasPrefix("import ObjectiveC -> import UIKit") })
        #expect(result.changes.contains { $0.line == 3 && $0.message.hasPrefix("import class UIKit.UIView -> import UIKit") })
    }
}

struct LocalizedInitializerTests {
    @Test func stringLocalizedWithALiteralBecomesTesseras() {
        let result = PortRewriter().port(source: "let a = String(localized: \"Albums\", table: \"Main\", comment: \"The list\")\nlet b = String(localized: \"Done\")\n")
        #expect(result.ported == "let a = TesseraLocalizedString(\"Albums\", tableName: \"Main\", comment: \"The list\")\nlet b = TesseraLocalizedString(\"Done\", comment: \"\")\n")
    }

    @Test func interpolationGetsTesserasFormatKey() {
        let source = "let c = String(localized: \"\\(count) photos\", table: \"Menu\")\n"
        let result = PortRewriter().port(source: source)
        #expect(result.ported == "let c = TesseraLocalizedString(localized: \"\\(count) photos\", table: \"Menu\")\n")
    }

    @Test func aLocaleIsKeptAndNamed() {
        let source = "let c = String(localized: \"\\(count) photos\", locale: locale)\n"
        let result = PortRewriter().port(source: source)
        #expect(result.ported == source)
        #expect(result.changes.contains { $0.message.hasPrefix("not portable: String(localized:) with locale") })
    }
}

struct LocalizedFormatTests {
    @Test func formatsOfLocalizedStringsGetThePluralRules() {
        let source = "let a = String.localizedStringWithFormat(NSLocalizedString(\"%d photos\", comment: \"\"), count)\nlet b = String(format: NSLocalizedString(\"%d photos\", comment: \"\"), count)\nlet c = String(format: \"%d\", count)\n"
        let result = PortRewriter().port(source: source)
        #expect(result.ported == "let a = TesseraLocalizedStringWithFormat(TesseraLocalizedString(\"%d photos\", comment: \"\"), count)\nlet b = TesseraLocalizedStringWithFormat(TesseraLocalizedString(\"%d photos\", comment: \"\"), count)\nlet c = String(format: \"%d\", count)\n")
    }
}

struct ReusableViewInitializerTests {
    @Test func aNibOnlyCellGetsTheInitializerSwiftNeedsTrappingAsUIKitWould() {
        let base = """
        import UIKit

        open class BarCell: UICollectionViewCell {
            public required init?(coder aDecoder: NSCoder) {
                super.init(coder: aDecoder)
            }
        }
        """
        let others = """
        import UIKit

        class FancyBarCell: BarCell {
            var glow = 1
            required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
        }
        class CodeCell: UICollectionViewCell {
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { nil }
        }
        class Row: UITableViewCell {
            required init?(coder: NSCoder) { nil }
        }
        class Inheriting: BarCell {}
        """
        let results = PortRewriter().port([(path: "BarCell.swift", source: base), (path: "Others.swift", source: others)])
        #expect(results[0].ported.contains("""
                // Added by tessera-port: Swift makes registered views through `required init()`, and
                // this class has no init(frame:), so UIKit would trap here too.
                public required init() {
                    fatalError("Use of unimplemented initializer 'init(frame:)' for class 'BarCell'")
                }
            }
            """), "\(results[0].ported)")
        #expect(results[0].changes.map(\.line) == [3])
        #expect(results[1].ported.contains("    required init() {\n        fatalError(\"Use of unimplemented initializer 'init(frame:)' for class 'FancyBarCell'\")"),
                "a subclass of a subclass declared in another file")
        #expect(results[1].ported.contains("initializer 'init(style:reuseIdentifier:)' for class 'Row'"))
        #expect(!results[1].ported.contains("class 'CodeCell'"), "it has init(frame:): it inherits init()")
        #expect(!results[1].ported.contains("class 'Inheriting'"), "no initializers of its own: it inherits them all")
        #expect(results[1].changes.map(\.line) == [3, 11])
    }
}

struct SelectorWitnessTests {
    @Test func aDelegateMethodFoundBySelectorGetsTheImportersNameAndItsProtocol() {
        let source = """
        import UIKit

        open class Pager<Cell: UICollectionViewCell>: UIViewController, UICollectionViewDelegate, UICollectionViewDataSource {
            @objc open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAtIndexPath indexPath: IndexPath) -> CGSize {
                CGSize(width: 80, height: 44)
            }
            @objc func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat { 4 }
            open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        }
        """
        let result = PortRewriter().port(source: source)
        #expect(result.ported.contains("""
            // Added by tessera-port: UIKit calls `collectionView(_:layout:sizeForItemAtIndexPath:)` by its Objective-C selector.
            extension Pager: UICollectionViewDelegateFlowLayout {
                public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize { self.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAtIndexPath: indexPath) }
            }
            """), "\(result.ported)")
        #expect(result.ported.components(separatedBy: "UICollectionViewDelegateFlowLayout").count == 2, "the conformance is added once")
        #expect(result.ported.components(separatedBy: "extension Pager").count == 2, "the second method has its importer's name already")
        #expect(result.changes.filter { $0.line == 4 }.map(\.message).contains { $0.hasPrefix("added collectionView(_:layout:sizeForItemAt:)") })
        #expect(result.changes.contains { $0.line == 4 && $0.message.hasPrefix("made Pager conform to UICollectionViewDelegateFlowLayout") })
        #expect(!result.ported.contains("@objc"))
    }

    @Test func aClassThatConformsAlreadyGetsOnlyTheMethod() {
        let source = """
        class Grid: UIViewController, UICollectionViewDelegateFlowLayout {
            @objc func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAtIndex section: Int) -> UIEdgeInsets { .zero }
        }
        """
        let result = PortRewriter().port(source: source)
        #expect(result.ported.contains("extension Grid {\n    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets { self.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAtIndex: section) }\n}"), "\(result.ported)")
    }
}

struct ExtensionOverrideDispatchTests {
    @Test func anOverrideOfTheSourcesOwnExtensionMethodIsCalledByItForItsClass() {
        let base = """
        import UIKit

        public extension UIView {
            @discardableResult
            func subviews(_ subViews: [UIView]) -> UIView {
                for view in subViews { addSubview(view) }
                return self
            }

            @discardableResult
            func sv(_ subViews: [UIView]) -> UIView { subviews(subViews) }
        }
        """
        let cells = """
        import UIKit

        public extension UITableViewCell {
            @discardableResult
            override func subviews(_ subViews: [UIView]) -> UIView {
                contentView.subviews(subViews)
            }

            @discardableResult
            override func sv(_ subViews: [UIView]) -> UIView {
                contentView.subviews(subViews)
            }
        }
        """
        let results = PortRewriter().port([(path: "Hierarchy.swift", source: base), (path: "Cells.swift", source: cells)])
        #expect(results.allSatisfy { $0.errors.isEmpty }, "\(results.flatMap(\.errors))")
        #expect(results[0].ported.contains("""
                func subviews(_ subViews: [UIView]) -> UIView {
                    // Added by tessera-port: the overrides in extensions of UIKit's classes, by the object's class, as Objective-C picks them.
                    if let overriding = self as? UITableViewCell { return overriding.tesseraPort_subviews_inUITableViewCell(subViews) }
                    for view in subViews { addSubview(view) }
            """), "\(results[0].ported)")
        #expect(results[0].ported.contains("""
                    if let overriding = self as? UITableViewCell { return overriding.tesseraPort_sv_inUITableViewCell(subViews) }
                    return subviews(subViews) }
            """), "a one-expression body gets its return: \(results[0].ported)")
        #expect(results[1].ported.contains("""
                @discardableResult
                internal func tesseraPort_subviews_inUITableViewCell(_ subViews: [UIView]) -> UIView {
            """), "\(results[1].ported)")
        #expect(!results[1].ported.contains("override"))
        #expect(results[1].changes.map(\.line) == [5, 10])
    }
}

struct ViewControllerMetatypeTests {
    @Test func aControllerMadeByItsMetatypeIsMadeThroughTheClassMethod() {
        let menu = """
        import UIKit

        class MenuViewController: UIViewController {
            struct Item {
                let title: String
                let detail: UIViewController.Type?
            }
            let items = [Item(title: "Grid", detail: GridViewController.self)]

            func open(_ item: Item) {
                if let detail = item.detail {
                    navigationController?.pushViewController(detail.init(), animated: true)
                }
            }
        }
        """
        let screens = """
        import UIKit

        class GridViewController: UIViewController {
            var columns = 3
        }
        final class ModelViewController: UIViewController {
            init(model: Int) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
        }
        """
        let results = PortRewriter().port([(path: "Menu.swift", source: menu), (path: "Screens.swift", source: screens)])
        #expect(results[0].ported.contains("navigationController?.pushViewController(detail.makeWithDefaultInitializer(), animated: true)"), "\(results[0].ported)")
        #expect(results[1].ported.contains("    override class func makeWithDefaultInitializer() -> UIViewController { GridViewController() }\n}"), "\(results[1].ported)")
        #expect(!results[1].ported.contains("ModelViewController() }"), "no init(): the base class method traps with its name")
        #expect(results[0].changes.contains { $0.line == 12 && $0.message.hasPrefix("detail.init() -> detail.makeWithDefaultInitializer()") })
        #expect(results[0].ported.contains("override class func makeWithDefaultInitializer() -> UIViewController { MenuViewController() }"))
    }

    @Test func sourcesThatNeverMakeAControllerByItsMetatypeAreLeftAlone() {
        let result = PortRewriter().port(source: "import UIKit\n\nclass PlainViewController: UIViewController {}\n")
        #expect(!result.isChanged)
    }
}

struct RemovedAttributeLineTests {
    @Test func anAttributeRemovedFromItsOwnLineLeavesTheNextOnItsOwn() {
        let source = "extension UIView {\n    @discardableResult\n    @objc public func grow() -> UIView { self }\n    @discardableResult\n    @objc\n    func shrink() -> UIView { self }\n}\n"
        let result = PortRewriter().port(source: source)
        #expect(result.ported == "extension UIView {\n    @discardableResult\n    public func grow() -> UIView { self }\n    @discardableResult\n    func shrink() -> UIView { self }\n}\n", "\(result.ported)")
    }
}
