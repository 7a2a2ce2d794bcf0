import Foundation

/// Interface Builder's nib files. Tessera loads none — there is no Objective-C runtime to
/// decode them — so code that registers or instantiates nibs compiles, and at run time each
/// use is reported, naming the nib and saying what to do instead (make the view in code, or
/// register the cell class). The app keeps running where it can: `instantiate` gives no
/// objects, a cell registered from a nib is a plain cell of the base class.
@preconcurrency @MainActor open class UINib: NSObject {
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name, as given (`"CardCell"`), or "data" for one made from data.
    let nibName: String

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
        super.init()
    }

    public init(data: Data, bundle bundleOrNil: Bundle?) {
        nibName = "data (\(data.count) bytes)"
        super.init()
    }

    /// Reports that the nib is not loaded and returns no objects.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        UINib.reportNotLoaded(nibName, use: "UINib.instantiate(withOwner:options:)")
        return []
    }

    static func reportNotLoaded(_ name: String, use: String) {
        TesseraDiagnostics.reportOnce("\(use): nib \"\(name)\" is not loaded — Tessera loads no nibs or storyboards "
            + "(no Objective-C runtime); make the view in code (init(frame:)) and register its class")
    }
}

extension Bundle {
    /// Reports that the nib is not loaded (see ``UINib``) and returns nil.
    @MainActor public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib.reportNotLoaded(name, use: "Bundle.loadNibNamed(_:owner:options:)")
        return nil
    }
}
