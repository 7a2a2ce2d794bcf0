import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting
@testable import Demos

/// The demos' controls, used as a user would: a switch in a list row and in a table row, a
/// slider and a stepper in table rows, the carousel's page control, the feed's pull to refresh.
@MainActor struct DemoControlsTests {
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

    @Test func theCarouselsDotsTurnItAndFollowASwipe() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let carousel = PagingCarouselViewController()
        screen.rootViewController = carousel
        screen.runUntilIdle()
        let dots = carousel.pageControl
        screen.tap(at: dots.convert(CGPoint(x: dots.bounds.maxX - 20, y: dots.bounds.midY), to: nil))
        screen.runUntilIdle()
        #expect(dots.currentPage == 1 && carousel.collectionView.contentOffset.x == 390)
        // The middle of what shows (the collection view's bounds have moved a page along).
        let middle = carousel.collectionView.convert(CGPoint(x: carousel.collectionView.bounds.midX, y: 200), to: nil)
        screen.drag(from: middle, to: CGPoint(x: middle.x - 200, y: middle.y), duration: 0.2)
        screen.runUntilIdle()
        #expect(carousel.collectionView.contentOffset.x == 780 && dots.currentPage == 2, "paged on, and the dots followed")
    }

    @Test func pullingTheFeedDownRefreshesItAndANewPostArrives() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let feed = PrefetchFeedViewController()
        screen.rootViewController = feed
        screen.runUntilIdle()
        let top = feed.collectionView.convert(CGPoint(x: 195, y: 40), to: nil)
        screen.drag(from: top, to: CGPoint(x: top.x, y: top.y + 500), duration: 0.5)
        screen.runUntilIdle()
        #expect(feed.refreshControl.isRefreshing && feed.log.contains("refresh"))
        feed.receiveNewPost()
        screen.runUntilIdle()
        #expect(!feed.refreshControl.isRefreshing && feed.newPosts == 1)
        let first = try #require(feed.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? FeedPostCell)
        #expect(first.caption.text?.hasPrefix("New post 1") == true)
    }

    @Test func typingInTheContactsSearchBarFiltersTheListAndCancelShowsEveryone() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let contacts = ContactsTableViewController()
        screen.rootViewController = UINavigationController(rootViewController: contacts)
        screen.runUntilIdle()
        let everyone = contacts.shownNames.count
        let field = contacts.searchController.searchBar.searchTextField
        #expect(field.window != nil, "the search bar shows under the navigation bar")
        screen.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil))
        #expect(contacts.searchController.isActive && field.isEditing)
        screen.type("john")
        screen.runUntilIdle()
        #expect(contacts.shownNames == ["Katherine Johnson", "John Backus", "John McCarthy"].sorted { $0.split(separator: " ").last! < $1.split(separator: " ").last! }, "\(contacts.shownNames)")
        #expect(contacts.tableView.visibleCells.count == 3)
        let cancel = contacts.searchController.searchBar.cancelButton
        #expect(!cancel.isHidden)
        screen.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        screen.runUntilIdle()
        #expect(!contacts.searchController.isActive && contacts.shownNames.count == everyone && field.text == "")
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
