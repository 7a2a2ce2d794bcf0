import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Cells configured by value: list content configurations, their view, states and updates.
@MainActor struct ContentConfigurationTests {
    final class Source: NSObject, UICollectionViewDataSource {
        var configure: (UICollectionViewListCell, IndexPath) -> Void
        let count: Int
        init(count: Int, configure: @escaping (UICollectionViewListCell, IndexPath) -> Void) { self.count = count; self.configure = configure }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "List", for: indexPath) as! UICollectionViewListCell
            configure(cell, indexPath)
            return cell
        }
    }

    func list(count: Int = 3, _ configure: @escaping (UICollectionViewListCell, IndexPath) -> Void) -> (HeadlessScreen, UICollectionView) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "List")
        let source = Source(count: count, configure: configure)
        keptAlive.append(source)
        cv.dataSource = source
        screen.window.addSubview(cv)
        screen.runUntilIdle()
        return (screen, cv)
    }

    func contentView(_ cv: UICollectionView, _ item: Int) -> UIListContentView? {
        (cv.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)?.configuredContentView as? UIListContentView
    }

    @Test func aCellConfigurationShowsItsTextInA44PointRow() throws {
        let (_, cv) = list { cell, path in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(path.item)"
            cell.contentConfiguration = content
        }
        let view = try #require(contentView(cv, 1))
        #expect(view.textLabel.text == "Row 1")
        #expect(view.textLabel.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(view.textLabel.textColor == .label)
        #expect(view.textLabel.frame.minX == 20, "the text starts at the row's margin")
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 44, width: 390, height: 44))
        #expect(view.secondaryTextLabel.isHidden)
    }

    @Test func aSubtitleCellStacksItsTextsAndGrows() throws {
        let (_, cv) = list { cell, _ in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = "Title"
            content.secondaryText = "Subtitle"
            cell.contentConfiguration = content
        }
        let view = try #require(contentView(cv, 0))
        #expect(view.secondaryTextLabel.frame.minY == view.textLabel.frame.maxY + 3)
        #expect(view.secondaryTextLabel.font == UIFont.preferredFont(forTextStyle: .subheadline))
        let height = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height)
        #expect(height == 11 + view.textLabel.frame.height + 3 + view.secondaryTextLabel.frame.height + 11)
        #expect(height > 44)
    }

    @Test func aValueCellPutsItsValueAtTheTrailingEdge() throws {
        let (_, cv) = list { cell, _ in
            var content = UIListContentConfiguration.valueCell()
            content.text = "Wi-Fi"
            content.secondaryText = "Home"
            cell.contentConfiguration = content
        }
        let view = try #require(contentView(cv, 0))
        #expect(view.secondaryTextLabel.frame.maxX == 370)
        #expect(view.secondaryTextLabel.textColor == .secondaryLabel)
        #expect(abs(view.secondaryTextLabel.frame.midY - view.textLabel.frame.midY) < 0.5, "side by side")
    }

    @Test func anImageComesFirstAndTheTextFollowsIt() throws {
        final class Pixels: ImageBacking { let pixelWidth = 29, pixelHeight = 29 }
        let icon = UIImage(backing: Pixels())
        let (_, cv) = list { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.image = icon
            content.imageProperties.cornerRadius = 6
            content.text = "Airplane Mode"
            cell.contentConfiguration = content
        }
        let view = try #require(contentView(cv, 0))
        #expect(view.imageView.image === icon)
        // The row grows to the image and its margins: 11 + 29 + 11.
        #expect(view.imageView.frame == CGRect(x: 20, y: 11, width: 29, height: 29))
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 51)
        #expect(view.textLabel.frame.minX == CGFloat(20 + 29 + 16))
        #expect(view.imageView.layer.cornerRadius == 6)
    }

    @Test func aReusedCellKeepsItsContentViewAndTakesTheNewConfiguration() throws {
        var made = 0
        let (_, cv) = list { cell, path in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(path.item)"
            if cell.configuredContentView == nil { made += 1 }
            cell.contentConfiguration = content
        }
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell)
        let view = try #require(cell.configuredContentView)
        var content = UIListContentConfiguration.valueCell()
        content.text = "Changed"
        cell.contentConfiguration = content
        #expect(cell.configuredContentView === view, "the same view shows the new configuration")
        #expect((view as? UIListContentView)?.textLabel.text == "Changed")
        #expect(made == 3)
    }

    @Test func stateChangesUpdateTheConfigurationsInUIKitsOrder() throws {
        var log: [String] = []
        final class Logging: UICollectionViewListCell {
            var log: ((String) -> Void)?
            override func updateConfiguration(using state: UICellConfigurationState) { log?("update selected=\(state.isSelected)") }
        }
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        cv.register(Logging.self, forCellWithReuseIdentifier: "List")
        let source = Source(count: 3) { cell, _ in
            (cell as? Logging)?.log = { log.append($0) }
            var content = UIListContentConfiguration.sidebarCell()
            content.text = "Inbox"
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .listSidebarCell()
            cell.configurationUpdateHandler = { _, state in log.append("handler selected=\(state.isSelected)") }
        }
        keptAlive.append(source)
        cv.dataSource = source
        screen.window.addSubview(cv)
        screen.runUntilIdle()
        log.removeAll()
        screen.tap(at: CGPoint(x: 100, y: 17.5 + 22))
        screen.runUntilIdle()
        #expect(log.suffix(2) == ["update selected=true", "handler selected=true"])
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.configurationState.isSelected)
        let view = try #require(cell.configuredContentView as? UIListContentView)
        #expect(view.textLabel.textColor == .white, "a selected sidebar row has white text")
        #expect(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == .systemBlue)
        #expect(cell.configuredBackgroundView?.subviews.first?.frame == CGRect(x: 10, y: 0, width: 370, height: cell.bounds.height))
        // Selecting another row gives the first its own look back.
        screen.tap(at: CGPoint(x: 100, y: 17.5 + 44 + 22))
        screen.runUntilIdle()
        #expect(view.textLabel.textColor == .label)
        #expect(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == .clear)
    }
}

