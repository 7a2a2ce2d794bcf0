import CCairo
import Foundation
@_spi(Host) import Tessera

/// A view's recorded drawing rasterized once, kept in its layer's `backingStore` until the
/// layer's content version changes or it is shown much larger or smaller than it was drawn.
///
/// A drawing that is one image filling a rectangle (what an image view records) gets no
/// raster of its own: it shows the image's scaled copy at the size it covers, which the image
/// keeps for every view showing it at that size. Rasterizing touches only this object, so
/// different rasters may be rasterized on different threads.
final class ContentRaster: @unchecked Sendable {
    let version: Int
    let commands: [DrawingCommand]
    /// The area the drawing covers, in the view's coordinates.
    let extent: CGRect
    /// The bounds the drawing was recorded for.
    let recordedBounds: CGRect
    /// The image and where it goes, when the drawing is exactly one image.
    private let soleImage: (image: CairoImage, rect: CGRect)?
    /// Pixels per point of the raster; nil until rasterized.
    private(set) var scale: CGFloat?
    private(set) var image: CairoImage?
    /// A surface of the drawing this one replaces, drawn over again when the size matches
    /// (allocating and clearing a new one costs as much as drawing a photo into it).
    private var reusable: CairoImage?

    /// What `image(forScale:fonts:)` gives: the image and its pixels per point on each axis.
    struct Raster {
        let image: CairoImage
        let pixelsPerPoint: CGSize
    }

    init(version: Int, commands: [DrawingCommand], bounds: CGRect, replacing previous: ContentRaster? = nil) {
        self.version = version
        self.commands = commands
        recordedBounds = bounds
        if commands.count == 1, case let .image(image, rect) = commands[0], let backing = image.backing as? CairoImage,
           rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite {
            soleImage = (backing, rect)
            extent = rect
        } else {
            soleImage = nil
            extent = ContentRaster.extent(of: commands, bounds: bounds)
            reusable = previous?.soleImage == nil ? previous?.image : nil
        }
    }

    var isEmpty: Bool { commands.isEmpty || extent.isEmpty }

    /// The drawing's extent: the union of what the commands touch, or the bounds when a
    /// command moves the coordinate system.
    static func extent(of commands: [DrawingCommand], bounds: CGRect) -> CGRect {
        var box = CGRect.null
        for command in commands {
            switch command {
            case let .fill(r, _, _), let .fillEllipse(r, _), let .image(_, r), let .tintedImage(_, r, _), let .text(_, _, r),
                 let .imagePart(_, _, r, _): box = box.union(r)
            case let .stroke(r, _, width, _): box = box.union(r.insetBy(dx: -width, dy: -width))
            case let .fillPolygons(polygons, _, _): box = box.union(ContentRaster.box(of: polygons.flatMap { $0 }))
            case let .strokePolyline(points, _, _, width, _, _): box = box.union(ContentRaster.box(of: points).insetBy(dx: -width, dy: -width))
            case let .strokeLines(lines, _, style):
                box = box.union(ContentRaster.box(of: lines.flatMap(\.points)).insetBy(dx: -style.width, dy: -style.width))
            case let .gradient(_, r), let .attributedText(_, r): box = box.union(r)
            case .translate, .scale, .rotate: return bounds
            case .saveState, .restoreState, .clip: break
            }
        }
        return box.isNull ? .zero : box.integral
    }

    /// The smallest rectangle holding `points`.
    static func box(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        return points.reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    /// Whether `image(forScale:fonts:)` would draw at `needed` pixels per point.
    func needsRasterizing(forScale needed: CGFloat) -> Bool {
        guard !isEmpty else { return false }
        let needed = ContentRaster.clamped(needed)
        guard image != nil, let scale else { return true }
        return scale < needed * 0.99 || scale > needed * 2
    }

    /// The raster for showing at `needed` pixels per point: kept while it is at least that
    /// sharp and not over twice as large, so zooming does not redraw every frame.
    func image(forScale needed: CGFloat, fonts: FontResolver) -> Raster? {
        if !needsRasterizing(forScale: needed), let image { return raster(of: image) }
        let scale = (ContentRaster.clamped(needed) * 2).rounded(.up) / 2
        let width = Int((extent.width * scale).rounded(soleImage == nil ? .up : .toNearestOrAwayFromZero))
        let height = Int((extent.height * scale).rounded(soleImage == nil ? .up : .toNearestOrAwayFromZero))
        guard width > 0, height > 0, width * height < 64_000_000 else { return nil }
        let image: CairoImage
        if let soleImage {
            image = soleImage.image.scaledCopy(width: width, height: height)
        } else {
            image = surface(width: width, height: height)
            let cr = cairo_create(image.surface)!
            cairo_scale(cr, Double(scale), Double(scale))
            cairo_translate(cr, -Double(extent.minX), -Double(extent.minY))
            CommandRasterizer(fonts: fonts).replay(commands, on: cr)
            cairo_destroy(cr)
        }
        self.image = image
        self.scale = scale
        return raster(of: image)
    }

    /// A sole image's copy is stretched over exactly its rectangle; a raster is drawn at its scale.
    private func raster(of image: CairoImage) -> Raster {
        guard soleImage != nil else { return Raster(image: image, pixelsPerPoint: CGSize(width: scale ?? 1, height: scale ?? 1)) }
        return Raster(image: image, pixelsPerPoint: CGSize(width: CGFloat(image.pixelWidth) / extent.width,
                                                           height: CGFloat(image.pixelHeight) / extent.height))
    }

    /// A clear surface of that size: the replaced drawing's, cleared, when it has that size.
    private func surface(width: Int, height: Int) -> CairoImage {
        defer { reusable = nil }
        guard let reusable, reusable.pixelWidth == width, reusable.pixelHeight == height else {
            return CairoImage(width: width, height: height)
        }
        let cr = cairo_create(reusable.surface)!
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_destroy(cr)
        return reusable
    }

    private static func clamped(_ needed: CGFloat) -> CGFloat { min(max(needed, 0.25), 8) }
}

extension ContentRaster {
    /// `view`'s raster for its current drawing, recorded again (replacing the layer's) when
    /// the drawing changed; nil when the view draws nothing.
    @MainActor static func current(for view: UIView) -> ContentRaster? {
        let layer = view.layer
        let kept = layer.backingStore as? ContentRaster
        if let kept, kept.version == layer.contentVersion { return kept.isEmpty ? nil : kept }
        let raster = ContentRaster(version: layer.contentVersion, commands: view.recordDrawing(), bounds: view.bounds,
                                   replacing: kept)
        layer.backingStore = raster
        return raster.isEmpty ? nil : raster
    }
}
