import Demos
import Foundation
import Tessera
import TesseraTesting

/// Plays each demo on a headless screen as a person would, writing a PNG at each step.
@MainActor enum HeadlessTour {
    static func run(_ descriptor: DemoDescriptor, into directory: URL) throws -> [URL] {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 2)
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
        default:
            try capture("0-initial")
        }
        return files
    }
}