/// List cells' accessories and edit mode.
@MainActor struct CellAccessoryTests {
    func setUp(_ log: @escaping (String) -> Void) -> (HeadlessScreen, UICollectionView) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "List")
        let source = ContentConfigurationTests.Source(count: 3) { cell, path in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(path.item)"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .label(text: "12"),
                                .delete(actionHandler: { log("delete \(path.item)") }), .reorder()]
        }
        keptAlive.append(source)
        cv.dataSource = source
        screen.window.addSubview(cv)
        screen.runUntilIdle()
        return (screen, cv)
    }

    func accessories(_ cv: UICollectionView, _ item: Int) -> [(String, CGRect)] {
        let cell = cv.cellForItem(at: IndexPath(item: item, section: 0))!
        // Shown: not faded out (hidden accessories fade to transparent).
        return cell.subviews.compactMap { $0 as? CellAccessoryView }.filter { !$0.isHidden && $0.alpha > 0.01 }
            .map { view in (String(describing: view.accessory.kind).components(separatedBy: "(").first ?? "", view.frame) }
            .sorted { $0.1.minX < $1.1.minX }
    }

    @Test func outsideEditModeTheTrailingAccessoriesShowAndTheContentMakesRoom() throws {
        let (_, cv) = setUp { _ in }
        let shown = accessories(cv, 0)
        #expect(shown.map(\.0) == ["label", "disclosureIndicator"])
        // The chevron 20 points from the edge, 22 wide; the label 8 before it.
        #expect(shown.last?.1 == CGRect(x: 348, y: 0, width: 22, height: 44))
        #expect(shown.first.map { $0.1.maxX } == 340)
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let labelStart = try #require(shown.first?.1.minX)
        #expect(cell.contentView.frame.maxX == labelStart - 8 + 20, "the content's own margin ends 8 before the label")
    }

    @Test func customViewsGoWhereTheirPlacementPutsThemAndShowWhenItSays() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 200), scale: 1)
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: layout)
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "List")
        let star = UIView(frame: CGRect(x: 0, y: 0, width: 16, height: 16))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 16))
        let grip = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 16))
        let source = ContentConfigurationTests.Source(count: 1) { cell, _ in
            cell.accessories = [
                .disclosureIndicator(),
                .customView(configuration: .init(customView: star, placement: .trailing())),
                .customView(configuration: .init(customView: badge, placement: .trailing(at: UICellAccessory.Placement.position(before: .disclosureIndicator())))),
                .customView(configuration: .init(customView: grip, placement: .leading(displayed: .whenEditing))),
            ]
        }
        keptAlive.append(source)
        cv.dataSource = source
        screen.window.addSubview(cv)
        screen.runUntilIdle()
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let views = cell.subviews.compactMap { $0 as? CellAccessoryView }.filter { $0.alpha > 0.01 }.sorted { $0.frame.minX < $1.frame.minX }
        let order = views.map { view -> String in
            guard case .custom(let configuration) = view.accessory.kind else { return "chevron" }
            return configuration.customView === star ? "star" : configuration.customView === badge ? "badge" : "grip"
        }
        #expect(order == ["badge", "chevron", "star"], "the default position is last on its side, at the edge; before: ahead of the chevron")
        cv.isEditing = true
        screen.runUntilIdle()
        let leading = cell.subviews.compactMap { $0 as? CellAccessoryView }.filter { $0.alpha > 0.01 && $0.accessory.isLeading }
        #expect(leading.count == 1 && leading.first?.frame.minX == 20, "shown while editing only, at the leading edge")
    }

    @Test func editModeShowsDeleteAndReorderAndTheDeleteButtonActs() throws {
        var log: [String] = []
        let (screen, cv) = setUp { log.append($0) }
        cv.isEditing = true
        screen.runUntilIdle()
        let shown = accessories(cv, 1)
        // In UIKit's order, not the array's: the grip trailing-most, then the chevron, then the label.
        #expect(shown.map(\.0) == ["delete", "label", "disclosureIndicator", "reorder"])
        #expect(shown.first?.1 == CGRect(x: 20, y: 0, width: 22, height: 44), "delete at the leading side")
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.configurationState.isEditing)
        #expect(cell.contentView.frame.minX == CGFloat(20 + 22 + 8 - 20))
        screen.tap(at: CGPoint(x: 31, y: 44 + 22))
        #expect(log == ["delete 1"])
        cv.isEditing = false
        screen.runUntilIdle()
        #expect(accessories(cv, 1).map(\.0) == ["label", "disclosureIndicator"])
    }

    @Test func enteringEditModeAnimatesTheAccessoriesAndTheContent() throws {
        let (screen, cv) = setUp { _ in }
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        let delete = try #require(cell.subviews.compactMap { $0 as? CellAccessoryView }.first { if case .delete = $0.accessory.kind { true } else { false } })
        cv.isEditing = true
        screen.advance(by: 0.15)
        // Halfway: the delete button half faded in at its place, the content on its way right.
        let opacity = delete.layer.presentedState.opacity
        #expect(opacity > 0.2 && opacity < 0.8, "opacity \(opacity)")
        let contentX = cell.contentView.layer.presentedState.frame.minX
        #expect(contentX > 0 && contentX < 30, "content at \(contentX)")
        screen.runUntilIdle()
        #expect(delete.layer.presentedState.opacity == 1)
        #expect(cell.contentView.layer.presentedState.frame.minX == 30)
        // Without animation (a controller's setEditing(_:animated: false)) it is at once.
        UIView.performWithoutAnimation { cv.isEditing = false }
        screen.advance(by: 1.0 / 60)
        #expect(delete.layer.presentedState.opacity == 0)
    }
}

