import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

@MainActor private final class Updates: NSObject, UISearchResultsUpdating {
    var texts: [String] = []
    func updateSearchResults(for searchController: UISearchController) { texts.append(searchController.searchBar.text ?? "") }
}

@MainActor struct SearchControllerTests {
    private func present(_ search: UISearchController) -> (HeadlessScreen, UIViewController) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 700), scale: 1)
        let list = UIViewController()
        list.navigationItem.searchController = search
        screen.rootViewController = UINavigationController(rootViewController: list)
        screen.runUntilIdle()
        return (screen, list)
    }

    private func tapField(_ search: UISearchController, _ screen: HeadlessScreen) {
        let field = search.searchBar.searchTextField
        screen.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil))
    }

    @Test func editingActivatesItTheContentDimsUntilThereIsTextAndATapOnTheDimmingCancels() throws {
        let search = UISearchController(searchResultsController: nil)
        let updates = Updates()
        search.searchResultsUpdater = updates
        let (screen, _) = present(search)
        tapField(search, screen)
        #expect(search.isActive && !search.searchBar.cancelButton.isHidden)
        let window = try #require(search.searchBar.window)
        let dim = try #require(window.subviews.last)
        #expect(dim.frame.minY >= search.searchBar.convert(search.searchBar.bounds, to: nil).maxY && dim.backgroundColor != nil)
        screen.tap(at: CGPoint(x: 200, y: 500))
        #expect(!search.isActive && dim.superview == nil && search.searchBar.text == "")
        #expect(updates.texts.last == "", "the updater heard the search end")
    }

    @Test func aResultsControllerShowsOverTheContentOnceThereIsText() throws {
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        let (screen, _) = present(search)
        tapField(search, screen)
        #expect(results.view.superview != nil && results.view.isHidden)
        screen.type("a")
        #expect(!results.view.isHidden)
        search.isActive = false
        #expect(results.view.superview == nil)
    }

    @Test func scopeButtonsShowWhileActiveAndTellTheUpdater() {
        let search = UISearchController(searchResultsController: nil)
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.scopeButtonTitles = ["All", "Mail", "Notes"]
        let updates = Updates()
        search.searchResultsUpdater = updates
        let (screen, _) = present(search)
        tapField(search, screen)
        screen.runUntilIdle()
        #expect(search.searchBar.showsScopeBar)
        let scopes = search.searchBar.scopeBar
        let count = updates.texts.count
        screen.tap(at: scopes.convert(CGPoint(x: scopes.bounds.maxX - 30, y: 16), to: nil))
        #expect(search.searchBar.selectedScopeButtonIndex == 2 && updates.texts.count == count + 1)
    }
}
