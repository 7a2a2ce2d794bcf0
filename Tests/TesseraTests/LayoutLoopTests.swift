import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// Layouts that ask for layout again from inside their own pass: a visible-items handler that
/// invalidates, views whose `layoutSubviews` dirties them again at every level, self-sizing
/// that never settles. Each is stopped within one frame and reported once, naming the class.
@MainActor struct LayoutLoopTests {
    final class CountingLayout: UICollectionViewCompositionalLayout {
        var prepares = 0
        override func prepare() {
            prepares += 1
            super.prepare()
        }
    }

    /// A strip whose visible-items handler invalidates the layout on every call.
    func invalidatingStrip() -> (HeadlessScreen, UICollectionView, CountingLayout) {
        var layoutReference: UICollectionViewLayout?
        let layout = CountingLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                                                           subitems: [item])
            let strip = NSCollectionLayoutSection(group: group)
            strip.orthogonalScrollingBehavior = .continuous
            strip.visibleItemsInvalidationHandler = { _, _, _ in layoutReference?.invalidateLayout() }
            return strip
        }
        layoutReference = layout
        let (screen, cv) = makeCollection(size: CGSize(width: 390, height: 600), layout: layout, source: GridSource(counts: [20, 20]))
        return (screen, cv, layout)
    }

    @Test func aVisibleItemsHandlerThatInvalidatesPreparesTheLayoutOnceAFrame() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        let (screen, cv, layout) = invalidatingStrip()
        layout.prepares = 0
        cv.contentOffset = CGPoint(x: 0, y: 40)
        screen.advance(by: 1.0 / 60)
        #expect(layout.prepares <= 1, "one frame prepared the layout \(layout.prepares) times")
        #expect(cv.indexPathsForVisibleItems.count > 0, "the frame still shows its items")
        #expect(!messages.all.contains { $0.contains("stuck in its update/layout loop") }, "the handler's invalidation is dropped, not a loop")
        screen.runUntilIdle(limit: 2)
        #expect(!MainLoop.shared.hasPendingWork, "the loop goes idle")
    }

    /// A view whose layoutSubviews asks for layout again, at each of three levels.
    final class RestlessView: UIView {
        var passes = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            passes += 1
            setNeedsLayout()
        }
    }

    @Test func nestedViewsThatAskForLayoutAgainStopWithinAFrame() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 300), scale: 1)
        let outer = RestlessView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let middle = RestlessView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        let inner = RestlessView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        screen.window.addSubview(outer)
        outer.addSubview(middle)
        middle.addSubview(inner)
        let unrelated = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        screen.window.addSubview(unrelated)
        let started = Date()
        screen.advance(by: 1.0 / 60)
        #expect(Date().timeIntervalSince(started) < 0.5)
        #expect(inner.passes <= 20, "the innermost view was laid out \(inner.passes) times in one frame")
        #expect(inner.passes >= 1)
        let stuck = messages.all.filter { $0.contains("layout feedback loop") }
        #expect(stuck.count == 1, "\(messages.all)")
        #expect(stuck.first?.contains("RestlessView") == true)
        screen.runUntilIdle(limit: 2)
        #expect(!MainLoop.shared.hasPendingWork, "the loop goes idle")
    }

    /// A cell that asks to be 10 points taller than whatever it is given: it never settles.
    final class FidgetyCell: UICollectionViewCell {
        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            layoutAttributes.size.height += 10
            return layoutAttributes
        }
    }

    @Test func selfSizingThatNeverSettlesIsReportedWithinAFrameAndGoesIdle() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 300, height: 50)
        let started = Date()
        let (screen, cv) = makeCollection(layout: layout, source: GridSource(counts: [30]), cellClass: FidgetyCell.self)
        screen.runUntilIdle(limit: 2)
        #expect(Date().timeIntervalSince(started) < 2, "settling gave up quickly (\(Date().timeIntervalSince(started)) s)")
        #expect(!MainLoop.shared.hasPendingWork, "the loop goes idle")
        #expect(cv.indexPathsForVisibleItems.count > 0)
        let stuck = messages.all.filter { $0.contains("stuck in its update/layout loop") }
        #expect(stuck.count == 1, "\(messages.all)")
        #expect(stuck.first?.contains("UICollectionViewFlowLayout") == true)
    }

    /// The first screen of a tall self-sizing list: every row in view asks for its own height in
    /// the same pass. Together they ask for one more pass, not one each: the screen is measured
    /// in one frame and nothing is reported.
    @Test func aTallFirstScreenOfSelfSizingRowsIsNotALoop() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800), scale: 1)
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800), collectionViewLayout: layout)
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "List")
        let source = ContentConfigurationTests.Source(count: 200) { cell, path in
            var content = cell.defaultContentConfiguration()
            content.text = "Message \(path.item)"
            content.secondaryText = (0..<(1 + path.item % 4)).map { "Line \($0 + 1) of message \(path.item)" }.joined(separator: "\n")
            cell.contentConfiguration = content
        }
        cv.dataSource = source
        screen.window.addSubview(cv)
        cv.layoutIfNeeded()
        #expect(messages.all.filter { $0.contains("stuck") }.isEmpty, "\(messages.all)")
        let heights = cv.indexPathsForVisibleItems.compactMap { cv.cellForItem(at: $0)?.frame.height }
        #expect(heights.count > 8 && !heights.contains(44), "every row in view measured in the first layout: \(heights)")
        withExtendedLifetime(source) {}
    }
}
