import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting
@testable import Demos

/// The Settings demos' controls, used as a user would: a switch in a list row and in a table
/// row, a slider and a stepper in table rows.
@MainActor struct SettingsControlsTests {
    @Test func aSwitchInAListRowFlipsItsSettingAndSelectsNoRow() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let settings = SettingsListViewController()
        screen.rootViewController = settings
        screen.runUntilIdle()
        let row = try #require(settings.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let toggle = try #require(row.findSubview(of: UISwitch.self))
        #expect(toggle.isOn && settings.toggles["Bluetooth"] == true)
        screen.tap(at: toggle.convert(CGPoint(x: 25, y: 15), to: nil))
        screen.runUntilIdle()
        #expect(!toggle.isOn && settings.toggles["Bluetooth"] == false)
        #expect(settings.collectionView.indexPathsForSelectedItems?.isEmpty ?? true, "the tap was the switch's")
    }

    @Test func theTablesSwitchSliderAndStepperChangeTheirSettings() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let settings = SettingsTableViewController()
        screen.rootViewController = UINavigationController(rootViewController: settings)
        screen.runUntilIdle()
        let table = try #require(settings.tableView)
        let bluetooth = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryView as? UISwitch)
        screen.tap(at: bluetooth.convert(CGPoint(x: 25, y: 15), to: nil))
        #expect(!settings.bluetooth && table.indexPathForSelectedRow == nil)
        let slider = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1))?.accessoryView as? UISlider)
        let thumb = slider.convert(CGPoint(x: 14 + CGFloat(slider.value) * (slider.bounds.width - 28), y: 17), to: nil)
        screen.drag(from: thumb, to: CGPoint(x: thumb.x - 300, y: thumb.y))
        #expect(settings.brightness == 0)
        let stepper = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1))?.accessoryView as? UIStepper)
        screen.tap(at: stepper.convert(CGPoint(x: 70, y: 16), to: nil))
        screen.runUntilIdle()
        #expect(settings.lineSpacing == 3)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "Line Spacing: 3")
    }
}

extension UIView {
    /// The first subview (depth first) of a type.
    func findSubview<T: UIView>(of type: T.Type) -> T? {
        for subview in subviews {
            if let match = subview as? T { return match }
            if let match = subview.findSubview(of: type) { return match }
        }
        return nil
    }
}
