import CCairo
import Foundation
@_spi(Host) import Tessera
import TesseraCore

/// Free-standing layers (`addSublayer`): drawn every frame from their presented values, with
/// their class's content replayed straight onto the frame (no cached raster: shapes and
/// gradients are cheap, and they animate).
extension CairoRenderer {
    /// Draws `layer` into its superlayer's map `parent`, at `alpha` times its own opacity,
    /// with its superlayer's clock at `time`; colours resolve with `host`'s traits.
    func drawLayer(_ layer: CALayer, parent: Homography, time parentTime: CFTimeInterval, alpha: CGFloat, host: UIView, in frame: FrameContext) {
        let time = layer.localTime(fromParent: parentTime)
        let p = layer.presented(at: frame.now, localTime: time)
        // From now on its changes run implicit animations, as a layer on screen does.
        if !layer.hasBeenDrawn { layer.hasBeenDrawn = true }
        let opacity = p.state.opacity * alpha
        guard !p.state.isHidden, opacity > 0.001 else { return }
        let h = p.state.homographyToSuperlayer.concatenating(parent)
        guard let mask = layer.maskLayer else {
            return drawLayerBody(layer, p, h: h, alpha: opacity, time: time, host: host, in: frame)
        }
        drawMasked(by: mask, h: h, time: time, host: host, in: frame) {
            self.drawLayerBody(layer, p, h: h, alpha: opacity, time: time, host: host, in: frame)
        }
    }

    private func drawLayerBody(_ layer: CALayer, _ p: LayerPresentation, h: Homography, alpha: CGFloat, time: TimeInterval,
                               host: UIView, in frame: FrameContext) {
        lastFrameViewCount += 1
        let sublayers = layer.sublayers ?? []
        var look = LayerLook(state: p.state, h: h, alpha: alpha, hasChildren: !sublayers.isEmpty, fillsOutline: layer.fillsOutline,
                             colorsFrom: host)
        look.overflows = layer is CAShapeLayer || layer is CATextLayer || layer is CAEmitterLayer
        drawLayered(look, in: frame) { ownAlpha, outline in
            self.replay(layer.ownContent(p), h: h, alpha: ownAlpha, clip: layer.fillsOutline ? outline : nil, in: frame)
        } children: {
            let inner = layer.sublayerHomography.map { $0.concatenating(h) } ?? h
            guard let replicator = layer as? CAReplicatorLayer else {
                for sublayer in sublayers { self.drawLayer(sublayer, parent: inner, time: time, alpha: 1, host: host, in: frame) }
                return
            }
            for instance in replicator.instances {
                let moved = Homography(flattening: instance.transform).concatenating(inner)
                for sublayer in sublayers {
                    self.drawLayer(sublayer, parent: moved, time: time - instance.delay, alpha: instance.opacity, host: host, in: frame)
                }
            }
        }
    }

    /// Replays a layer's own drawing commands in its coordinates (the flat part of `h`),
    /// inside `clip` (device pixels) when given.
    func replay(_ commands: [DrawingCommand], h: Homography, alpha: CGFloat, clip: [CGPoint]? = nil, in frame: FrameContext) {
        guard !commands.isEmpty else { return }
        let cr = frame.cr
        let a = h.affine
        cairo_save(cr)
        if let clip {
            CairoPaths.polygon(clip, in: cr)
            cairo_clip(cr)
        }
        var matrix = cairo_matrix_t(xx: Double(a.a), yx: Double(a.b), xy: Double(a.c), yy: Double(a.d), x0: Double(a.tx), y0: Double(a.ty))
        cairo_transform(cr, &matrix)
        if alpha < 0.999 { cairo_push_group(cr) }
        CommandRasterizer(fonts: fonts).replay(commands, on: cr)
        if alpha < 0.999 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(alpha))
        }
        cairo_restore(cr)
    }

    /// What `body` draws, shown through the alpha of the layer `mask` (in the masked layer's
    /// coordinates, mapped by `h`).
    func drawMasked(by mask: CALayer, h: Homography, time: CFTimeInterval, host: UIView, in frame: FrameContext, body: () -> Void) {
        let cr = frame.cr
        cairo_push_group(cr)
        body()
        let content = cairo_pop_group(cr)
        cairo_push_group(cr)
        drawLayer(mask, parent: h, time: time, alpha: 1, host: host, in: frame)
        let alpha = cairo_pop_group(cr)
        cairo_set_source(cr, content)
        cairo_mask(cr, alpha)
        cairo_pattern_destroy(content)
        cairo_pattern_destroy(alpha)
    }
}
