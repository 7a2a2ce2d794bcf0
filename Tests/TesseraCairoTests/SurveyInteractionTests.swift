import Demos
import Foundation
import Testing
import Tessera
import TesseraCairo
import TesseraCore
import TesseraTesting

@MainActor struct SurveyInteractionTests {
    private func start() -> (HeadlessScreen, SurveyViewController) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let survey = SurveyViewController()
        screen.rootViewController = survey
        screen.runUntilIdle()
        UIPasteboard.general.string = nil
        return (screen, survey)
    }

    private func centre(_ survey: SurveyViewController, _ path: IndexPath) -> CGPoint {
        let cell = survey.collectionView.cellForItem(at: path)!
        return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
    }

    @Test func tappingThroughTheSurveyGreysSectionsAndEndsWithTheAlert() throws {
        let (screen, survey) = start()
        #expect(screen.frameOfText("Tap on a photo to start the recommendation engine.") != nil)
        screen.tap(at: centre(survey, IndexPath(item: 1, section: 0)))
        screen.runUntilIdle()
        #expect(survey.collectionView.numberOfSections == 2)
        #expect(screen.frameOfText("Because you liked Chelsea...") != nil)
        let chosen = survey.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(chosen.isSelected, "the chosen photo keeps its orange matte")
        #expect(chosen.backgroundColor == .gray)
        #expect(survey.collectionView.indexPathsForSelectedItems == nil, "deselected in didSelectItemAt")
        // Answered sections do not highlight any more.
        screen.tap(at: centre(survey, IndexPath(item: 0, section: 0)))
        screen.runUntilIdle()
        #expect(survey.collectionView.numberOfSections == 2)
        screen.tap(at: centre(survey, IndexPath(item: 0, section: 1)))
        screen.runUntilIdle()
        screen.tap(at: centre(survey, IndexPath(item: 2, section: 2)))
        screen.runUntilIdle()
        #expect(survey.isFinished)
        let awesome = try #require(screen.frameOfText("Awesome!"))
        #expect(screen.frameOfText("Recommendation Engine") != nil)
        try ReferenceImage.assertMatches(screen.renderImage(), named: "survey-alert")
        screen.tap(at: CGPoint(x: awesome.midX, y: awesome.midY))
        screen.runUntilIdle()
        #expect(screen.frameOfText("Awesome!") == nil)
    }

    @Test func aLongPressShowsTheNameAndCopiesIt() throws {
        let (screen, survey) = start()
        screen.longPress(at: centre(survey, IndexPath(item: 2, section: 0)), duration: 0.8)
        #expect(UIMenuController.shared.isMenuVisible)
        let item = try #require(screen.frameOfText("Coffee"))
        #expect(item.maxY <= survey.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!.convert(CGPoint.zero, to: nil).y + 1,
                "the menu sits above the cell")
        #expect(survey.collectionView.numberOfSections == 1, "a long press does not select")
        screen.tap(at: CGPoint(x: item.midX, y: item.midY))
        #expect(UIPasteboard.general.string == "Coffee")
        #expect(!UIMenuController.shared.isMenuVisible)
    }

    @Test func tappingOutsideTheMenuClosesIt() {
        let (screen, survey) = start()
        screen.longPress(at: centre(survey, IndexPath(item: 0, section: 0)))
        #expect(UIMenuController.shared.isMenuVisible)
        screen.tap(at: CGPoint(x: 200, y: 800))
        #expect(!UIMenuController.shared.isMenuVisible)
        #expect(UIPasteboard.general.string == nil)
    }
}

/// Seed 000, listings 3.11–3.13: the collection view's own edit menu.
@MainActor final class CopyingSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let names = ["Astronaut", "Chelsea", "Coffee"]
    var performed: [String] = []
    func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
    func collectionView(_ cv: UICollectionView, cellForItemAt path: IndexPath) -> UICollectionViewCell {
        cv.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
    }
    func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
        NSStringFromSelector(action) == "copy:"
    }
    func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?) {
        performed.append(NSStringFromSelector(action))
        if NSStringFromSelector(action) == "copy:" { UIPasteboard.general.string = names[indexPath.item] }
    }
}

