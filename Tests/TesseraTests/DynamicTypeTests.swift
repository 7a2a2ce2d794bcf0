import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Text styles at the user's text size, UIFontMetrics, and views that follow a change of it.
@MainActor @Suite(.serialized) struct DynamicTypeTests {
    @MainActor final class Posted {
        var values: [UIContentSizeCategory] = []
    }

    @Test func textStylesTakeIOSSizesForEachCategory() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        defer { UIScreen.main.preferredContentSizeCategory = .large }
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        let smallest = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        let largest = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: smallest).pointSize == 14)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: largest).pointSize == 53)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: largest).pointSize == 41)
        UIScreen.main.preferredContentSizeCategory = .extraExtraLarge
        #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 32, "without traits: the screen's text size")
        _ = screen
    }

    @Test func fontMetricsScaleCustomFontsAndValues() {
        let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        let metrics = UIFontMetrics(forTextStyle: .body)
        let custom = UIFont(name: "Georgia-Bold", size: 17)!
        let scaled = metrics.scaledFont(for: custom, compatibleWith: traits)
        #expect(scaled.pointSize == 28 && scaled.fontName == "Georgia-Bold", "body grows from 17 to 28")
        #expect(metrics.scaledFont(for: custom, maximumPointSize: 20, compatibleWith: traits).pointSize == 20)
        #expect(metrics.scaledValue(for: 34, compatibleWith: traits) == 56)
        #expect(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)) == 10)
    }

    @Test func anAdjustingLabelFollowsTheTextSizeAndAnotherDoesNot() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        defer { UIScreen.main.preferredContentSizeCategory = .large }
        let adjusting = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        adjusting.text = "Grows"
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        fixed.text = "Stays"
        let scaled = UILabel()
        scaled.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 22))
        scaled.adjustsFontForContentSizeCategory = true
        let field = UITextField()
        field.font = .preferredFont(forTextStyle: .callout)
        field.adjustsFontForContentSizeCategory = true
        for view in [adjusting, fixed, scaled, field] as [UIView] { screen.window.addSubview(view) }
        screen.runUntilIdle()
        let before = adjusting.intrinsicContentSize.height
        let posted = Posted()
        let observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { note in
            let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
            MainActor.assumeIsolated { posted.values.append(value ?? .unspecified) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIScreen.main.preferredContentSizeCategory = .accessibilityLarge
        screen.runUntilIdle()
        #expect(posted.values == [.accessibilityLarge])
        #expect(adjusting.font.pointSize == 33 && fixed.font.pointSize == 17)
        #expect(adjusting.intrinsicContentSize.height > before * 1.5, "the label grows with its font")
        #expect(scaled.font.pointSize == 39, "a UIFontMetrics font scales again, as title 2 does (22 → 39)")
        #expect(field.font?.pointSize == 32)
        UIScreen.main.preferredContentSizeCategory = .small
        screen.runUntilIdle()
        #expect(adjusting.font.pointSize == 15 && scaled.font.pointSize == 20)
    }

    @Test func aTraitOverrideSetsTheTextSizeOfOneSubtree() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.setOverrideTraitCollection(UITraitCollection(preferredContentSizeCategory: .extraSmall), forChild: child)
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        child.view.addSubview(label)
        screen.rootViewController = parent
        screen.runUntilIdle()
        #expect(label.font.pointSize == 14)
    }

    @Test func aListReflowsWhenTheTextSizeChanges() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 600), scale: 1)
        defer { UIScreen.main.preferredContentSizeCategory = .large }
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "List")
        let source = ContentConfigurationTests.Source(count: 3) { cell, path in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(path.item)"
            cell.contentConfiguration = content
        }
        cv.dataSource = source
        screen.window.addSubview(cv)
        screen.runUntilIdle()
        let before = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0))).frame
        UIScreen.main.preferredContentSizeCategory = .accessibilityExtraLarge
        screen.runUntilIdle()
        let after = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0))).frame
        #expect(after.height > before.height + 20 && after.minY > before.minY, "\(before) → \(after)")
        UIScreen.main.preferredContentSizeCategory = .large
        screen.runUntilIdle()
        #expect(try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0))).frame == before, "and back")
        withExtendedLifetime(source) {}
    }

    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.font = .preferredFont(forTextStyle: .body)
            cell.textLabel?.adjustsFontForContentSizeCategory = true
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test func aSelfSizingTableReflowsWhenTheTextSizeChanges() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 600), scale: 1)
        defer { UIScreen.main.preferredContentSizeCategory = .large }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        table.rowHeight = UITableView.automaticDimension
        let rows = Rows()
        table.dataSource = rows
        screen.window.addSubview(table)
        screen.runUntilIdle()
        let before = table.rectForRow(at: IndexPath(row: 2, section: 0))
        UIScreen.main.preferredContentSizeCategory = .accessibilityExtraExtraLarge
        screen.runUntilIdle()
        let after = table.rectForRow(at: IndexPath(row: 2, section: 0))
        #expect(after.height > before.height + 20, "\(before) → \(after)")
        let label = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel)
        #expect(label.font.pointSize == 47)
        withExtendedLifetime(rows) {}
    }
}
