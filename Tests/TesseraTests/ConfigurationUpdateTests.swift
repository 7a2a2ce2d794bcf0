import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Cells configured the way Apple's documentation writes them: in `updateConfiguration(using:)`
/// or a `configurationUpdateHandler`, which run before the cell first shows.
@MainActor struct ConfigurationUpdateTests {
    /// A cell that fills its content only in `updateConfiguration(using:)`, as Apple's sample does.
    final class StateCell: UICollectionViewListCell {
        var title = ""
        var updates = 0
        override func updateConfiguration(using state: UICellConfigurationState) {
            updates += 1
            var content = defaultContentConfiguration().updated(for: state)
            content.text = title
            content.secondaryText = "a second line under \(title)"
            contentConfiguration = content
        }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        let count: Int
        let configure: (UICollectionViewCell, IndexPath) -> Void
        init(count: Int, configure: @escaping (UICollectionViewCell, IndexPath) -> Void) { self.count = count; self.configure = configure }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            configure(cell, indexPath)
            return cell
        }
    }

    func list(_ cellClass: UICollectionViewCell.Type, count: Int = 3,
              configure: @escaping (UICollectionViewCell, IndexPath) -> Void) -> (HeadlessScreen, UICollectionView) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        cv.register(cellClass, forCellWithReuseIdentifier: "Cell")
        let source = Source(count: count, configure: configure)
        keptAlive.append(source)
        cv.dataSource = source
        screen.window.addSubview(cv)
        screen.runUntilIdle()
        return (screen, cv)
    }

    func text(_ cv: UICollectionView, _ item: Int) -> String? {
        let cell = cv.cellForItem(at: IndexPath(item: item, section: 0))
        return (cell?.configuredContentView as? UIListContentView)?.textLabel.text
    }

    @Test func updateConfigurationRunsBeforeTheCellFirstShowsAndSizesIt() throws {
        let (_, cv) = list(StateCell.self) { cell, path in (cell as! StateCell).title = "Row \(path.item)" }
        #expect(text(cv, 0) == "Row 0")
        #expect(text(cv, 2) == "Row 2")
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? StateCell)
        // Measured with both lines: taller than a one-line row (44), so the update ran before sizing.
        #expect(cell.frame.height > 44)
        #expect(cell.updates >= 1)
    }

    @Test func aConfigurationUpdateHandlerSetInCellForItemRunsBeforeTheCellShows() {
        let (_, cv) = list(UICollectionViewListCell.self) { cell, path in
            cell.configurationUpdateHandler = { cell, state in
                var content = UIListContentConfiguration.cell().updated(for: state)
                content.text = "Item \(path.item)" + (state.isSelected ? " ✓" : "")
                cell.contentConfiguration = content
            }
        }
        #expect(text(cv, 0) == "Item 0")
        #expect(text(cv, 1) == "Item 1")
        cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        cv.layoutIfNeeded()
        #expect(text(cv, 1) == "Item 1 ✓")
    }

    @Test func accessoriesAssignedInTheHandlerKeepRespondingToTaps() {
        var taps: [Int] = []
        let (screen, cv) = list(UICollectionViewListCell.self) { cell, path in
            cell.configurationUpdateHandler = { cell, state in
                var content = UIListContentConfiguration.cell().updated(for: state)
                content.text = "Row \(path.item)"
                cell.contentConfiguration = content
                (cell as! UICollectionViewListCell).accessories = [.delete(displayed: .always, actionHandler: { taps.append(path.item) })]
            }
        }
        // The delete button sits 20 points from the leading edge, 22 wide.
        for _ in 0..<3 {
            screen.tap(at: CGPoint(x: 31, y: 44 + 22))
            screen.runUntilIdle()
        }
        screen.tap(at: CGPoint(x: 31, y: 22))
        screen.runUntilIdle()
        #expect(taps == [1, 1, 1, 0])
    }

    @Test func aHandlerThatAsksForAnotherUpdateIsReportedAndTheLoopGoesIdle() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        var calls = 0
        let (screen, cv) = list(UICollectionViewListCell.self, count: 2) { cell, _ in
            cell.configurationUpdateHandler = { cell, state in
                calls += 1
                var content = UIListContentConfiguration.cell().updated(for: state)
                content.text = "Row"
                cell.contentConfiguration = content
                cell.setNeedsUpdateConfiguration()
            }
        }
        screen.runUntilIdle(limit: 1)
        #expect(text(cv, 0) == "Row", "the cell shows what the handler gave it")
        #expect(calls < 50, "each request inside an update is dropped, not looped on (\(calls) calls)")
        let loop = messages.all.filter { $0.contains("setNeedsUpdateConfiguration") }
        #expect(loop.count == 1)
        #expect(loop.first?.contains("UICollectionViewListCell") == true)
    }
}

/// API real code reaches for: an empty image, the detail accessory.
@MainActor struct SmallAPIAdditionsTests {
    @Test func anEmptyImageHasNoSizeAndDrawsNothing() throws {
        let image = UIImage()
        #expect(image.size == .zero)
        let screen = HeadlessScreen(size: CGSize(width: 60, height: 60), scale: 1)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        screen.window.addSubview(view)
        screen.runUntilIdle()
        let pixel = screen.renderImage().rgba(x: 30, y: 30)
        #expect(pixel.r > 240 && pixel.g > 240 && pixel.b > 240, "the window shows through: \(pixel)")
    }

    @Test func theDetailAccessoryShowsAnInfoButtonThatActs() throws {
        var taps: [Int] = []
        let test = ConfigurationUpdateTests()
        let (screen, cv) = test.list(UICollectionViewListCell.self) { cell, path in
            var content = UIListContentConfiguration.cell()
            content.text = "Row \(path.item)"
            cell.contentConfiguration = content
            (cell as! UICollectionViewListCell).accessories = [.detail(actionHandler: { taps.append(path.item) })]
        }
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 2, section: 0)))
        let accessory = try #require(cell.subviews.compactMap { $0 as? CellAccessoryView }.first)
        #expect(accessory.frame == CGRect(x: 390 - 20 - 22, y: 0, width: 22, height: 44), "at the trailing side")
        screen.tap(at: cell.convert(CGPoint(x: accessory.frame.midX, y: 22), to: nil))
        screen.runUntilIdle()
        #expect(taps == [2])
        #expect(cv.indexPathsForSelectedItems?.isEmpty != false, "the tap went to the button, not the row")
    }
}
