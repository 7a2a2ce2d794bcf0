import Foundation

/// How drawn colours combine with what is under them (Core Graphics' blend modes).
/// - Note: Tessera draws every mode as `.normal` (source over); the others are accepted so
///   code that names them compiles and draws.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop,
         destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
