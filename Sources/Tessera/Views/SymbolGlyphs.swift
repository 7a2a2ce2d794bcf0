import Foundation

/// One piece of a symbol: a line drawn in the tint, an area filled with it, or a line drawn in
/// the background colour over a fill (a knocked-out checkmark).
enum SymbolPart {
    case stroke(UIBezierPath)
    case fill(UIBezierPath)
    case knockout(UIBezierPath)
}

/// Tessera's symbols, drawn here (not Apple's): each a few strokes and fills in a 20-point
/// box, drawn at any size and weight by ``draw(_:in:tint:)``.
enum SymbolGlyphs {
    typealias Glyph = @MainActor () -> [SymbolPart]

    // MARK: Building blocks

    @MainActor private static func poly(_ points: [(CGFloat, CGFloat)], closed: Bool = false) -> UIBezierPath {
        let path = UIBezierPath()
        for (index, (x, y)) in points.enumerated() {
            if index == 0 { path.move(to: CGPoint(x: x, y: y)) } else { path.addLine(to: CGPoint(x: x, y: y)) }
        }
        if closed { path.close() }
        return path
    }

    @MainActor private static func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) -> UIBezierPath {
        UIBezierPath(ovalIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
    }

    @MainActor private static func rounded(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ r: CGFloat) -> UIBezierPath {
        UIBezierPath(roundedRect: CGRect(x: x, y: y, width: w, height: h), cornerRadius: r)
    }

    @MainActor private static func star() -> UIBezierPath {
        let points = (0..<10).map { index -> (CGFloat, CGFloat) in
            let angle = CGFloat(index) * .pi / 5 - .pi / 2
            let radius: CGFloat = index.isMultiple(of: 2) ? 8.6 : 3.6
            return (10 + cos(angle) * radius, 10.8 + sin(angle) * radius)
        }
        return poly(points, closed: true)
    }

    @MainActor private static func heart() -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 16.8))
        path.addCurve(to: CGPoint(x: 4.3, y: 4.9), controlPoint1: CGPoint(x: 3, y: 12), controlPoint2: CGPoint(x: 1.6, y: 7.4))
        path.addCurve(to: CGPoint(x: 10, y: 6), controlPoint1: CGPoint(x: 6.3, y: 3), controlPoint2: CGPoint(x: 9, y: 3.6))
        path.addCurve(to: CGPoint(x: 15.7, y: 4.9), controlPoint1: CGPoint(x: 11, y: 3.6), controlPoint2: CGPoint(x: 13.7, y: 3))
        path.addCurve(to: CGPoint(x: 10, y: 16.8), controlPoint1: CGPoint(x: 18.4, y: 7.4), controlPoint2: CGPoint(x: 17, y: 12))
        path.close()
        return path
    }

    @MainActor private static func personBody(_ scale: CGFloat = 1, dx: CGFloat = 0, dy: CGFloat = 0) -> [UIBezierPath] {
        let head = circle(10 + dx, 6.3 * scale + dy + (1 - scale) * 6, 3.3 * scale)
        let body = UIBezierPath()
        let top = 11.2 * scale + dy + (1 - scale) * 6
        let bottom = 17 * scale + dy + (1 - scale) * 6
        let half = 6.3 * scale
        body.move(to: CGPoint(x: 10 - half + dx, y: bottom))
        body.addCurve(to: CGPoint(x: 10 + dx, y: top), controlPoint1: CGPoint(x: 10 - half + dx, y: top + 1.5), controlPoint2: CGPoint(x: 10 - 3 * scale + dx, y: top))
        body.addCurve(to: CGPoint(x: 10 + half + dx, y: bottom), controlPoint1: CGPoint(x: 10 + 3 * scale + dx, y: top), controlPoint2: CGPoint(x: 10 + half + dx, y: top + 1.5))
        body.close()
        return [head, body]
    }

    @MainActor private static func gear() -> UIBezierPath {
        let points = (0..<32).map { index -> (CGFloat, CGFloat) in
            let angle = CGFloat(index) / 32 * 2 * .pi
            let radius: CGFloat = (index / 2).isMultiple(of: 2) ? 8.4 : 6.6
            return (10 + cos(angle) * radius, 10 + sin(angle) * radius)
        }
        return poly(points, closed: true)
    }

    @MainActor private static func folder() -> UIBezierPath {
        poly([(2, 5), (2, 16), (18, 16), (18, 7), (9.6, 7), (8, 4.5), (2.6, 4.5)], closed: true)
    }

    @MainActor private static func bell() -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 3, y: 14.5))
        path.addLine(to: CGPoint(x: 17, y: 14.5))
        path.addCurve(to: CGPoint(x: 15, y: 9), controlPoint1: CGPoint(x: 15.4, y: 13), controlPoint2: CGPoint(x: 15, y: 11.5))
        path.addCurve(to: CGPoint(x: 5, y: 9), controlPoint1: CGPoint(x: 15, y: 1.8), controlPoint2: CGPoint(x: 5, y: 1.8))
        path.addCurve(to: CGPoint(x: 3, y: 14.5), controlPoint1: CGPoint(x: 5, y: 11.5), controlPoint2: CGPoint(x: 4.6, y: 13))
        path.close()
        return path
    }

    @MainActor private static func circled(_ inner: [SymbolPart], filled: Bool) -> [SymbolPart] {
        guard filled else { return [.stroke(circle(10, 10, 8.2))] + inner }
        return [.fill(circle(10, 10, 8.9))] + inner.map { part in
            switch part {
            case .stroke(let path), .knockout(let path): .knockout(path)
            case .fill(let path): .knockout(path)
            }
        }
    }

    @MainActor private static func arrow(_ from: (CGFloat, CGFloat), _ to: (CGFloat, CGFloat)) -> [SymbolPart] {
        let dx = to.0 - from.0, dy = to.1 - from.1
        let length = max(0.001, hypot(dx, dy))
        let ux = dx / length, uy = dy / length
        let head: CGFloat = 5
        let left = (to.0 - ux * head - uy * head, to.1 - uy * head + ux * head)
        let right = (to.0 - ux * head + uy * head, to.1 - uy * head - ux * head)
        return [.stroke(poly([from, to])), .stroke(poly([left, to, right]))]
    }

    // MARK: The symbols

    /// Built once; read from any thread (the glyphs themselves are made on the main actor).
    static let table: [String: Glyph] = {
        var table: [String: Glyph] = [
            "chevron.right": { [.stroke(poly([(7, 3.5), (13.5, 10), (7, 16.5)]))] },
            "chevron.left": { [.stroke(poly([(13, 3.5), (6.5, 10), (13, 16.5)]))] },
            "chevron.up": { [.stroke(poly([(3.5, 13), (10, 6.5), (16.5, 13)]))] },
            "chevron.down": { [.stroke(poly([(3.5, 7), (10, 13.5), (16.5, 7)]))] },
            "checkmark": { [.stroke(poly([(3.5, 10.5), (8, 15), (16.5, 4.5)]))] },
            "plus": { [.stroke(poly([(10, 3), (10, 17)])), .stroke(poly([(3, 10), (17, 10)]))] },
            "minus": { [.stroke(poly([(3, 10), (17, 10)]))] },
            "xmark": { [.stroke(poly([(4.5, 4.5), (15.5, 15.5)])), .stroke(poly([(15.5, 4.5), (4.5, 15.5)]))] },
            "circle": { [.stroke(circle(10, 10, 8.2))] },
            "circle.fill": { [.fill(circle(10, 10, 8.9))] },
            "square": { [.stroke(rounded(3, 3, 14, 14, 3))] },
            "square.fill": { [.fill(rounded(2.5, 2.5, 15, 15, 3.5))] },
            "star": { [.stroke(star())] },
            "star.fill": { [.fill(star())] },
            "heart": { [.stroke(heart())] },
            "heart.fill": { [.fill(heart())] },
            "doc.on.doc": { [.stroke(rounded(6.5, 2.5, 10, 12.5, 2)), .stroke(poly([(4.5, 6), (3.5, 6), (3.5, 17.5), (12.5, 17.5), (12.5, 16)]))] },
            "square.and.arrow.down": { [.stroke(poly([(6.5, 8), (4, 8), (4, 17.5), (16, 17.5), (16, 8), (13.5, 8)])),
                                         .stroke(poly([(10, 2.5), (10, 12.5)])), .stroke(poly([(6.8, 9.5), (10, 12.7), (13.2, 9.5)]))] },
            "magnifyingglass": { [.stroke(circle(8.5, 8.5, 5.6)), .stroke(poly([(12.6, 12.6), (17, 17)]))] },
            "person": { personBody().map { .stroke($0) } },
            "person.fill": { personBody().map { .fill($0) } },
            "person.circle": { circled(personBody(0.62).map { .stroke($0) }, filled: false) },
            "person.circle.fill": { circled(personBody(0.62).map { .fill($0) }, filled: true) },
            "gear": { [.stroke(gear()), .stroke(circle(10, 10, 2.8))] },
            "gearshape": { [.stroke(gear()), .stroke(circle(10, 10, 2.8))] },
            "gearshape.fill": { [.fill(gear()), .knockout(circle(10, 10, 2.4))] },
            "folder": { [.stroke(folder())] },
            "folder.fill": { [.fill(folder())] },
            "photo": {
                [.stroke(rounded(2, 4, 16, 12, 2)), .stroke(poly([(4.5, 13.5), (8, 9.5), (11, 12.5), (13, 10.5), (15.5, 13.5)])),
                 .fill(circle(13.5, 7.5, 1.3))]
            },
            "square.and.arrow.up": {
                [.stroke(poly([(6.5, 8), (4.5, 8), (4.5, 17), (15.5, 17), (15.5, 8), (13.5, 8)]))] + arrow((10, 12.5), (10, 2.5))
            },
            "trash": {
                [.stroke(poly([(3.5, 5), (16.5, 5)])), .stroke(poly([(7.5, 5), (7.5, 3), (12.5, 3), (12.5, 5)])),
                 .stroke(poly([(5, 5), (6, 17), (14, 17), (15, 5)])), .stroke(poly([(8.4, 8), (8.6, 14)])), .stroke(poly([(11.6, 8), (11.4, 14)]))]
            },
            "trash.fill": {
                [.stroke(poly([(3.5, 5), (16.5, 5)])), .stroke(poly([(7.5, 5), (7.5, 3), (12.5, 3), (12.5, 5)])),
                 .fill(poly([(5, 5.5), (6, 17), (14, 17), (15, 5.5)], closed: true))]
            },
            "ellipsis": { [.fill(circle(4, 10, 1.5)), .fill(circle(10, 10, 1.5)), .fill(circle(16, 10, 1.5))] },
            "bell": { [.stroke(bell()), .stroke(poly([(8.5, 17), (11.5, 17)]))] },
            "bell.fill": { [.fill(bell()), .fill(rounded(8, 16, 4, 2, 1))] },
            "house": { [.stroke(poly([(2.5, 10), (10, 3), (17.5, 10)])), .stroke(poly([(4.5, 8.5), (4.5, 17), (15.5, 17), (15.5, 8.5)])),
                        .stroke(poly([(8.5, 17), (8.5, 12.5), (11.5, 12.5), (11.5, 17)]))] },
            "house.fill": { [.fill(poly([(2, 10.5), (10, 3), (18, 10.5), (15.5, 10.5), (15.5, 17), (4.5, 17), (4.5, 10.5)], closed: true))] },
            "envelope": { [.stroke(rounded(2, 4.5, 16, 11, 2)), .stroke(poly([(2.5, 5.5), (10, 11), (17.5, 5.5)]))] },
            "envelope.fill": { [.fill(rounded(2, 4.5, 16, 11, 2)), .knockout(poly([(2.5, 5.5), (10, 11), (17.5, 5.5)]))] },
            "paperplane": { [.stroke(poly([(2, 9), (18, 2.5), (11.5, 18), (9, 11)], closed: true)), .stroke(poly([(9, 11), (18, 2.5)]))] },
            "paperplane.fill": { [.fill(poly([(2, 9), (18, 2.5), (11.5, 18), (9, 11)], closed: true))] },
            "pencil": { [.stroke(poly([(3, 17), (4, 13.5), (14, 3.5), (16.5, 6), (6.5, 16)], closed: true)), .stroke(poly([(12, 5.5), (14.5, 8)]))] },
            "square.and.pencil": {
                [.stroke(poly([(10, 4), (3.5, 4), (3.5, 16.5), (16, 16.5), (16, 10)])),
                 .stroke(poly([(8, 12), (8.6, 9.6), (15.2, 3), (17, 4.8), (10.4, 11.4)], closed: true))]
            },
            "arrow.clockwise": {
                // Round from half past one, clockwise, to twelve, where the head points on.
                let path = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10.5), radius: 6.5, startAngle: -.pi / 2 + 0.8,
                                        endAngle: 3 * .pi / 2 - 0.05, clockwise: true)
                return [.stroke(path), .stroke(poly([(8.2, 1.6), (11, 4), (8.2, 6.4)]))]
            },
            "arrow.up": { arrow((10, 17), (10, 3)) },
            "arrow.down": { arrow((10, 3), (10, 17)) },
            "arrow.left": { arrow((17, 10), (3, 10)) },
            "arrow.right": { arrow((3, 10), (17, 10)) },
            "clock": { [.stroke(circle(10, 10, 8.2)), .stroke(poly([(10, 5), (10, 10), (13.5, 12)]))] },
            "calendar": {
                [.stroke(rounded(2.5, 4, 15, 13.5, 2.5)), .stroke(poly([(2.5, 8), (17.5, 8)])),
                 .stroke(poly([(6.5, 2.5), (6.5, 5.5)])), .stroke(poly([(13.5, 2.5), (13.5, 5.5)]))]
            },
            "line.3.horizontal": { [5, 10, 15].map { y in .stroke(poly([(3, y), (17, y)])) } },
            "list.bullet": { [5, 10, 15].flatMap { y -> [SymbolPart] in [.fill(circle(3.8, y, 1.3)), .stroke(poly([(7.5, y), (17, y)]))] } },
            "play.fill": { [.fill(poly([(6, 3.5), (16.5, 10), (6, 16.5)], closed: true))] },
            "pause.fill": { [.fill(rounded(5, 4, 3.5, 12, 1)), .fill(rounded(11.5, 4, 3.5, 12, 1))] },
            "bookmark": { [.stroke(poly([(5, 2.5), (15, 2.5), (15, 17.5), (10, 13.5), (5, 17.5)], closed: true))] },
            "bookmark.fill": { [.fill(poly([(5, 2.5), (15, 2.5), (15, 17.5), (10, 13.5), (5, 17.5)], closed: true))] },
            "camera": {
                [.stroke(poly([(2, 6.5), (6.5, 6.5), (7.8, 4.5), (12.2, 4.5), (13.5, 6.5), (18, 6.5), (18, 16.5), (2, 16.5)], closed: true)),
                 .stroke(circle(10, 11.3, 3))]
            },
            "lock": {
                [.fill(rounded(4, 9, 12, 8.5, 2)),
                 .stroke(UIBezierPath(arcCenter: CGPoint(x: 10, y: 8.5), radius: 3.7, startAngle: .pi, endAngle: 0, clockwise: true))]
            },
            "slider.horizontal.3": {
                [5, 10, 15].enumerated().flatMap { index, y -> [SymbolPart] in
                    let knob: CGFloat = [13, 6.5, 11][index]
                    return [.stroke(poly([(3, y), (17, y)])), .fill(circle(knob, y, 2.2))]
                }
            },
            "exclamationmark.triangle": {
                [.stroke(poly([(10, 2.5), (18, 16.5), (2, 16.5)], closed: true)), .stroke(poly([(10, 7.5), (10, 11.5)])), .fill(circle(10, 14, 1))]
            },
            "mappin": { [.stroke(circle(10, 6.5, 3.6)), .stroke(poly([(10, 10.1), (10, 18)]))] },
            "mappin.circle": { circled([.fill(circle(10, 8, 2.5)), .stroke(poly([(10, 10.5), (10, 14.5)]))], filled: false) },
            "info": { [.fill(circle(10, 4.5, 1.4)), .stroke(poly([(8, 8.5), (10, 8.5), (10, 16)])), .stroke(poly([(7.5, 16), (12.5, 16)]))] },
        ]
        table["chevron.forward"] = table["chevron.right"]
        table["chevron.backward"] = table["chevron.left"]
        table["multiply"] = table["xmark"]
        table["line.horizontal.3"] = table["line.3.horizontal"]
        let inners: [(String, Glyph)] = [
            ("checkmark", { [.stroke(poly([(6, 10.3), (9, 13.2), (14, 7)]))] }),
            ("plus", { [.stroke(poly([(10, 6), (10, 14)])), .stroke(poly([(6, 10), (14, 10)]))] }),
            ("minus", { [.stroke(poly([(6, 10), (14, 10)]))] }),
            ("xmark", { [.stroke(poly([(7, 7), (13, 13)])), .stroke(poly([(13, 7), (7, 13)]))] }),
            ("info", { [.fill(circle(10, 6.3, 1.1)), .stroke(poly([(10, 9), (10, 14.2)]))] }),
            ("ellipsis", { [.fill(circle(6, 10, 1.2)), .fill(circle(10, 10, 1.2)), .fill(circle(14, 10, 1.2))] }),
            ("arrow.up", { arrow((10, 14.5), (10, 5.5)) }),
        ]
        for (name, inner) in inners {
            table[name + ".circle"] = { circled(inner(), filled: false) }
            table[name + ".circle.fill"] = { circled(inner(), filled: true) }
        }
        return table
    }()

    /// Draws the symbol into `rect` of the current context, in `tint`, its strokes as heavy as
    /// its weight and scaled with it.
    @MainActor static func draw(_ symbol: SymbolDescription, in rect: CGRect, tint: UIColor) {
        guard let context = UIGraphicsGetCurrentContext(), let glyph = table[symbol.name] else { return }
        let scale = min(rect.width, rect.height) / 20
        let origin = CGPoint(x: rect.midX - 10 * scale, y: rect.midY - 10 * scale)
        func place(_ points: [CGPoint]) -> [CGPoint] { points.map { CGPoint(x: origin.x + $0.x * scale, y: origin.y + $0.y * scale) } }
        let width = symbol.configuration.weight.strokeWidth * scale
        let tint = symbol.tintColor ?? tint
        for part in glyph() {
            switch part {
            case .stroke(let path), .knockout(let path):
                let color: UIColor
                if case .knockout = part { color = .systemBackground } else { color = tint }
                context.strokeColor = color
                for sub in path.flattened {
                    context.strokePolyline(place(sub.points), closed: sub.closed, width: width, cap: .round, join: .round)
                }
            case .fill(let path):
                context.fillColor = tint
                context.fillPath(path.flattened.map { place($0.points) }, evenOdd: true)
            }
        }
    }
}
