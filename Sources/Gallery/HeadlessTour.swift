import Demos
import Foundation
import Tessera
import TesseraTesting

/// Plays each demo on a headless screen as a person would, writing a PNG at each step.
@MainActor enum HeadlessTour {
    static func run(_ descriptor: DemoDescriptor, into directory: URL) throws -> [URL] {
        // LineLayout's 200-point items with 200-point insets above and below want a wide screen.
        let size = descriptor.id == "line-layout" ? CGSize(width: 844, height: 600) : CGSize(width: 390, height: 844)
        let screen = HeadlessScreen(size: size, scale: 2)
        let controller = descriptor.make()
        screen.rootViewController = controller
        screen.runUntilIdle()
        var files: [URL] = []
        func capture(_ step: String) throws {
            let url = directory.appendingPathComponent("\(descriptor.id)-\(step).png")
            try screen.writePNG(to: url)
            files.append(url)
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
        case let circle as CircleLayoutViewController where descriptor.id == "circle-updates":
            try capture("0-initial")
            let half = UICollectionView.updateAnimationDuration / 2
            circle.handleTap(at: CGPoint(x: 195, y: 422))      // empty space at the centre: insert
            try capture("1-insert-000")
            screen.advance(by: half)
            try capture("2-insert-050")
            screen.runUntilIdle()
            try capture("3-insert-100")
            let cell = circle.collectionView.cellForItem(at: IndexPath(item: 5, section: 0))!
            circle.handleTap(at: cell.center)                   // on a cell: delete it
            screen.advance(by: half)
            try capture("4-delete-050")
            screen.runUntilIdle()
            try capture("5-delete-100")
        case let stacks as StacksViewController:
            try capture("0-stacks")
            stacks.toggleLayout()
            screen.advance(by: UICollectionView.updateAnimationDuration / 2)
            try capture("1-spreading-050")
            screen.runUntilIdle()
            try capture("2-grid")
        case let survey as SurveyViewController:
            try capture("0-first-question")
            survey.collectionView(survey.collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
            screen.advance(by: UICollectionView.updateAnimationDuration / 2)
            try capture("1-next-section-050")
            screen.runUntilIdle()
            try capture("2-scrolled-to-next")
        case let list as DiffableListViewController:
            try capture("0-initial")
            list.shuffle()
            screen.advance(by: UICollectionView.updateAnimationDuration / 2)
            try capture("1-shuffle-050")
            screen.runUntilIdle()
            try capture("2-shuffled")
            list.insertTwo()
            screen.runUntilIdle()
            try capture("3-inserted")
            list.deleteEveryThird()
            screen.runUntilIdle()
            try capture("4-deleted")
        case let states as StatesViewController:
            try capture("0-initial")
            states.collectionView.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
            screen.runUntilIdle()
            try capture("1-scrolled")
        default:
            try capture("0-initial")
        }
        return files
    }
}
