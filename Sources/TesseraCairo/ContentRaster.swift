import CCairo
import Foundation
import Tessera

/// A view's recorded drawing rasterized once, kept in its layer's `backingStore` until the
/// layer's content version changes or it is shown much larger or smaller than it was drawn.
final class ContentRaster {
    let version: Int
    let commands: [DrawingCommand]
    /// The area the drawing covers, in the view's coordinates.
    let extent: CGRect
    /// The bounds the drawing was recorded for.
    let recordedBounds: CGRect
    /// Pixels per point of the raster; nil until rasterized.
    private(set) var scale: CGFloat?
    private(set) var image: CairoImage?

    init(version: Int, commands: [DrawingCommand], bounds: CGRect) {
        self.version = version
        self.commands = commands
        recordedBounds = bounds
        extent = ContentRaster.extent(of: commands, bounds: bounds)
    }

    var isEmpty: Bool { commands.isEmpty || extent.isEmpty }

    /// The drawing's extent: the union of what the commands touch, or the bounds when a
    /// command moves the coordinate system.
    static func extent(of commands: [DrawingCommand], bounds: CGRect) -> CGRect {
        var box = CGRect.null
        for command in commands {
            switch command {
            case let .fill(r, _, _), let .fillEllipse(r, _), let .image(_, r), let .text(_, _, r): box = box.union(r)
            case let .stroke(r, _, width, _): box = box.union(r.insetBy(dx: -width, dy: -width))
            case .translate, .scale: return bounds
            case .saveState, .restoreState, .clip: break
            }
        }
        return box.isNull ? .zero : box.integral
    }

    /// The raster for showing at `needed` pixels per point: kept while it is at least that
    /// sharp and not over twice as large, so zooming does not redraw every frame.
    func image(forScale needed: CGFloat, fonts: FontResolver) -> (CairoImage, CGFloat)? {
        let needed = min(max(needed, 0.25), 8)
        if let image, let scale, scale >= needed * 0.99, scale <= needed * 2 { return (image, scale) }
        let scale = (needed * 2).rounded(.up) / 2
        let width = Int((extent.width * scale).rounded(.up)), height = Int((extent.height * scale).rounded(.up))
        guard width > 0, height > 0, width * height < 64_000_000 else { return nil }
        let image = CairoImage(width: width, height: height)
        let cr = cairo_create(image.surface)!
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_translate(cr, -Double(extent.minX), -Double(extent.minY))
        CommandRasterizer(fonts: fonts).replay(commands, on: cr)
        cairo_destroy(cr)
        self.image = image
        self.scale = scale
        return (image, scale)
    }
}
