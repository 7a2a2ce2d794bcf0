import Foundation
import Testing
@testable @_spi(Host) import Tessera
@_spi(Host) import TesseraTesting

/// Swipe actions on list rows, driven by drags and taps as a user makes them.
@MainActor struct SwipeActionsTests {
    final class Log { var lines: [String] = [] }

    /// A plain list of 30 rows 44 high on a 390-point screen; trailing actions Delete (first)
    /// and Flag, leading action Pin, on every row but row 5.
    func setUp(fullSwipe: Bool = true) -> (HeadlessScreen, UICollectionView, Log) {
        let log = Log()
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            guard indexPath.item != 5 else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { action, view, completion in
                log.lines.append("delete \(indexPath.item)")
                completion(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
                log.lines.append("flag \(indexPath.item)")
                completion(true)
            }
            flag.backgroundColor = .systemOrange
            let actions = UISwipeActionsConfiguration(actions: [delete, flag])
            actions.performsFirstActionWithFullSwipe = fullSwipe
            return actions
        }
        configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, completion in
                log.lines.append("pin \(indexPath.item)")
                completion(true)
            }])
        }
        let source = GridSource(counts: [30])
        let (screen, cv) = makeCollection(size: CGSize(width: 390, height: 600), layout: UICollectionViewCompositionalLayout.list(using: configuration), source: source)
        return (screen, cv, log)
    }

    func row(_ cv: UICollectionView, _ item: Int) -> UICollectionViewCell { cv.cellForItem(at: IndexPath(item: item, section: 0))! }
    func buttons(_ cv: UICollectionView, _ item: Int) -> [(String, CGRect)] {
        let cell = row(cv, item)
        guard let actions = cell.subviews.compactMap({ $0 as? SwipeActionsView }).first else { return [] }
        return actions.buttons.map { ($0.label.text ?? "", $0.view.convert($0.view.bounds, to: cv)) }.sorted { $0.1.minX < $1.1.minX }
    }

    @Test func aShortSwipeLeftOpensTheRowOnItsTrailingActions() {
        let (screen, cv, log) = setUp()
        screen.drag(from: CGPoint(x: 350, y: 44 + 22), to: CGPoint(x: 250, y: 44 + 22), duration: 0.3)
        screen.runUntilIdle()
        // Flag on the left, Delete (the first action) at the right edge: at least 74 wide, or
        // the title and 15 points either side (Delete's 49-point title: 79).
        let shown = buttons(cv, 1)
        #expect(shown.map(\.0) == ["Flag", "Delete"])
        #expect(shown.map(\.1) == [CGRect(x: 237, y: 44, width: 74, height: 44), CGRect(x: 311, y: 44, width: 79, height: 44)])
        #expect(row(cv, 1).bounds.origin.x == 153, "the row's content slid 153 points left")
        #expect(row(cv, 1).configurationState.isSwiped)
        let separator = cv.visibleDecorationViews.first { $0 is ListSeparatorView && $0.frame.minY == 87 }
        #expect(separator?.frame.minX == CGFloat(20 - 153), "row 1's separator slid with it")
        #expect(log.lines.isEmpty)
        #expect(cv.indexPathsForSelectedItems?.isEmpty ?? true)
        // A tap on Delete performs it; the row closes.
        screen.tap(at: CGPoint(x: 350, y: 66))
        screen.runUntilIdle()
        #expect(log.lines == ["delete 1"])
        #expect(row(cv, 1).bounds.origin.x == 0)
        #expect(!row(cv, 1).configurationState.isSwiped)
        #expect(buttons(cv, 1).isEmpty)
    }

    @Test func aTinySwipeSpringsBackAndATapElsewhereClosesWithoutSelecting() {
        let (screen, cv, log) = setUp()
        screen.drag(from: CGPoint(x: 350, y: 22), to: CGPoint(x: 320, y: 22), duration: 0.3)
        screen.runUntilIdle()
        #expect(row(cv, 0).bounds.origin.x == 0, "30 points is less than half the buttons")
        screen.drag(from: CGPoint(x: 350, y: 22), to: CGPoint(x: 230, y: 22), duration: 0.3)
        screen.runUntilIdle()
        #expect(row(cv, 0).bounds.origin.x == 153)
        screen.tap(at: CGPoint(x: 100, y: 200))
        screen.runUntilIdle()
        #expect(row(cv, 0).bounds.origin.x == 0)
        #expect(cv.indexPathsForSelectedItems?.isEmpty ?? true, "the closing tap selects nothing")
        #expect(log.lines.isEmpty)
    }

    @Test func aFullSwipePerformsTheFirstAction() {
        let (screen, cv, log) = setUp()
        screen.drag(from: CGPoint(x: 380, y: 110), to: CGPoint(x: 60, y: 110), duration: 0.3)
        screen.runUntilIdle()
        #expect(log.lines == ["delete 2"])
        #expect(row(cv, 2).bounds.origin.x == 0)
    }

    @Test func withoutFullSwipeTheRowJustOpens() {
        let (screen, cv, log) = setUp(fullSwipe: false)
        screen.drag(from: CGPoint(x: 380, y: 110), to: CGPoint(x: 60, y: 110), duration: 0.3)
        screen.runUntilIdle()
        #expect(log.lines.isEmpty)
        #expect(row(cv, 2).bounds.origin.x == 153)
    }

    @Test func aSwipeRightShowsTheLeadingAction() {
        let (screen, cv, log) = setUp()
        screen.drag(from: CGPoint(x: 40, y: 22), to: CGPoint(x: 140, y: 22), duration: 0.3)
        screen.runUntilIdle()
        #expect(buttons(cv, 0).map(\.1) == [CGRect(x: 0, y: 0, width: 74, height: 44)])
        screen.tap(at: CGPoint(x: 30, y: 22))
        screen.runUntilIdle()
        #expect(log.lines == ["pin 0"])
    }

    @Test func rowsWithoutActionsAndVerticalDragsScrollInstead() {
        let (screen, cv, _) = setUp()
        screen.drag(from: CGPoint(x: 350, y: 5 * 44 + 22), to: CGPoint(x: 200, y: 5 * 44 + 22), duration: 0.3)
        screen.runUntilIdle()
        #expect(row(cv, 5).bounds.origin.x == 0 && buttons(cv, 5).isEmpty, "row 5 has no actions")
        screen.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 205, y: 200), duration: 0.3)
        screen.runUntilIdle()
        #expect(cv.contentOffset.y > 100)
    }

    @Test func anActionWithAnImageShowsItAboveItsTitleInItsColour() throws {
        final class Pixels: ImageBacking { let pixelWidth = 48, pixelHeight = 48 }
        let star = UIImage(backing: Pixels(), scale: 2)
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { _ in
            let favourite = UIContextualAction(style: .normal, title: "Star") { _, _, completion in completion(true) }
            favourite.image = star
            favourite.backgroundColor = .systemYellow
            return UISwipeActionsConfiguration(actions: [favourite])
        }
        let (screen, cv) = makeCollection(size: CGSize(width: 390, height: 600), layout: UICollectionViewCompositionalLayout.list(using: configuration),
                                          source: GridSource(counts: [3]))
        screen.drag(from: CGPoint(x: 350, y: 22), to: CGPoint(x: 250, y: 22), duration: 0.3)
        screen.runUntilIdle()
        let actions = try #require(row(cv, 0).subviews.compactMap { $0 as? SwipeActionsView }.first)
        let button = try #require(actions.buttons.first)
        #expect(button.view.backgroundColor == .systemYellow)
        #expect(button.image?.image === star)
        #expect(button.image?.frame == CGRect(x: 25, y: 22 - 24 - 2, width: 24, height: 24), "centred above the title")
        #expect(button.label.frame.minY == 24)
    }

    @Test func anOpenRowFollowsItsItemWhenAnEarlierRowIsDeleted() {
        let (screen, cv, _) = setUp()
        screen.drag(from: CGPoint(x: 350, y: 3 * 44 + 22), to: CGPoint(x: 250, y: 3 * 44 + 22), duration: 0.3)
        screen.runUntilIdle()
        let opened = row(cv, 3)
        #expect(opened.configurationState.isSwiped)
        (cv.dataSource as? GridSource)?.counts = [29]
        cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
        screen.runUntilIdle()
        #expect(row(cv, 2) === opened, "the open row's item is now row 2")
        // The user swipes the row now at row 3: that row opens with its own actions, and the
        // one that was open (its item now at row 2) closes.
        screen.drag(from: CGPoint(x: 350, y: 3 * 44 + 22), to: CGPoint(x: 250, y: 3 * 44 + 22), duration: 0.3)
        screen.runUntilIdle()
        #expect(!opened.configurationState.isSwiped)
        #expect(opened.bounds.origin.x == 0)
        #expect(row(cv, 3) !== opened)
        #expect(row(cv, 3).configurationState.isSwiped)
        #expect(buttons(cv, 3).map(\.0) == ["Flag", "Delete"])
    }

    @Test func aFullSwipeOnARowDeletedMidGesturePerformsNothing() {
        let (screen, cv, log) = setUp()
        let y: CGFloat = 2 * 44 + 22
        screen.input.pointerDown(at: CGPoint(x: 380, y: y))
        for step in 1...6 {
            screen.advance(by: 1.0 / 60)
            screen.input.pointerMoved(to: CGPoint(x: 380 - CGFloat(step) * 20, y: y))
        }
        screen.advance(by: 1.0 / 60)
        #expect(row(cv, 2).configurationState.isSwiped, "the row is sliding")
        (cv.dataSource as? GridSource)?.counts = [29]
        cv.deleteItems(at: [IndexPath(item: 2, section: 0)])
        for step in 7...16 {
            screen.advance(by: 1.0 / 60)
            screen.input.pointerMoved(to: CGPoint(x: 380 - CGFloat(step) * 20, y: y))
        }
        screen.input.pointerUp(at: CGPoint(x: 60, y: y))
        screen.runUntilIdle()
        #expect(log.lines.isEmpty, "past 60 % of the row, but its item is gone: no action runs")
    }

    @Test func anOpenRowWhoseItemMovesActsOnItsItemWithTheActionsForItsNewPlace() throws {
        let (screen, cv, log) = setUp()
        screen.drag(from: CGPoint(x: 350, y: 3 * 44 + 22), to: CGPoint(x: 250, y: 3 * 44 + 22), duration: 0.3)
        screen.runUntilIdle()
        let opened = row(cv, 3)
        // Two rows are inserted above: the open row's item is row 5 now (the row the provider
        // gives no actions; the row stays open but acts on nothing), then row 6 after another.
        (cv.dataSource as? GridSource)?.counts = [32]
        cv.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        screen.runUntilIdle()
        #expect(row(cv, 5) === opened)
        (cv.dataSource as? GridSource)?.counts = [33]
        cv.insertItems(at: [IndexPath(item: 0, section: 0)])
        screen.runUntilIdle()
        #expect(row(cv, 6) === opened && opened.configurationState.isSwiped)
        // Delete names the row's item as it is now, not where it was when opened.
        let delete = try #require(buttons(cv, 6).first { $0.0 == "Delete" })
        screen.tap(at: CGPoint(x: delete.1.midX, y: delete.1.midY))
        screen.runUntilIdle()
        #expect(log.lines == [], "the provider gave row 5 no actions: the row acts on nothing")
        screen.drag(from: CGPoint(x: 350, y: 7 * 44 + 22), to: CGPoint(x: 250, y: 7 * 44 + 22), duration: 0.3)
        screen.runUntilIdle()
        (cv.dataSource as? GridSource)?.counts = [34]
        cv.insertItems(at: [IndexPath(item: 0, section: 0)])
        screen.runUntilIdle()
        let moved = try #require(buttons(cv, 8).first { $0.0 == "Delete" })
        screen.tap(at: CGPoint(x: moved.1.midX, y: moved.1.midY))
        screen.runUntilIdle()
        #expect(log.lines == ["delete 8"], "the row opened at 7 and moved to 8 deletes 8")
    }

    @Test func settingTheOffsetStopsAnAnimatedScrollSoASwipeOpensTheRowUnderTheFinger() {
        let (screen, cv, log) = setUp()
        // The app scrolls animated, then puts the content somewhere at once (as a restore of a
        // saved position does): the animation must not carry the content on afterwards.
        cv.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        screen.advance(by: 0.05)
        cv.contentOffset = CGPoint(x: 0, y: 88)
        screen.advance(by: 0.5)
        #expect(cv.contentOffset.y == 88, "the offset set stays: \(cv.contentOffset)")
        // Row 3 shows at y 44 + 22 on screen now (row 2 at the top): a full swipe there deletes row 3.
        screen.drag(from: CGPoint(x: 380, y: 44 + 22), to: CGPoint(x: 20, y: 44 + 22), duration: 0.15)
        screen.runUntilIdle()
        #expect(log.lines == ["delete 3"])
    }
}
