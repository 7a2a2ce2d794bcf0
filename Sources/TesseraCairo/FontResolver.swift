import CCairo
import Foundation
@_spi(Host) import Tessera

/// Finds the installed family fontconfig uses for a requested family, and turns a `UIFont`
/// into a Pango font description.
final class FontResolver: @unchecked Sendable {
    private let lock = NSLock()
    private var families: [String: String] = [:]
    private var pinned = false

    /// The family fontconfig matches for `requested` (its best match, or its default sans);
    /// with pinned fonts, one of the three pinned families (``pinnedFamily(for:)``).
    func resolvedFamily(_ requested: String) -> String {
        lock.lock(); defer { lock.unlock() }
        if let known = families[requested] { return known }
        let found = pinned ? FontResolver.pinnedFamily(for: requested) : match(requested) ?? UIFont.systemFamilyName
        families[requested] = found
        return found
    }

    /// Forgets what it resolved: the fonts changed (``FontSet``).
    func fontsChanged(pinned: Bool) {
        lock.lock(); defer { lock.unlock() }
        families = [:]
        self.pinned = pinned
    }

    /// The pinned family standing for `requested`: monospaced names take DejaVu Sans Mono,
    /// serif names DejaVu Serif, everything else DejaVu Sans. Decided by name, not by
    /// fontconfig's rules, so no machine's aliases change the choice.
    static func pinnedFamily(for requested: String) -> String {
        let name = requested.lowercased()
        let monospaced = ["mono", "courier", "menlo", "consol", "code"]
        if monospaced.contains(where: name.contains) { return "DejaVu Sans Mono" }
        let serif = ["serif", "times", "georgia", "new york", "baskerville", "palatino", "didot", "charter"]
        if serif.contains(where: name.contains), !name.contains("sans") { return "DejaVu Serif" }
        return "DejaVu Sans"
    }

    private func match(_ family: String) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        // PostScript names run words together ("GillSans"); fontconfig knows "Gill Sans".
        let spaced = family.replacingOccurrences(of: "([a-z])([A-Z])", with: "$1 $2", options: .regularExpression)
        for name in Set([family, spaced]) {
            _ = name.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(matched) }
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(matched, FC_FAMILY, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
    }

    /// A Pango description of `font` with its size in device units (points = pixels at 1x).
    func description(for font: UIFont) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, resolvedFamily(font.familyName))
        pango_font_description_set_weight(description, pangoWeight(font.weight))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(font.pointSize) * Double(PANGO_SCALE))
        return description
    }

    private func pangoWeight(_ weight: UIFont.Weight) -> PangoWeight {
        switch weight.rawValue {
        case ..<(-0.7): return PANGO_WEIGHT_ULTRALIGHT
        case ..<(-0.5): return PANGO_WEIGHT_THIN
        case ..<(-0.2): return PANGO_WEIGHT_LIGHT
        case ..<0.2: return PANGO_WEIGHT_NORMAL
        case ..<0.28: return PANGO_WEIGHT_MEDIUM
        case ..<0.35: return PANGO_WEIGHT_SEMIBOLD
        case ..<0.5: return PANGO_WEIGHT_BOLD
        case ..<0.6: return PANGO_WEIGHT_ULTRABOLD
        default: return PANGO_WEIGHT_HEAVY
        }
    }
}
