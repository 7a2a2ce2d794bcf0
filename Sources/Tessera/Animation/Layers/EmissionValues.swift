import Foundation

/// An emitter's settings and the runs of births it has had ("spells": from a time, at a rate,
/// until the next change), from which every particle alive at a moment follows.
struct EmissionValues {
    struct Spell {
        let start: CFTimeInterval
        var end: CFTimeInterval = .infinity
        let rate: Float
        let cells: [CAEmitterCell]
    }

    var cells: [CAEmitterCell]?
    var birthRate: Float = 1
    var lifetime: Float = 1
    var position = CGPoint.zero
    var size = CGSize.zero
    var shape = CAEmitterLayerEmitterShape.point
    var mode = CAEmitterLayerEmitterMode.volume
    var velocity: Float = 1
    var scale: Float = 1
    var spin: Float = 1
    var seed: UInt32 = 0
    private(set) var spells: [Spell] = []

    /// The most particles drawn at once.
    static let limit = 2000

    /// Closes the current spell at `time` and opens one with the current cells and rate.
    mutating func newSpell(at time: CFTimeInterval) {
        if !spells.isEmpty { spells[spells.count - 1].end = min(spells[spells.count - 1].end, time) }
        let longest = CFTimeInterval((cells ?? []).map { $0.lifetime + $0.lifetimeRange }.max() ?? 0) * CFTimeInterval(lifetime)
        spells.removeAll { $0.end + longest < time }
        guard let cells, !cells.isEmpty, birthRate > 0 else { return }
        spells.append(Spell(start: time, rate: birthRate, cells: cells))
    }

    /// Whether a particle is alive or will be born at `time`.
    func isActive(at time: CFTimeInterval) -> Bool {
        let longest = CFTimeInterval(spells.flatMap(\.cells).map { $0.lifetime + $0.lifetimeRange }.max() ?? 0) * CFTimeInterval(lifetime)
        return spells.contains { $0.end == .infinity || $0.end + longest > time }
    }

    /// The particles alive at `time`, oldest first, as drawing commands.
    func commands(at time: CFTimeInterval) -> [DrawingCommand] {
        var commands: [DrawingCommand] = []
        var drawn = 0
        for (spellIndex, spell) in spells.enumerated() {
            for (cellIndex, cell) in spell.cells.enumerated() where cell.isEnabled && cell.birthRate > 0 {
                let rate = CFTimeInterval(cell.birthRate * spell.rate)
                let longest = CFTimeInterval(cell.lifetime + cell.lifetimeRange) * CFTimeInterval(lifetime)
                let first = max(0, Int(((time - longest - spell.start) * rate).rounded(.down)))
                let last = Int((min(time, spell.end) - spell.start) * rate)
                guard last >= first else { continue }
                for index in first...last where drawn < Self.limit {
                    let birth = spell.start + CFTimeInterval(index) / rate
                    guard birth <= time, birth < spell.end else { continue }
                    let particle = Particle(cell: cell, emission: self, birth: birth,
                                            random: ParticleRandom(seed: seed, spell: spellIndex, cell: cellIndex, index: index))
                    guard let drawing = particle.commands(at: time - birth) else { continue }
                    commands += drawing
                    drawn += 1
                }
            }
        }
        return commands
    }
}

/// Numbers in -1…1 that one particle always gets, from its emitter's seed and its place.
struct ParticleRandom {
    let base: UInt64

    init(seed: UInt32, spell: Int, cell: Int, index: Int) {
        var h = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
        for part in [spell, cell, index] { h = (h ^ UInt64(truncatingIfNeeded: part)) &* 0xBF58_476D_1CE4_E5B9 }
        base = h
    }

    /// The `n`th number of this particle.
    func signed(_ n: UInt64) -> CGFloat {
        var x = base &+ n &* 0x94D0_49BB_1331_11EB
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        x ^= x >> 31
        return CGFloat(x >> 11) / CGFloat(1 << 53) * 2 - 1
    }
}

/// One particle at an age: where it is, its size, turn and colour.
struct Particle {
    let cell: CAEmitterCell
    let emission: EmissionValues
    let birth: CFTimeInterval
    let random: ParticleRandom

    func commands(at age: CFTimeInterval) -> [DrawingCommand]? {
        let life = CFTimeInterval(cell.lifetime + cell.lifetimeRange * Float(random.signed(0))) * CFTimeInterval(emission.lifetime)
        guard age >= 0, age < life, let image = cell.contents as? UIImage, image.size.width > 0 else { return nil }
        let t = CGFloat(age)
        let angle = cell.emissionLongitude + cell.emissionRange / 2 * random.signed(1)
        let speed = (cell.velocity + cell.velocityRange * random.signed(2)) * CGFloat(emission.velocity)
        let origin = bornAt()
        let x = origin.x + cos(angle) * speed * t + cell.xAcceleration * t * t / 2
        let y = origin.y + sin(angle) * speed * t + cell.yAcceleration * t * t / 2
        let scale = max(0, (cell.scale + cell.scaleRange * random.signed(3)) * CGFloat(emission.scale) + cell.scaleSpeed * t)
        let turn = (cell.spin + cell.spinRange * random.signed(4)) * CGFloat(emission.spin) * t
        guard let color = color(at: Float(t)), color.alpha > 0.003, scale > 0 else { return nil }
        let size = CGSize(width: image.size.width * scale / max(cell.contentsScale, 0.01),
                          height: image.size.height * scale / max(cell.contentsScale, 0.01))
        let rect = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        return [.saveState, .translate(x, y), .rotate(turn), .tintedImage(image, rect, color), .restoreState]
    }

    /// Where in the emitter's shape it was born.
    private func bornAt() -> CGPoint {
        let p = emission.position, w = emission.size.width, h = emission.size.height
        switch emission.shape {
        case .line: return CGPoint(x: p.x + w / 2 * random.signed(5), y: p.y)
        case .rectangle, .cuboid: return CGPoint(x: p.x + w / 2 * random.signed(5), y: p.y + h / 2 * random.signed(6))
        case .circle, .sphere:
            let a = CGFloat.pi * random.signed(5)
            let r = emission.mode == .outline ? w / 2 : w / 2 * abs(random.signed(6)).squareRoot()
            return CGPoint(x: p.x + r * cos(a), y: p.y + r * sin(a))
        default: return p
        }
    }

    /// The cell's colour with its ranges and speeds, or nil when it has faded out.
    private func color(at t: Float) -> UIColor? {
        let base = (cell.color ?? .white).resolvedColor(with: .current)
        func channel(_ value: CGFloat, _ range: Float, _ speed: Float, _ n: UInt64) -> CGFloat {
            min(max(value + CGFloat(range) * random.signed(n) + CGFloat(speed * t), 0), 1)
        }
        let alpha = channel(base.alpha, cell.alphaRange, cell.alphaSpeed, 10)
        return UIColor(red: channel(base.red, cell.redRange, cell.redSpeed, 7), green: channel(base.green, cell.greenRange, cell.greenSpeed, 8),
                       blue: channel(base.blue, cell.blueRange, cell.blueSpeed, 9), alpha: alpha)
    }
}
