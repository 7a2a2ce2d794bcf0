import Demos
import Foundation

/// An `index.html` that shows every frame the tour wrote, grouped by demo.
enum ContactSheet {
    static func write(_ frames: [URL], demos: [DemoDescriptor], to directory: URL) throws {
        var html = """
        <!doctype html><meta charset="utf-8"><title>Tessera gallery</title>
        <style>body{font-family:sans-serif;background:#f4f4f4}img{width:260px;margin:6px;border:1px solid #ccc}</style>
        <h1>Tessera gallery: headless tour</h1>

        """
        for demo in demos {
            html += "<h2>\(demo.title)</h2><p>\(demo.seed)</p>\n"
            for frame in frames where frame.lastPathComponent.hasPrefix(demo.id + "-") {
                html += "<figure style=\"display:inline-block\"><img src=\"\(frame.lastPathComponent)\"><figcaption>\(frame.lastPathComponent)</figcaption></figure>\n"
            }
        }
        try html.write(to: directory.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    }
}
