import Foundation

@MainActor extension UIImage {
    /// Draws the image at its size with its top-left corner at `point`, in the current context.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image filling `rect` in the current context: a resizable image by its caps, a
    /// mirrored one mirrored, a symbol as vectors, a tinted template in its tint.
    public func draw(in rect: CGRect) { draw(in: rect, alpha: 1) }

    /// Draws at `point` with `alpha` (the blend mode is drawn as `.normal`: see ``CGBlendMode``).
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), alpha: alpha)
    }

    /// Draws filling `rect` with `alpha` (the blend mode is drawn as `.normal`).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) { draw(in: rect, alpha: alpha) }

    /// Fills `rect` with copies of the image side by side from its top-left corner.
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), size.width > 0, size.height > 0 else { return }
        context.saveGState()
        context.clip(to: rect)
        var y = rect.minY
        while y < rect.maxY {
            var x = rect.minX
            while x < rect.maxX {
                draw(in: CGRect(x: x, y: y, width: size.width, height: size.height))
                x += size.width
            }
            y += size.height
        }
        context.restoreGState()
    }

    func draw(in rect: CGRect, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else { return }
        if imageOrientation == .upMirrored {
            context.saveGState()
            context.translateBy(x: rect.minX + rect.maxX, y: 0)
            context.scaleBy(x: -1, y: 1)
            drawUnmirrored(in: rect, alpha: alpha, on: context)
            context.restoreGState()
            return
        }
        drawUnmirrored(in: rect, alpha: alpha, on: context)
    }

    private func drawUnmirrored(in rect: CGRect, alpha: CGFloat, on context: GraphicsContext) {
        if let symbol { return SymbolGlyphs.draw(symbol, in: rect, tint: symbol.tintColor ?? .label) }
        if isTemplateBitmap, let tint = storedTintColor { return context.draw(self, in: rect, tintedWith: tint) }
        if capInsets != .zero { return drawSlices(in: rect, alpha: alpha, on: context) }
        if alpha < 1 { return context.draw(self, part: CGRect(origin: .zero, size: size), in: rect, alpha: alpha) }
        context.draw(self, in: rect)
    }

    /// The nine slices of a resizable image: corners as they are, edges stretched along them,
    /// the middle stretched or tiled.
    private func drawSlices(in rect: CGRect, alpha: CGFloat, on context: GraphicsContext) {
        let caps = capInsets
        let sourceColumns = [0, caps.left, size.width - caps.right, size.width]
        let sourceRows = [0, caps.top, size.height - caps.bottom, size.height]
        let left = min(caps.left, rect.width / 2)
        let right = min(caps.right, rect.width / 2)
        let top = min(caps.top, rect.height / 2)
        let bottom = min(caps.bottom, rect.height / 2)
        let columns = [rect.minX, rect.minX + left, rect.maxX - right, rect.maxX]
        let rows = [rect.minY, rect.minY + top, rect.maxY - bottom, rect.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sourceColumns[column], y: sourceRows[row],
                                    width: sourceColumns[column + 1] - sourceColumns[column], height: sourceRows[row + 1] - sourceRows[row])
                let destination = CGRect(x: columns[column], y: rows[row], width: columns[column + 1] - columns[column],
                                         height: rows[row + 1] - rows[row])
                guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else { continue }
                if row == 1, column == 1, resizingMode == .tile {
                    tile(source, in: destination, alpha: alpha, on: context)
                } else {
                    context.draw(self, part: source, in: destination, alpha: alpha)
                }
            }
        }
    }

    private func tile(_ source: CGRect, in destination: CGRect, alpha: CGFloat, on context: GraphicsContext) {
        var y = destination.minY
        while y < destination.maxY {
            let height = min(source.height, destination.maxY - y)
            var x = destination.minX
            while x < destination.maxX {
                let width = min(source.width, destination.maxX - x)
                context.draw(self, part: CGRect(x: source.minX, y: source.minY, width: width, height: height),
                             in: CGRect(x: x, y: y, width: width, height: height), alpha: alpha)
                x += source.width
            }
            y += source.height
        }
    }
}