/// A list cell's default configuration follows the list it is in.
@MainActor struct DefaultListConfigurationTests {
    /// The default configurations the cells and the header of a list were given.
    func defaults(in appearance: UICollectionLayoutListConfiguration.Appearance, headerMode: UICollectionLayoutListConfiguration.HeaderMode = .supplementary)
        -> (first: UIListContentConfiguration?, second: UIListContentConfiguration?, header: UIListContentConfiguration?) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        var list = UICollectionLayoutListConfiguration(appearance: appearance)
        list.headerMode = headerMode
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600),
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        screen.window.addSubview(cv)
        var given: [Int: UIListContentConfiguration] = [:]
        var header: UIListContentConfiguration?
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            given[item] = content
            cell.contentConfiguration = content
        }
        let heading = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
            var content = view.defaultContentConfiguration()
            content.text = "Section"
            header = content
            view.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, path, item in
            cv.dequeueConfiguredReusableCell(using: row, for: path, item: item)
        }
        dataSource.supplementaryViewProvider = { cv, _, path in cv.dequeueConfiguredReusableSupplementary(using: heading, for: path) }
        keptAlive.append(dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1])
        dataSource.apply(snapshot, animatingDifferences: false)
        screen.runUntilIdle()
        return (given[0], given[1], header)
    }

    @Test func sidebarRowsGetTheSidebarStyle() {
        let sidebar = defaults(in: .sidebar, headerMode: .none)
        #expect(sidebar.second?.textProperties.font == UIListContentConfiguration.sidebarCell().textProperties.font)
        #expect(sidebar.second?.prefersSideBySideTextAndSecondaryText == true)
        let plain = defaults(in: .plain, headerMode: .none)
        #expect(plain.second?.prefersSideBySideTextAndSecondaryText == false)
    }

    @Test func headersGetTheHeaderStyleOfTheAppearance() {
        let grouped = defaults(in: .grouped)
        #expect(grouped.header?.textProperties.color == UIListContentConfiguration.groupedHeader().textProperties.color)
        #expect(grouped.header?.textProperties.color != UIListContentConfiguration.cell().textProperties.color)
        // The first item of a section as its header.
        let sidebar = defaults(in: .sidebar, headerMode: .firstItemInSection)
        #expect(sidebar.first?.textProperties.font == UIListContentConfiguration.sidebarHeader().textProperties.font)
        #expect(sidebar.second?.textProperties.font == UIListContentConfiguration.sidebarCell().textProperties.font)
    }
}

