import Demos
import Foundation
@_spi(Host) import Tessera
import TesseraTesting

/// Plays each demo on a headless screen as a person would, writing a PNG at each step.
@MainActor enum HeadlessTour {
    static func run(_ descriptor: DemoDescriptor, into directory: URL, appearance: GalleryAppearance) throws -> [URL] {
        // LineLayout's 200-point items with 200-point insets above and below want a wide screen.
        let size = descriptor.id == "line-layout" ? CGSize(width: 844, height: 600) : CGSize(width: 390, height: 844)
        let screen = HeadlessScreen(size: size, scale: 2)
        appearance.apply()
        let controller = descriptor.make()
        // Layout-to-layout transitions happen inside a navigation controller; the tables' titles
        // and edit button show in one.
        screen.rootViewController = controller is LayoutToLayoutGridController || controller is UITableViewController
            || controller is PresentationsDemoController
            ? UINavigationController(rootViewController: controller) : controller
        screen.runUntilIdle()
        var files: [URL] = []
        func capture(_ step: String) throws {
            let url = directory.appendingPathComponent("\(descriptor.id)-\(step).png")
            try screen.writePNG(to: url)
            files.append(url)
        }
        /// Captures an update's animation half way through and at its end.
        func captureUpdate(_ halfway: String, _ end: String) throws {
            screen.advance(by: UICollectionView.updateAnimationDuration / 2)
            try capture(halfway)
            screen.runUntilIdle()
            try capture(end)
        }
        switch controller {
        case let basics as ViewBasicsViewController:
            try capture("0-initial")
            basics.startAnimation()
            try capture("1-animation-000")
            screen.advance(by: basics.animationDuration / 2)
            try capture("2-animation-050")
            screen.advance(by: basics.animationDuration / 2)
            try capture("3-animation-100")
        case let line as LineLayoutViewController:
            try capture("0-initial")
            let layout = line.collectionView.collectionViewLayout
            line.collectionView.contentOffset = CGPoint(x: 330, y: 0)
            screen.runUntilIdle()
            try capture("1-scrolled-330")
            let target = layout.targetContentOffset(forProposedContentOffset: line.collectionView.contentOffset, withScrollingVelocity: .zero)
            line.collectionView.setContentOffset(target, animated: true)
            screen.runUntilIdle()
            try capture("2-snapped")
            screen.drag(from: CGPoint(x: 700, y: 300), to: CGPoint(x: 450, y: 300), duration: 0.25)
            screen.runUntilIdle()
            try capture("3-dragged-and-snapped")
        case let circle as CircleLayoutViewController where descriptor.id == "circle-updates":
            try capture("0-initial")
            let half = UICollectionView.updateAnimationDuration / 2
            screen.tap(at: CGPoint(x: 195, y: 422))             // empty space at the centre: insert
            screen.advance(by: half - 0.05)
            try capture("1-insert-050")
            screen.runUntilIdle()
            try capture("2-insert-100")
            let cell = circle.collectionView.cellForItem(at: IndexPath(item: 5, section: 0))!
            screen.tap(at: cell.center)                           // on a cell: delete it
            screen.advance(by: half - 0.05)
            try capture("3-delete-050")
            screen.runUntilIdle()
            try capture("4-delete-100")
        case is CircleLayoutViewController:
            try capture("0-initial")
            screen.pinch(center: CGPoint(x: 195, y: 422), scale: 0.6, duration: 0.4)
            screen.runUntilIdle()
            try capture("1-pinched-smaller")
        case let cover as CoverFlowViewController:
            try capture("0-initial")
            let second = cover.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
            screen.tap(at: second.convert(CGPoint(x: second.bounds.midX, y: second.bounds.midY), to: nil))
            screen.runUntilIdle()
            try capture("1-centred-item-1")
            screen.tap(at: CGPoint(x: screen.size.width / 2, y: screen.size.height / 2))
            screen.advance(by: 0.15)
            try capture("2-flipping")
            screen.runUntilIdle()
            try capture("3-flipped")
        case let grid as ReorderableGridViewController:
            try capture("0-initial")
            let cv = grid.collectionView!
            let start = cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.center
            let end = cv.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))!.center
            let touch = screen.pressAndDrag(from: start, to: end)
            screen.runUntilIdle()
            try capture("1-dragging")
            screen.lift(touch)
            screen.runUntilIdle()
            try capture("2-dropped")
        case let stacks as StacksViewController:
            try capture("0-stacks")
            stacks.toggleLayout()
            try captureUpdate("1-spreading-050", "2-grid")
        case let survey as SurveyViewController:
            try capture("0-first-question")
            survey.collectionView(survey.collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
            try captureUpdate("1-next-section-050", "2-scrolled-to-next")
        case let list as DiffableListViewController:
            try capture("0-initial")
            list.shuffle()
            try captureUpdate("1-shuffle-050", "2-shuffled")
            list.insertTwo()
            screen.runUntilIdle()
            try capture("3-inserted")
            list.deleteEveryThird()
            screen.runUntilIdle()
            try capture("4-deleted")
        case let grid as LayoutToLayoutGridController:
            try capture("0-small")
            let cell = grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))!
            screen.tap(at: cell.convert(CGPoint(x: 50, y: 50), to: nil))
            try captureUpdate("1-pushing-050", "2-large")
            if let back = screen.frameOfText("‹ Photos") {
                screen.tap(at: CGPoint(x: back.midX, y: back.midY))
                screen.runUntilIdle()
                try capture("3-back")
            }
        case is SpringyListViewController:
            try capture("0-initial")
            let touch = UITouch(at: CGPoint(x: 195, y: 700), in: screen.window, timestamp: screen.now)
            screen.send([touch])
            for step in 1...12 {
                screen.advance(by: 1.0 / 60)
                touch.update(to: CGPoint(x: 195, y: 700 - CGFloat(step) * 30), phase: .moved, timestamp: screen.now)
                screen.send([touch])
            }
            try capture("1-stretched")
            screen.lift(touch)
            screen.runUntilIdle()
            try capture("2-settled")
        case let chat as ChatViewController:
            try capture("0-initial")
            chat.collectionView.setContentOffset(CGPoint(x: 0, y: 700), animated: false)
            screen.runUntilIdle()
            try capture("1-scrolled")
        case is CardsViewController:
            try capture("0-initial")
            // The same cards on a wide screen: two columns.
            let wide = HeadlessScreen(size: CGSize(width: 844, height: 600), scale: 2)
            appearance.apply()
            wide.rootViewController = CardsViewController()
            wide.runUntilIdle()
            let url = directory.appendingPathComponent("\(descriptor.id)-1-wide.png")
            try wide.writePNG(to: url)
            files.append(url)
        case let states as StatesViewController:
            try capture("0-initial")
            states.collectionView.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
            screen.runUntilIdle()
            try capture("1-scrolled")
        case is AppStoreViewController:
            try capture("0-initial")
            // Flick the featured carousel to the next card, drag the icons, page the rows.
            screen.drag(from: CGPoint(x: 330, y: 180), to: CGPoint(x: 250, y: 182), duration: 0.1)
            screen.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.6)
            screen.drag(from: CGPoint(x: 330, y: 620), to: CGPoint(x: 260, y: 620), duration: 0.1)
            screen.runUntilIdle()
            try capture("1-strips-scrolled")
            screen.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), duration: 0.4)
            screen.runUntilIdle()
            try capture("2-page-scrolled")
        case is PhotosLibraryViewController:
            try capture("0-initial")
            screen.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 200, y: 152), duration: 0.1)
            screen.advance(by: 0.1)
            try capture("1-carousel-moving")
            screen.runUntilIdle()
            try capture("2-carousel-next")
            screen.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), duration: 0.5)
            screen.runUntilIdle()
            try capture("3-month-pinned")
        case let form as SignInFormViewController:
            try capture("0-initial")
            screen.tap(at: form.email.convert(CGPoint(x: 40, y: 22), to: nil))
            screen.type("ada@example.org")
            screen.press(.keyboardTab)
            screen.type("secret")
            screen.runUntilIdle()
            try capture("1-filled-in")
            // Keyboard only: Tab moves the focus (its halo shows) past the switch to the button;
            // Space presses it.
            screen.press(.keyboardTab)
            screen.press(.keyboardTab)
            screen.runUntilIdle()
            try capture("2-keyboard-focus")
            screen.press(.keyboardSpacebar)
            screen.runUntilIdle()
            try capture("3-signed-in")
        case let carousel as PagingCarouselViewController:
            try capture("0-initial")
            let dots = carousel.pageControl
            screen.tap(at: dots.convert(CGPoint(x: dots.bounds.maxX - 20, y: dots.bounds.midY), to: nil))
            screen.runUntilIdle()
            try capture("1-page-2-from-the-dots")
            let middle = carousel.collectionView.convert(CGPoint(x: carousel.collectionView.bounds.midX, y: 200), to: nil)
            screen.drag(from: middle, to: CGPoint(x: middle.x - 200, y: middle.y), duration: 0.2)
            screen.runUntilIdle()
            try capture("2-swiped-to-page-3")
        case let contacts as ContactsTableViewController:
            let table = contacts.tableView!
            try capture("0-initial")
            table.contentOffset.y = 420
            screen.runUntilIdle()
            try capture("1-scrolled-letter-pinned")
            // The index bar's "T": the bar's letters are 14 points apart, centred in the visible height.
            let titles = table.dataSource?.sectionIndexTitles(for: table) ?? []
            let visible = table.bounds.inset(by: table.adjustedContentInset)
            let top = visible.minY + (visible.height - CGFloat(titles.count) * 14) / 2
            let t = CGFloat(titles.firstIndex(of: "T") ?? 0)
            screen.tap(at: table.convert(CGPoint(x: visible.maxX - 8, y: top + 14 * t + 7), to: nil))
            screen.runUntilIdle()
            try capture("2-index-jumped-to-T")
            let row = table.convert(table.rectForRow(at: table.indexPathsForVisibleRows![3]), to: nil)
            screen.drag(from: CGPoint(x: 350, y: row.midY), to: CGPoint(x: 230, y: row.midY), duration: 0.3)
            screen.runUntilIdle()
            try capture("3-swiped-open")
            let field = contacts.searchController.searchBar.searchTextField
            screen.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil))
            screen.type("john")
            screen.runUntilIdle()
            try capture("4-searched-john")
        case let settings as SettingsTableViewController:
            try capture("0-initial")
            settings.setEditing(true, animated: true)
            screen.advance(by: 0.15)
            try capture("1-editing-050")
            screen.runUntilIdle()
            try capture("2-editing-favourites")
        case let sidebar as SidebarListViewController:
            try capture("0-initial")
            let vip = sidebar.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
            let y = vip.convert(CGPoint(x: 0, y: vip.bounds.midY), to: nil).y
            screen.drag(from: CGPoint(x: 350, y: y), to: CGPoint(x: 230, y: y), duration: 0.3)
            screen.runUntilIdle()
            try capture("1-swiped-open")
            screen.tap(at: CGPoint(x: 370, y: y))              // Delete
            screen.runUntilIdle()
            try capture("2-deleted")
            let drafts = sidebar.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!
            let draftsY = drafts.convert(CGPoint(x: 0, y: drafts.bounds.midY), to: nil).y
            screen.drag(from: CGPoint(x: 40, y: draftsY), to: CGPoint(x: 140, y: draftsY), duration: 0.3)
            screen.runUntilIdle()
            try capture("3-swiped-right")
            screen.tap(at: CGPoint(x: 300, y: draftsY))          // closes the swipe
            screen.runUntilIdle()
            let inbox = sidebar.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
            screen.tap(at: inbox.convert(CGPoint(x: 100, y: inbox.bounds.midY), to: nil))
            screen.runUntilIdle()
            try capture("4-inbox-selected")
        case let outline as OutlineViewController:
            try capture("0-initial")
            // Open "Work" (second row) with its chevron, then "Slides" inside it.
            for item in [1, 4] {
                guard let cell = outline.collectionView.cellForItem(at: IndexPath(item: item, section: 0)),
                      let chevron = cell.subviews.last else { continue }
                screen.tap(at: chevron.convert(CGPoint(x: chevron.bounds.midX, y: chevron.bounds.midY), to: nil))
                screen.runUntilIdle()
            }
            try capture("1-folders-opened")
        case let tiles as DropCellsViewController:
            try capture("0-initial")
            for item in [10, 6, 4] {
                guard let cell = tiles.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) else { continue }
                screen.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
            }
            screen.advance(by: 0.35)
            try capture("1-falling")
            screen.advance(by: 3)
            try capture("2-landed")
            if let fallen = tiles.dropLayout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0)) {
                screen.tap(at: tiles.collectionView.convert(fallen.center, to: nil))
                screen.advance(by: 3)
            }
            try capture("3-one-snapped-back")
        case let thrower as ThrowCardViewController:
            try capture("0-initial")
            // Held near a corner, so it swings as it goes.
            let start = CGPoint(x: thrower.card.center.x + 70, y: thrower.card.center.y + 40)
            screen.drag(from: start, to: CGPoint(x: start.x + 60, y: start.y - 120), duration: 0.12)
            screen.advance(by: 0.15)
            try capture("1-thrown")
            screen.advance(by: 3)
            try capture("2-at-rest")
        case let checklist as ChecklistViewController:
            try capture("0-initial")
            checklist.setEditing(true, animated: true)
            screen.advance(by: 0.15)
            try capture("1-entering-edit-mode")
            screen.runUntilIdle()
            try capture("2-editing")
            // Drag the first row by its grip two rows down, then delete the last row.
            if let start = Self.point(inRow: 0, inset: -31, of: checklist.collectionView) {
                let touch = screen.pressAndDrag(from: start, to: CGPoint(x: start.x, y: start.y + 100), hold: 0.05, duration: 0.4)
                screen.advance(by: 0.2)
                try capture("3-dragging-by-grip")
                screen.lift(touch)
                screen.runUntilIdle()
            }
            if let delete = Self.point(inRow: 5, inset: 31, of: checklist.collectionView) {
                screen.tap(at: delete)
                screen.runUntilIdle()
            }
            try capture("4-reordered-and-deleted")
        case let board as PhotoBoardViewController:
            try capture("0-initial")
            // Lift the first photo of the tray and carry it between the board's first two photos.
            if let moon = board.tray.cellForItem(at: IndexPath(item: 1, section: 0)),
               let coffee = board.board.cellForItem(at: IndexPath(item: 1, section: 0)) {
                let from = moon.convert(CGPoint(x: moon.bounds.midX, y: moon.bounds.midY), to: nil)
                let to = coffee.convert(CGPoint(x: 20, y: coffee.bounds.midY), to: nil)
                let touch = screen.pressAndDrag(from: from, to: to, duration: 0.6)
                screen.advance(by: 0.3)
                try capture("1-carrying-a-photo")
                screen.lift(touch)
                screen.runUntilIdle()
            }
            try capture("2-dropped-on-the-board")
        case let feed as PrefetchFeedViewController:
            try capture("0-initial")
            feed.collectionView.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
            screen.runUntilIdle()
            Thread.sleep(forTimeInterval: 0.3)   // the photos decode on a background queue
            screen.runUntilIdle()
            try capture("1-scrolled-down")
            feed.collectionView.setContentOffset(CGPoint(x: 0, y: 800), animated: false)
            screen.runUntilIdle()
            Thread.sleep(forTimeInterval: 0.3)
            screen.runUntilIdle()
            try capture("2-turned-back")
        case let menus as MenusDemoController:
            try capture("0-initial")
            let photo = menus.photo.convert(CGPoint(x: 60, y: 50), to: nil)
            screen.secondaryClick(at: photo)
            screen.runUntilIdle()
            try capture("1-context-menu")
            if let rotate = screen.frameOfText("Rotate") {
                screen.tap(at: CGPoint(x: rotate.midX, y: rotate.midY))
                screen.runUntilIdle()
            }
            try capture("2-submenu")
            screen.press(.keyboardEscape)
            screen.press(.keyboardEscape)
            screen.runUntilIdle()
            screen.tap(at: menus.sortButton.convert(CGPoint(x: 10, y: 10), to: nil))
            screen.runUntilIdle()
            try capture("3-pop-up-button")
            screen.press(.keyboardEscape)
            screen.tap(at: menus.moreButton.convert(CGPoint(x: 10, y: 10), to: nil))
            screen.runUntilIdle()
            try capture("4-small-actions-and-recent-files")
            screen.press(.keyboardEscape)
            screen.runUntilIdle()
        case let presentations as PresentationsDemoController:
            try capture("0-initial")
            presentations.showSheet()
            screen.runUntilIdle()
            try capture("1-sheet-at-medium")
            presentations.dismiss(animated: false)
            presentations.showPages()
            screen.runUntilIdle()
            screen.drag(from: CGPoint(x: 330, y: 500), to: CGPoint(x: 60, y: 500), duration: 0.3)
            screen.runUntilIdle()
            try capture("2-second-page")
            presentations.dismiss(animated: false)
            presentations.showCard()
            screen.runUntilIdle()
            try capture("3-custom-card")
            presentations.dismiss(animated: false)
            presentations.share()
            screen.runUntilIdle()
            try capture("4-share-sheet")
        case is ActivityIndicatorsViewController, is SkeletonShimmerViewController:
            // Endless animations: frames a moment apart show them moving.
            try capture("0-initial")
            screen.advance(by: 0.4)
            try capture("1-moving")
            screen.advance(by: 0.3)
            try capture("2-moving")
        case let card as GradientCardViewController:
            try capture("0-initial")
            for _ in 0..<4 { card.addPoints() }
            screen.advance(by: 0.7)
            try capture("1-confetti-at-100-points")
        default:
            try capture("0-initial")
        }
        return files
    }

    /// A point of a list row, in window coordinates: `inset` points from its leading edge, or
    /// from its trailing edge when negative (where edit mode puts the delete button and the
    /// reorder grip: 31 points in).
    static func point(inRow item: Int, inset: CGFloat, of collectionView: UICollectionView) -> CGPoint? {
        guard let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0)) else { return nil }
        let x = inset >= 0 ? inset : cell.bounds.width + inset
        return cell.convert(CGPoint(x: x, y: cell.bounds.midY), to: nil)
    }
}
