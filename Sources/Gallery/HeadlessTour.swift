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