/// List rows show their list's background unless the app chose one.
@MainActor struct DefaultListBackgroundTests {
    func setUp(items: [Int]) -> (HeadlessScreen, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 400), scale: 1)
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
        screen.window.addSubview(cv)
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, path, item in
            cv.dequeueConfiguredReusableCell(using: row, for: path, item: item)
        }
        keptAlive.append(dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        screen.runUntilIdle()
        return (screen, cv, dataSource)
    }

    @Test func insetGroupedRowsAreWhiteAndTheSectionIsRoundedAtItsOuterCorners() throws {
        let (screen, cv, dataSource) = setUp(items: [0, 1, 2])
        let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let last = try #require(cv.cellForItem(at: IndexPath(item: 2, section: 0)))
        let image = screen.renderImage()
        func isWhite(_ p: CGPoint) -> Bool { let c = image.rgba(x: Int(p.x), y: Int(p.y)); return c.r > 250 && c.g > 250 && c.b > 250 }
        func corner(_ cell: UICollectionViewCell, _ x: CGFloat, _ y: CGFloat) -> CGPoint { cell.convert(CGPoint(x: x, y: y), to: nil) }
        // The first row's top-left corner pixel is the grouped background (rounded away); a bit in, white.
        #expect(!isWhite(corner(first, 1, 1)))
        #expect(isWhite(corner(first, 12, 12)))
        // Its bottom-left corner is square: white. The last row: square top, rounded bottom.
        #expect(isWhite(corner(first, 1, first.bounds.height - 1)))
        #expect(isWhite(corner(last, 1, 1)))
        #expect(!isWhite(corner(last, 1, last.bounds.height - 1)))
        // Deleting the last row rounds the new last one.
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([2])
        dataSource.apply(snapshot, animatingDifferences: false)
        screen.runUntilIdle()
        let middle = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        let after = screen.renderImage()
        let p = corner(middle, 1, middle.bounds.height - 1)
        let c = after.rgba(x: Int(p.x), y: Int(p.y))
        #expect(!(c.r > 250 && c.g > 250 && c.b > 250), "now the last row, rounded at the bottom")
    }

    @Test func aBackgroundTheAppSetsStays() throws {
        let (screen, cv, _) = setUp(items: [0])
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        var own = UIBackgroundConfiguration.clear()
        own.backgroundColor = .systemRed
        cell.backgroundConfiguration = own
        cell.setNeedsLayout()
        screen.runUntilIdle()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemRed)
    }
}

/// The edit button of a collection view controller.
@MainActor struct EditButtonTests {
    @Test func theEditButtonTogglesTheCollectionViewsEditMode() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        screen.rootViewController = controller
        screen.runUntilIdle()
        let button = controller.editButtonItem
        #expect(button.title == "Edit")
        button.trigger()
        #expect(controller.isEditing && controller.collectionView.isEditing)
        #expect(button.title == "Done")
        controller.isEditing = false
        #expect(!controller.collectionView.isEditing && button.title == "Edit")
    }
}

