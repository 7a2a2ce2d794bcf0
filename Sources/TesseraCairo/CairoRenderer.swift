import CCairo
import Foundation
@_spi(Host) import Tessera
import TesseraCore

/// Draws a view tree with Cairo, as Core Animation does in two stages.
///
/// Content: what each view's `draw(_:)` records is rasterized once into an image kept in its
/// layer, and redrawn only when the layer's content version changes. Compositing: every frame,
/// those images, background colours and borders are stacked with the presented opacity,
/// position, bounds, `zPosition` order, clipping and full `CATransform3D` of each layer. A layer
/// whose map to the screen has perspective is warped with pixman's projective transform.
@MainActor public final class CairoRenderer {
    let fonts: FontResolver
    /// Pixels per point of what ``render(_:into:scale:)`` last drew; snapshots use it too.
    public private(set) var scale: CGFloat = 1
    /// Views composited in the last frame, for frame statistics.
    public internal(set) var lastFrameViewCount = 0

    public init() {
        fonts = (Platform.textSystem as? PangoTextSystem)?.fonts ?? FontResolver()
    }

    /// Draws `root` (a window) into `target`, which is cleared first, at `scale` pixels per point.
    public func render(_ root: UIView, into target: CairoImage, scale: CGFloat) {
        self.scale = scale
        lastFrameViewCount = 0
        let cr = cairo_create(target.surface)!
        defer { cairo_destroy(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        let frame = FrameContext(cr: cr, now: MainLoop.shared.clock.now,
                                 limit: CGRect(x: 0, y: 0, width: target.pixelWidth, height: target.pixelHeight))
        let base = root.superview == nil
            ? Homography.translation(-root.layer.presentedState.bounds.minX, -root.layer.presentedState.bounds.minY)
                .concatenating(.scale(scale, scale))
            : root.homographyToWindow.concatenating(.scale(scale, scale))
        var prepass = ContentRasterPrepass(now: frame.now, limit: frame.limit)
        prepass.run(from: root, h: base, fonts: fonts)
        drawBody(of: root, state: root.layer.presentedState(at: frame.now), h: base, alpha: 1, in: frame)
    }

    /// A new image of `root` at `size` points and `scale`.
    public func renderImage(_ root: UIView, size: CGSize, scale: CGFloat) -> CairoImage {
        let image = CairoImage(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        render(root, into: image, scale: scale)
        return image
    }

    /// How `view` and its subviews look now, drawn flat at the screen's scale (the one every
    /// host draws its frames at, known before the first frame is drawn).
    public func snapshot(of view: UIView) -> AnyObject? {
        let scale = UIScreen.main.scale
        let state = view.layer.presentedState
        let image = CairoImage(width: Int((state.bounds.width * scale).rounded(.up)),
                               height: Int((state.bounds.height * scale).rounded(.up)))
        let cr = cairo_create(image.surface)!
        defer { cairo_destroy(cr) }
        let frame = FrameContext(cr: cr, now: MainLoop.shared.clock.now,
                                 limit: CGRect(x: 0, y: 0, width: image.pixelWidth, height: image.pixelHeight))
        let h = Homography.translation(-state.bounds.minX, -state.bounds.minY).concatenating(.scale(scale, scale))
        drawBody(of: view, state: state, h: h, alpha: 1, in: frame)
        return image
    }

    struct FrameContext {
        let cr: OpaquePointer
        let now: TimeInterval
        /// The target's pixel rectangle: nothing outside it is drawn.
        let limit: CGRect
    }

    func draw(_ view: UIView, parent: Homography, in frame: FrameContext) {
        let state = view.layer.presentedState(at: frame.now)
        guard !state.isHidden, state.opacity > 0.001 else { return }
        var state2 = state
        if let transition = view.layer.transitionFrame(at: frame.now) {
            let cr = frame.cr
            // Sliding transitions (old look fully opaque) stack the faces instead.
            let crossfade = transition.snapshotOpacity > 0.001 && transition.snapshotOpacity < 0.999 && transition.contentOpacity > 0.001
            // A cross-dissolve sums the old face at (1 - p) and the new at p in a group, so
            // opaque faces blend exactly and transparent parts fade to what is behind.
            if crossfade { cairo_push_group(cr) }
            if transition.snapshotOpacity > 0.001, let snapshot = transition.snapshot as? CairoImage {
                state2.transform = transition.snapshotTransform.concatenating(state.transform)
                let h = state2.homographyToSuperlayer.concatenating(parent)
                let toBounds = Homography.scale(state.bounds.width / CGFloat(snapshot.pixelWidth),
                                                state.bounds.height / CGFloat(snapshot.pixelHeight))
                    .concatenating(.translation(state.bounds.minX, state.bounds.minY))
                paint(snapshot, imageToDevice: toBounds.concatenating(h),
                      alpha: (crossfade ? 1 : state.opacity) * transition.snapshotOpacity, in: frame)
            }
            guard transition.contentOpacity > 0.001 else { return }
            state2.transform = transition.contentTransform.concatenating(state.transform)
            let h = state2.homographyToSuperlayer.concatenating(parent)
            if crossfade {
                cairo_push_group(cr)
                drawBody(of: view, state: state2, h: h, alpha: 1, in: frame)
                cairo_pop_group_to_source(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
                cairo_paint_with_alpha(cr, Double(transition.contentOpacity))
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, Double(state.opacity))
                return
            }
            state2.opacity = state.opacity * transition.contentOpacity
        }
        let h = state2.homographyToSuperlayer.concatenating(parent)
        if let mask = view.mask {
            return drawMasked(view, by: mask, state: state2, h: h, in: frame)
        }
        if let mask = view.layer.maskLayer {
            return drawMasked(by: mask, h: h, time: view.layer.layerTime(atGlobal: frame.now), host: view, in: frame) {
                self.drawBody(of: view, state: state2, h: h, alpha: state2.opacity, in: frame)
            }
        }
        drawBody(of: view, state: state2, h: h, alpha: state2.opacity, in: frame)
    }

    /// `view` drawn through the alpha of `mask` (whose frame is in `view`'s coordinates).
    private func drawMasked(_ view: UIView, by mask: UIView, state: LayerState, h: Homography, in frame: FrameContext) {
        let cr = frame.cr
        cairo_push_group(cr)
        drawBody(of: view, state: state, h: h, alpha: state.opacity, in: frame)
        let content = cairo_pop_group(cr)
        cairo_push_group(cr)
        draw(mask, parent: h, in: frame)
        let alpha = cairo_pop_group(cr)
        cairo_set_source(cr, content)
        cairo_mask(cr, alpha)
        cairo_pattern_destroy(content)
        cairo_pattern_destroy(alpha)
    }

    /// Background, content, subviews and border of `view`, mapped by `h` to device pixels.
    /// Opacity below 1 applies to the view and its subviews as one group, as in UIKit.
    func drawBody(of view: UIView, state: LayerState, h: Homography, alpha: CGFloat, in frame: FrameContext) {
        lastFrameViewCount += 1
        let layer = view.layer
        // Most views hold no free-standing layers: their subviews are drawn without building
        // the mixed list.
        let items: [SublayerItem] = layer.hasFreeSublayers ? view.drawingItems : []
        let subviews = items.isEmpty ? view.subviewsInDrawingOrder : []
        let look = LayerLook(state: state, h: h, alpha: alpha, hasChildren: !items.isEmpty || !subviews.isEmpty,
                             fillsOutline: layer.fillsOutline, colorsFrom: view)
        let time = items.isEmpty ? frame.now : layer.layerTime(atGlobal: frame.now)
        drawLayered(look, in: frame) { ownAlpha, outline in
            if layer.drawsLayerContent {
                let clip = layer.fillsOutline ? outline : nil
                self.replay(layer.ownContent(layer.presented(at: frame.now)), h: h, alpha: ownAlpha, clip: clip, in: frame)
            }
            self.drawContent(of: view, state: state, h: h, alpha: ownAlpha, in: frame)
        } children: {
            let inner = layer.sublayerHomography.map { $0.concatenating(h) } ?? h
            for subview in subviews { self.draw(subview, parent: inner, in: frame) }
            for item in items {
                switch item {
                case .view(let subview): self.draw(subview, parent: inner, in: frame)
                case .layer(let sublayer): self.drawLayer(sublayer, parent: inner, time: time, alpha: 1, host: view, in: frame)
                }
            }
        }
    }

    /// What a layer's body is drawn from: its presented state, its map to device pixels, its
    /// opacity, whether it has sublayers or subviews, and how its colours resolve.
    struct LayerLook {
        let state: LayerState
        let h: Homography
        let alpha: CGFloat
        let hasChildren: Bool
        /// Whether the layer's own content fills its (rounded) outline, as a gradient does:
        /// the content is clipped to it and casts the outline's shadow.
        let fillsOutline: Bool
        /// Whether the content may reach past the bounds (a shape layer's path), so it is
        /// drawn even when the bounds are empty or off screen.
        var overflows = false
        /// The view whose traits resolve dynamic colours (a reference, not a closure: no
        /// allocation per layer per frame).
        let colorsFrom: UIView
    }

    /// Shadow, background, `content`, `children` and border of a layer, clipped to its
    /// outline when it masks to bounds; below full opacity with children, as one group.
    func drawLayered(_ look: LayerLook, in frame: FrameContext, content: (CGFloat, [CGPoint]) -> Void, children: () -> Void) {
        let cr = frame.cr
        let state = look.state, h = look.h
        let grouped = look.alpha < 0.999 && look.hasChildren
        if grouped { cairo_push_group(cr) }
        let ownAlpha = grouped ? 1 : look.alpha
        let shape = state.clipOutline ?? CairoPaths.outline(of: state.bounds, radius: state.cornerRadius, corners: state.maskedCorners)
        let outline = CairoPaths.map(shape, h)
        let onScreen = outline.map { DevicePixels.intersects($0, frame.limit) } ?? false
        let clips = state.masksToBounds && outline != nil
        if clips, let outline {
            cairo_save(cr)
            CairoPaths.polygon(outline, in: cr)
            cairo_clip(cr)
        }
        if let shadow = state.shadow, shadow.isVisible {
            drawShadow(shadow, state: state, h: h, alpha: ownAlpha, filled: state.backgroundColor != nil || look.fillsOutline,
                       colorsFrom: look.colorsFrom, in: frame)
        }
        if onScreen, let outline, let color = state.backgroundColor.map { resolve($0, for: look.colorsFrom) }, color.alpha > 0 {
            color.setSource(on: cr, alpha: ownAlpha)
            CairoPaths.polygon(outline, in: cr)
            cairo_fill(cr)
        }
        if onScreen || look.overflows { content(ownAlpha, outline ?? []) }
        if look.hasChildren, onScreen || !state.masksToBounds { children() }
        if clips { cairo_restore(cr) }
        if onScreen, state.borderWidth > 0, let color = state.borderColor.map { resolve($0, for: look.colorsFrom) },
           let border = CairoPaths.map(CairoPaths.outline(of: state.bounds.insetBy(dx: state.borderWidth / 2, dy: state.borderWidth / 2),
                                                         radius: max(0, state.cornerRadius - state.borderWidth / 2), corners: state.maskedCorners), h) {
            color.setSource(on: cr, alpha: ownAlpha)
            cairo_set_line_width(cr, Double(state.borderWidth * devicePixelsPerPoint(h, state.bounds)))
            CairoPaths.polygon(border, in: cr)
            cairo_stroke(cr)
        }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(look.alpha))
        }
    }

    /// The layer's shadow: its shape (`shadowPath`, or the rounded outline when the layer has a
    /// background), offset, and softened over `shadowRadius` by stacking fills that grow by
    /// steps with a share of the opacity each — a close, cheap stand-in for a Gaussian blur.
    private func drawShadow(_ shadow: LayerShadow, state: LayerState, h: Homography, alpha: CGFloat, filled: Bool,
                            colorsFrom view: UIView, in frame: FrameContext) {
        guard let color = shadow.color.map({ resolve($0, for: view) }) else { return }
        let shifted = Homography.translation(shadow.offset.width, shadow.offset.height).concatenating(h)
        let steps = shadow.radius < 0.5 ? 1 : 6
        let share = CGFloat(shadow.opacity) * alpha / CGFloat(steps)
        for step in 0..<steps {
            let grow = steps == 1 ? 0 : shadow.radius * (CGFloat(steps - step) / CGFloat(steps) - 0.5)
            let shapes: [[CGPoint]]
            if let path = shadow.path {
                shapes = path.map { CairoPaths.grown($0, by: grow) }
            } else if filled {
                let rect = state.bounds.insetBy(dx: -grow, dy: -grow)
                shapes = [CairoPaths.outline(of: rect, radius: max(0, state.cornerRadius + grow), corners: state.maskedCorners)]
            } else {
                return
            }
            for shape in shapes {
                guard let mapped = CairoPaths.map(shape, shifted) else { continue }
                color.setSource(on: frame.cr, alpha: share)
                CairoPaths.polygon(mapped, in: frame.cr)
                cairo_fill(frame.cr)
            }
        }
    }

    /// A dynamic colour as `view`'s traits show it; plain colours cost nothing.
    func resolve(_ color: UIColor, for view: UIView) -> UIColor {
        color.isDynamic ? color.resolvedColor(with: view.renderingTraitCollection) : color
    }

    private func drawContent(of view: UIView, state: LayerState, h: Homography, alpha: CGFloat, in frame: FrameContext) {
        guard let raster = ContentRaster.current(for: view),
              let drawn = raster.image(forScale: devicePixelsPerPoint(h, state.bounds), fonts: fonts) else { return }
        // As Core Animation stretches contents to the bounds, content drawn for the model's
        // size follows the presented size while the bounds animate.
        let recorded = raster.recordedBounds
        let sx = recorded.width > 0 ? state.bounds.width / recorded.width : 1
        let sy = recorded.height > 0 ? state.bounds.height / recorded.height : 1
        let imageToLocal = Homography.scale(1 / drawn.pixelsPerPoint.width, 1 / drawn.pixelsPerPoint.height)
            .concatenating(.translation(raster.extent.minX - recorded.minX, raster.extent.minY - recorded.minY))
            .concatenating(.scale(sx, sy))
            .concatenating(.translation(state.bounds.minX, state.bounds.minY))
        paint(drawn.image, imageToDevice: imageToLocal.concatenating(h), alpha: alpha, in: frame)
    }

    /// Paints `image` mapped by `imageToDevice`: with Cairo when the map is affine, through a
    /// pixman projective warp when it has perspective.
    func paint(_ image: CairoImage, imageToDevice: Homography, alpha: CGFloat, in frame: FrameContext) {
        let cr = frame.cr
        let w = Double(image.pixelWidth), h = Double(image.pixelHeight)
        if imageToDevice.isAffine {
            let a = imageToDevice.affine
            cairo_save(cr)
            var matrix = cairo_matrix_t(xx: Double(a.a), yx: Double(a.b), xy: Double(a.c), yy: Double(a.d),
                                        x0: Double(a.tx), y0: Double(a.ty))
            cairo_transform(cr, &matrix)
            cairo_set_source_surface(cr, image.surface, 0, 0)
            let exact = a.a == 1 && a.d == 1 && a.b == 0 && a.c == 0 && a.tx == a.tx.rounded() && a.ty == a.ty.rounded()
            cairo_pattern_set_filter(cairo_get_source(cr), exact ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
            cairo_rectangle(cr, 0, 0, w, h)
            if alpha >= 0.999 {
                cairo_fill(cr)
            } else {
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, Double(alpha))
            }
            cairo_restore(cr)
            return
        }
        guard let (warped, origin) = ProjectiveWarp.warp(image, imageToDevice: imageToDevice, limit: frame.limit) else { return }
        cairo_set_source_surface(cr, warped.surface, Double(origin.x), Double(origin.y))
        cairo_paint_with_alpha(cr, Double(alpha))
    }

    func devicePixelsPerPoint(_ h: Homography, _ bounds: CGRect) -> CGFloat {
        DevicePixels.perPoint(h, bounds, fallback: scale)
    }
}

extension CairoRenderer {
    /// Makes this renderer the one `UIView.transition(with:…)` and `snapshotView(afterScreenUpdates:)`
    /// capture views with (hosts call it once they have a renderer).
    public func installAsViewSnapshotter() { Platform.snapshotter = RendererSnapshotter(renderer: self) }
}

/// The renderer behind the host protocol (held weakly: the host owns the renderer).
@MainActor private final class RendererSnapshotter: ViewSnapshotting {
    weak var renderer: CairoRenderer?
    init(renderer: CairoRenderer) { self.renderer = renderer }
    func snapshot(of view: UIView) -> AnyObject? { renderer?.snapshot(of: view) }
}