@MainActor struct EditMenuTests {
    @Test func theBuiltInMenuOffersWhatTheDelegateAllows() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let source = CopyingSource()
        cv.dataSource = source
        cv.delegate = source
        screen.window.addSubview(cv)
        screen.runUntilIdle()
        screen.longPress(at: CGPoint(x: 160, y: 50))
        #expect(screen.frameOfText("Copy") != nil)
        #expect(screen.frameOfText("Cut") == nil && screen.frameOfText("Paste") == nil)
        let copy = try #require(screen.frameOfText("Copy"))
        screen.tap(at: CGPoint(x: copy.midX, y: copy.midY))
        #expect(source.performed == ["copy:"])
        #expect(UIPasteboard.general.string == "Chelsea")
    }

    @Test func contextMenusShowTheirActions() throws {
        final class Menus: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
            var chosen: [String] = []
            func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ cv: UICollectionView, cellForItemAt path: IndexPath) -> UICollectionViewCell {
                cv.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
            }
            func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(title: "", children: [UIAction(title: "Share") { _ in self.chosen.append("share \(indexPath.item)") },
                                                 UIAction(title: "Delete") { _ in self.chosen.append("delete \(indexPath.item)") }])
                }
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let menus = Menus()
        cv.dataSource = menus
        cv.delegate = menus
        screen.window.addSubview(cv)
        screen.runUntilIdle()
        screen.longPress(at: CGPoint(x: 25, y: 25))
        let delete = try #require(screen.frameOfText("Delete"))
        screen.tap(at: CGPoint(x: delete.midX, y: delete.midY))
        #expect(menus.chosen == ["delete 0"])
    }

    @Test func pasteboardKeepsStringsAndImages() {
        let pasteboard = UIPasteboard.general
        pasteboard.strings = ["a", "b"]
        #expect(pasteboard.string == "a" && pasteboard.strings == ["a", "b"])
        pasteboard.string = "c"
        #expect(pasteboard.strings == ["c"] && !pasteboard.hasImages)
    }
}

/// The Survey from Survey.storyboard (the collection view, flow layout, prototype cell and
/// header accessory configured in the document) against the Survey built in code.
@MainActor struct SurveyStoryboardTests {
    private func survey(fromStoryboard: Bool) throws -> (HeadlessScreen, SurveyViewController) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = fromStoryboard
            ? try #require(UIStoryboard(name: "Survey", bundle: nil).instantiateInitialViewController() as? SurveyViewController)
            : SurveyViewController()
        screen.rootViewController = controller
        screen.runUntilIdle()
        return (screen, controller)
    }

    private func tap(_ screen: HeadlessScreen, _ survey: SurveyViewController, _ path: IndexPath) {
        let cell = survey.collectionView.cellForItem(at: path)!
        screen.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
        screen.runUntilIdle()
    }

    @Test func theStoryboardSurveyIsConfiguredByItsDocument() throws {
        let (_, survey) = try survey(fromStoryboard: true)
        let layout = try #require(survey.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.sectionInset == UIEdgeInsets(top: 10, left: 10, bottom: 20, right: 10))
        #expect(layout.headerReferenceSize == CGSize(width: 60, height: 50))
        #expect(survey.collectionView.dataSource === survey, "connected in the document")
        #expect(survey.collectionView.visibleCells.allSatisfy { $0 is MattePhotoCell }, "the prototype cell's custom class")
        #expect(survey.title == "Survey")
    }

    @Test func theStoryboardSurveyLooksAndBehavesAsTheCodeSurvey() throws {
        let (codeScreen, code) = try survey(fromStoryboard: false)
        let (boardScreen, board) = try survey(fromStoryboard: true)
        for path in [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 1)] {
            tap(codeScreen, code, path)
            tap(boardScreen, board, path)
        }
        #expect(code.collectionView.numberOfSections == 3 && board.collectionView.numberOfSections == 3)
        #expect(boardScreen.frameOfText("Because you liked Chelsea...") != nil)
        let a = codeScreen.renderImage(), b = boardScreen.renderImage()
        let pixels = { (image: CairoImage) in RGBAPixels(width: image.pixelWidth, height: image.pixelHeight, bytes: image.premultipliedRGBA()) }
        // The document's cells clip (Xcode's default), so the antialiased edges of photos at
        // fractional sizes differ slightly: 0.5 % of the pixels here, none by more than that.
        let difference = PixelComparison.compare(pixels(a), pixels(b), precision: 0.99, perceptualPrecision: 0.98)
        #expect(difference == nil, "the same picture: \(difference ?? "")")
        if let folder = ProcessInfo.processInfo.environment["TESSERA_IB_PNG"] {
            try boardScreen.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("survey-storyboard.png"))
            try codeScreen.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("survey-code.png"))
        }
    }
}
