import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// A static settings table and a table of prototype cells from Settings.storyboard.
final class StaticSettingsController: UITableViewController {
    /*@IBOutlet*/ weak var bluetoothSwitch: UISwitch!
    private(set) var bluetooth: [Bool] = []

    /*@IBAction*/ func bluetoothChanged(_ sender: UISwitch) { bluetooth.append(sender.isOn) }

    override func setValue(_ value: Any?, forKey key: String) {
        if key == "bluetoothSwitch" { bluetoothSwitch = value as? UISwitch } else { super.setValue(value, forKey: key) }
    }

    override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
        guard action == "bluetoothChanged:" else { return super.perform(action, withSender: sender) }
        if let sender = sender as? UISwitch { bluetoothChanged(sender) }
        return true
    }
}

final class NetworksController: UITableViewController {
    let networks = [("Home", "WPA3"), ("Office", "WPA2 Enterprise"), ("Café", "Open")]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { networks.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Network", for: indexPath)
        cell.textLabel?.text = networks[indexPath.row].0
        cell.detailTextLabel?.text = networks[indexPath.row].1
        return cell
    }
}

@MainActor struct TableStoryboardTests {
    private func launch() throws -> (HeadlessScreen, UINavigationController, StaticSettingsController) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 700), scale: 1)
        let navigation = try #require(UIStoryboard(name: "Settings", bundle: .module).instantiateInitialViewController() as? UINavigationController)
        let settings = try #require(navigation.topViewController as? StaticSettingsController)
        screen.rootViewController = navigation
        screen.runUntilIdle()
        return (screen, navigation, settings)
    }

    @Test func aStaticTableShowsItsSectionsAndCellsAsTheDocumentLaysThemOut() throws {
        let (screen, _, settings) = try launch()
        let table = try #require(settings.tableView)
        #expect(table.style == .insetGrouped)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1)
        for text in ["CONNECTIONS", "Wi-Fi", "Home", "Bluetooth", "ABOUT", "Version", "2.4 (build 31)", "Made with storyboards"] {
            #expect(screen.frameOfText(text) != nil || screen.frameOfText(text.capitalized) != nil, "\(text) is shown")
        }
        let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(wifi.accessoryType == .disclosureIndicator)
        #expect(wifi.textLabel?.text == "Wi-Fi" && wifi.detailTextLabel?.text == "Home", "the style's labels hold the document's text")
        let home = try #require(screen.frameOfText("Home"))
        let wifiTitle = try #require(screen.frameOfText("Wi-Fi"))
        #expect(home.minX > wifiTitle.minX + 150, "value 1: the detail on the trailing side")
        let version = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(version.detailTextLabel?.font == UIFont.systemFont(ofSize: 12))
        #expect(settings.bluetoothSwitch != nil, "an outlet into a static cell")
    }

    @Test func aSwitchInAStaticCellSendsItsAction() throws {
        let (screen, _, settings) = try launch()
        let toggle = try #require(settings.bluetoothSwitch)
        screen.tap(at: toggle.convert(CGPoint(x: toggle.bounds.midX, y: toggle.bounds.midY), to: nil))
        screen.runUntilIdle()
        #expect(settings.bluetooth == [true])
        let label = try #require(screen.frameOfText("Bluetooth"))
        let frame = toggle.convert(toggle.bounds, to: nil)
        #expect(abs(frame.midY - label.midY) < 1, "centred in the row by the document's constraints")
        let row = try #require(settings.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(row.frame.height == 44, "constraints that set no height leave the row at the standard height, as UIKit does")
    }

    @Test func aStaticCellsSegueShowsATableOfPrototypeCells() throws {
        let (screen, navigation, _) = try launch()
        let wifi = try #require(screen.frameOfText("Wi-Fi"))
        screen.tap(at: CGPoint(x: wifi.midX, y: wifi.midY))
        screen.runUntilIdle()
        let networks = try #require(navigation.topViewController as? NetworksController)
        let table = try #require(networks.tableView)
        #expect(table.rowHeight == 60 && table.style == .plain)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.reuseIdentifier == "Network" && cell.accessoryType == .checkmark)
        #expect(cell.textLabel?.text == "Office" && cell.detailTextLabel?.text == "WPA2 Enterprise")
        #expect(cell.textLabel?.font == UIFont.boldSystemFont(ofSize: 17), "the prototype's label font")
        #expect(cell.frame.height == 60)
        #expect(screen.frameOfText("Café") != nil)
    }
}

extension TableStoryboardTests {
    @Test func writesTheSettingsScreenWhenAsked() throws {
        guard let folder = ProcessInfo.processInfo.environment["TESSERA_IB_PNG"] else { return }
        let (screen, _, _) = try launch()
        try screen.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("storyboard-settings.png"))
    }
}