/// A list content configuration's resolved values, margins and text size.
@MainActor @Suite(.serialized) struct ListContentDetailsTests {
    @Test func resolvedColoursAndTheSymbolConfigurationReachTheViews() {
        var content = UIListContentConfiguration.sidebarCell()
        content.text = "Inbox"
        content.image = UIImage(systemName: "tray")
        content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .large)
        #expect(content.textProperties.resolvedColor() == .label)
        #expect(content.imageProperties.resolvedTintColor(for: .systemPink) == .systemPink, "none set: the view's tint")
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        let selected = content.updated(for: state)
        #expect(selected.textProperties.resolvedColor() == .white && selected.imageProperties.resolvedTintColor(for: .systemPink) == .white)
        let view = UIListContentView(configuration: content)
        #expect(view.imageView.preferredSymbolConfiguration == content.imageProperties.preferredSymbolConfiguration)
    }

    @Test func theSuperviewsMarginsArePreservedHorizontallyUnlessTurnedOff() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 200), scale: 1)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        host.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 40)
        var content = UIListContentConfiguration.cell()
        content.text = "Wi-Fi"
        let view = UIListContentView(configuration: content)
        view.frame = host.bounds
        host.addSubview(view)
        screen.window.addSubview(host)
        screen.runUntilIdle()
        #expect(view.textLabel.frame.minX == 40, "the host's 40-point margin, more than the configuration's 20")
        content.axesPreservingSuperviewLayoutMargins = []
        view.configuration = content
        view.layoutIfNeeded()
        #expect(view.textLabel.frame.minX == 20)
    }

    @Test func aListFollowsTheTextSize() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 200), scale: 1)
        defer { UIScreen.main.preferredContentSizeCategory = .large }
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Title"
        content.secondaryText = "Detail"
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        screen.window.addSubview(view)
        screen.runUntilIdle()
        #expect(view.textLabel.font.pointSize == 17 && view.secondaryTextLabel.font.pointSize == 15)
        let height = view.sizeThatFits(CGSize(width: 320, height: 1000)).height
        UIScreen.main.preferredContentSizeCategory = .accessibilityMedium
        screen.runUntilIdle()
        #expect(view.textLabel.font.pointSize == 28 && view.secondaryTextLabel.font.pointSize == 25)
        #expect(view.sizeThatFits(CGSize(width: 320, height: 1000)).height > height + 15, "the row grows with its text")
    }
}

/// A list content view's natural size, for custom cells that put views after it.
@MainActor struct ListContentIntrinsicSizeTests {
    @Test func itsWidthIsItsTextOnOneLinePlusMarginsAndItShrinksWhenSqueezed() {
        let screen = HeadlessScreen(size: CGSize(width: 360, height: 200), scale: 1)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Headphones"
        content.secondaryText = "Wireless, with noise cancelling"
        let list = UIListContentView(configuration: content)
        let measure = UILabel()
        measure.font = content.secondaryTextProperties.font
        measure.text = content.secondaryText
        #expect(list.intrinsicContentSize.width == ceil(20 + ceil(measure.intrinsicContentSize.width) + 20), "the wider text and the margins")
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 80))
        let tag = UILabel()
        tag.text = "Music"
        for view in [list, tag] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            host.addSubview(view)
        }
        list.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            list.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            list.topAnchor.constraint(equalTo: host.topAnchor),
            list.bottomAnchor.constraint(equalTo: host.bottomAnchor),
            tag.leadingAnchor.constraint(greaterThanOrEqualTo: list.trailingAnchor),
            tag.trailingAnchor.constraint(equalTo: host.trailingAnchor),
            tag.centerYAnchor.constraint(equalTo: host.centerYAnchor),
        ])
        screen.window.addSubview(host)
        screen.runUntilIdle()
        #expect(list.frame.width > 0 && tag.frame.minX >= list.frame.maxX && tag.frame.maxX == 360, "\(list.frame) \(tag.frame)")
        content.secondaryText = "Wireless, with noise cancelling, long battery life and a case that charges them"
        list.configuration = content
        screen.runUntilIdle()
        #expect(list.frame.maxX == tag.frame.minX, "squeezed: it gives way to the tag, which keeps its size: \(list.frame) \(tag.frame)")
        #expect(tag.frame.width == ceil(tag.intrinsicContentSize.width))
    }
}
