import Foundation

/// `String.LocalizationValue` for Linux: a string literal whose interpolations become the key's
/// format directives as Xcode writes them when it extracts the key (`"\(count) photos"` is the
/// key `"%lld photos"`), with the interpolated values kept as the format's arguments.
///
/// Integers are `%lld` (unsigned `%llu`), `Double` and `CGFloat` `%lf`, `Float` `%f`, and
/// everything else — strings and any other value, by its description — `%@`. A `%` in the
/// literal text is `%%` in the key, as in Xcode's.
/// - Note: Tessera's own type, taken by ``TesseraLocalizedString(localized:table:bundle:comment:)``.
public struct TesseraLocalizationValue: ExpressibleByStringInterpolation {
    /// The key as it is in the app's tables.
    public let key: String
    let arguments: [CVarArg]

    public init(stringLiteral value: String) {
        key = value.replacingOccurrences(of: "%", with: "%%")
        arguments = []
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [CVarArg] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 4 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }

        public mutating func appendInterpolation<Value: BinaryInteger & SignedInteger>(_ value: Value) {
            append("%lld", Int64(value))
        }

        public mutating func appendInterpolation<Value: BinaryInteger & UnsignedInteger>(_ value: Value) {
            append("%llu", UInt64(value))
        }

        public mutating func appendInterpolation(_ value: Double) {
            append("%lf", value)
        }

        public mutating func appendInterpolation(_ value: CGFloat) {
            append("%lf", Double(value))
        }

        public mutating func appendInterpolation(_ value: Float) {
            append("%f", value)
        }

        public mutating func appendInterpolation(_ value: String) {
            append("%@", NSString(string: value))
        }

        public mutating func appendInterpolation<Value>(_ value: Value) {
            append("%@", NSString(string: String(describing: value)))
        }

        private mutating func append(_ directive: String, _ argument: CVarArg) {
            key += directive
            arguments.append(argument)
        }
    }
}

/// `String(localized:table:bundle:comment:)` with interpolation as an app means it on Linux: the
/// key's format (``TesseraLocalizationValue``) looked up as ``TesseraLocalizedString(_:tableName:bundle:value:comment:)``
/// looks up a key, then filled in with the interpolated values — a `.stringsdict` format's
/// plurals, or a string catalog's "vary by plural" variant chosen by the first number
/// interpolated. A key no table has gives its own text filled in, as Foundation's does.
/// - Note: Tessera's own function; `tessera-port` writes it for `String(localized:)`.
public func TesseraLocalizedString(localized value: TesseraLocalizationValue, table: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) -> String {
    let number = value.arguments.firstIndex { $0 is Int64 || $0 is UInt64 || $0 is Double || $0 is Float }
        .map { PluralFormats.number(value.arguments, at: $0) }
    let format = AppLocalization.string(value.key, table: table ?? "Localizable", bundle: bundle, plural: number) ?? value.key
    return PluralFormats.fill(format, value.arguments)
}
