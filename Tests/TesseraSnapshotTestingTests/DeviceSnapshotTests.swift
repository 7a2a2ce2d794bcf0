import Demos
import SnapshotTesting
import Testing
import UIKit

/// Screens on devices and plain views, as a team writes them with Swift Testing.
@MainActor @Suite struct DeviceSnapshotTests {
    @Test func contactsOnAniPhone13() {
        let contacts = UINavigationController(rootViewController: ContactsTableViewController())
        assertSnapshot(of: contacts, as: .image(on: .iPhone13))
    }

    @Test func settingsOnAniPadInLandscape() {
        let settings = UINavigationController(rootViewController: SettingsTableViewController())
        assertSnapshot(of: settings, as: .image(on: .iPadPro11(.landscape)))
    }

    @Test func aDeviceGivesItsTraitsAndSafeArea() {
        let probe = TraitProbeViewController()
        assertSnapshot(of: probe, as: .image(on: .iPhoneSe(.landscape)))
        #expect(probe.seen?.horizontalSizeClass == .compact)
        #expect(probe.seen?.verticalSizeClass == .compact)
        #expect(probe.seenSafeArea == .zero)
        assertSnapshot(of: probe, as: .image(on: .iPhone13ProMax(.landscape)), named: "pro-max")
        #expect(probe.seen?.horizontalSizeClass == .regular)
        #expect(probe.seenSafeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    }

    @Test func settingsAsAScreenReaderReadsThem() {
        let settings = UINavigationController(rootViewController: SettingsTableViewController())
        assertSnapshot(of: settings, as: .accessibilityTree(on: .iPhone13))
        let button = UIButton(type: .system)
        button.setTitle("Delete", for: .normal)
        button.accessibilityHint = "Deletes the photo"
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        assertSnapshot(of: button, as: .accessibilityTree)
    }

    @Test func devicePresetsHaveUpstreamsSizesSafeAreasAndTraits() {
        #expect(ViewImageConfig.iPhone13.size == CGSize(width: 390, height: 844))
        #expect(ViewImageConfig.iPhone13.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(ViewImageConfig.iPhoneSe(.landscape).size == CGSize(width: 568, height: 320))
        #expect(ViewImageConfig.iPhone8Plus(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPadPro12_9.size == CGSize(width: 1366, height: 1024))
        #expect(ViewImageConfig.iPadPro11(.portrait).safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let narrow = ViewImageConfig.iPad10_2(.landscape(splitView: .oneThird))
        #expect(narrow.size == CGSize(width: 320, height: 810))
        #expect(narrow.traits.horizontalSizeClass == .compact)
        #expect(narrow.traits.userInterfaceIdiom == .pad)
        #expect(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .regular)
    }

    @Test func aLabelAloneAtItsOwnSize() {
        let label = UILabel(frame: CGRect(x: 40, y: 40, width: 200, height: 44))
        label.text = "Snapshots on Linux"
        label.textAlignment = .center
        label.backgroundColor = .systemYellow
        assertSnapshot(of: label, as: .image)
        assertSnapshot(of: label, as: .recursiveDescription)
        #expect(label.frame == CGRect(x: 40, y: 40, width: 200, height: 44), "the view goes back as it was")
    }

    @Test func aViewHierarchyAsText() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        let title = UILabel(frame: CGRect(x: 16, y: 16, width: 268, height: 24))
        title.text = "Chelsea"
        let toggle = UISwitch()
        toggle.isOn = true
        toggle.frame.origin = CGPoint(x: 16, y: 60)
        let hiddenNote = UILabel(frame: CGRect(x: 16, y: 96, width: 100, height: 16))
        hiddenNote.isHidden = true
        card.addSubview(title)
        card.addSubview(toggle)
        card.addSubview(hiddenNote)
        assertSnapshot(of: card, as: .recursiveDescription)
    }

    @Test func aNavigationStackAsItsControllerHierarchy() {
        let stack = UINavigationController(rootViewController: ContactsTableViewController())
        assertSnapshot(of: stack, as: .hierarchy)
    }
}

/// Shows which traits and safe area it was given.
final class TraitProbeViewController: UIViewController {
    var seen: UITraitCollection?
    var seenSafeArea: UIEdgeInsets?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        seen = traitCollection
        seenSafeArea = view.safeAreaInsets
    }
}
