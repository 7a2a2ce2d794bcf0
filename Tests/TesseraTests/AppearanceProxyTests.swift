import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// Appearance proxies as apps set them in `application(_:didFinishLaunchingWithOptions:)`.
/// Each test forgets its proxies before it returns, with no suspension in between, so no
/// other test sees them.
@MainActor struct AppearanceProxyTests {
    @Test func aProxysPropertiesReachNewInstancesUnlessTheirOwnWereSet() {
        defer { AppearanceProxies.reset() }
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 300), scale: 1)
        let bars = UINavigationBarAppearance()
        bars.backgroundColor = .systemIndigo
        UINavigationBar.appearance().standardAppearance = bars
        UINavigationBar.appearance().barTintColor = .systemOrange
        UISwitch.appearance().onTintColor = .systemGreen
        let plain = UINavigationBar()
        let own = UINavigationBar()
        own.barTintColor = .systemPink
        let toggle = UISwitch()
        #expect(plain.barTintColor == nil, "nothing until it enters a window")
        screen.window.addSubview(plain)
        screen.window.addSubview(own)
        screen.window.addSubview(toggle)
        #expect(plain.barTintColor == .systemOrange && plain.standardAppearance.backgroundColor == .systemIndigo)
        #expect(own.barTintColor == .systemPink, "its own value wins")
        #expect(toggle.onTintColor == .systemGreen)
        plain.barTintColor = .systemTeal
        plain.removeFromSuperview()
        screen.window.addSubview(plain)
        #expect(plain.barTintColor == .systemTeal, "styled once: later changes stay")
    }

    @Test func containersTraitsAndSubclassesNarrowAProxy() {
        defer { AppearanceProxies.reset() }
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 300), scale: 1)
        UIView.appearance().tintColor = .systemRed
        UIButton.appearance().tintColor = .systemPurple
        UILabel.appearance(whenContainedInInstancesOf: [UITableViewHeaderFooterView.self]).textColor = .systemBrown
        UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).font = .boldSystemFont(ofSize: 30)
        UIButton.appearance().setTitleColor(.systemOrange, for: .normal)
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        let inHeader = UILabel()
        header.contentView.addSubview(inHeader)
        let outside = UILabel()
        let button = UIButton(type: .system)
        let view = UIView()
        for child in [header, outside, button, view] { screen.window.addSubview(child) }
        #expect(inHeader.textColor == .systemBrown && outside.textColor == .label)
        #expect(button.tintColor == .systemPurple, "the subclass's proxy after its superclass's")
        #expect(view.tintColor == .systemRed)
        #expect(button.titleColor(for: .normal) == .systemOrange)
        #expect(outside.font.pointSize == 17, "a light window: the dark proxy does not apply")
        let dark = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        dark.overrideUserInterfaceStyle = .dark
        let darkLabel = UILabel()
        dark.addSubview(darkLabel)
        #expect(darkLabel.font.pointSize == 30)
    }
}
