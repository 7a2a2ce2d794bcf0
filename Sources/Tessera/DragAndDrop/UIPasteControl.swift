import Foundation

/// The kinds of data a paste target accepts, by type identifier.
@preconcurrency @MainActor open class UIPasteConfiguration: NSObject {
    open var acceptableTypeIdentifiers: [String]

    public override init() {
        acceptableTypeIdentifiers = []
        super.init()
    }

    public convenience init(acceptableTypeIdentifiers: [String]) {
        self.init()
        self.acceptableTypeIdentifiers = acceptableTypeIdentifiers
    }

    /// The identifiers objects of `aClass` can be read from.
    public convenience init(forAccepting aClass: NSItemProviderReading.Type) {
        self.init(acceptableTypeIdentifiers: aClass.readableTypeIdentifiersForItemProvider)
    }

    /// `String.self`, `UIImage.self`, …
    public convenience init<T: ItemProviderBridgeable>(forAccepting aClass: T.Type) {
        self.init(forAccepting: T.ReferenceType.self)
    }

    open func addAcceptableTypeIdentifiers(_ acceptableTypeIdentifiers: [String]) {
        self.acceptableTypeIdentifiers += acceptableTypeIdentifiers.filter { !self.acceptableTypeIdentifiers.contains($0) }
    }

    open func addTypeIdentifiers(forAccepting aClass: NSItemProviderReading.Type) {
        addAcceptableTypeIdentifiers(aClass.readableTypeIdentifiersForItemProvider)
    }

    /// Whether `provider` carries one of the accepted types (or one conforming to it).
    func accepts(_ provider: NSItemProvider) -> Bool {
        acceptableTypeIdentifiers.contains { provider.hasItemConformingToTypeIdentifier($0) }
    }
}

/// Something that takes pasted items: a paste control's target.
@preconcurrency @MainActor public protocol UIPasteConfigurationSupporting: AnyObject {
    var pasteConfiguration: UIPasteConfiguration? { get set }
    func paste(itemProviders: [NSItemProvider])
    func canPaste(_ itemProviders: [NSItemProvider]) -> Bool
}

extension UIPasteConfigurationSupporting {
    /// Whether any item is of a type the ``pasteConfiguration`` accepts.
    public func canPaste(_ itemProviders: [NSItemProvider]) -> Bool {
        guard let configuration = pasteConfiguration else { return false }
        return itemProviders.contains(where: configuration.accepts)
    }
}

/// A Paste button: enabled while the clipboard holds something its target can paste, and
/// pasting the clipboard's items into the target when tapped (no permission prompt, as with
/// UIKit's control).
/// - Note: UIKit's responders conform to ``UIPasteConfigurationSupporting`` themselves; in
///   Tessera a target adopts the protocol.
@preconcurrency @MainActor open class UIPasteControl: UIControl {
    public enum DisplayMode: UInt, Sendable {
        case iconAndLabel, iconOnly, labelOnly
    }

    @preconcurrency @MainActor open class Configuration: NSObject {
        open var displayMode: DisplayMode = .iconAndLabel
        open var cornerStyle: UIButton.Configuration.CornerStyle = .dynamic
        open var cornerRadius: CGFloat = 0
        open var baseForegroundColor: UIColor?
        open var baseBackgroundColor: UIColor?
        public override init() { super.init() }
    }

    public let configuration: Configuration
    open weak var target: UIPasteConfigurationSupporting? { didSet { refresh() } }
    private let button = UIButton(configuration: .filled())
    private var observedChange = -1

    public init(configuration: Configuration) {
        self.configuration = configuration
        super.init(frame: .zero)
        setUp()
    }

    public override init(frame: CGRect) {
        configuration = Configuration()
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        configuration = Configuration()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        var look = UIButton.Configuration.filled()
        let mode = configuration.displayMode
        look.title = mode == .iconOnly ? nil : "Paste"
        look.image = mode == .labelOnly ? nil : UIImage(systemName: "doc.on.doc")
        look.imagePadding = 6
        look.cornerStyle = configuration.cornerStyle
        look.baseForegroundColor = configuration.baseForegroundColor
        look.baseBackgroundColor = configuration.baseBackgroundColor
        if configuration.cornerRadius > 0 { look.background.cornerRadius = configuration.cornerRadius }
        button.configuration = look
        button.frame = bounds
        button.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        button.isUserInteractionEnabled = false
        addSubview(button)
        addAction(UIAction { [weak self] _ in self?.pasteIntoTarget() }, for: .touchUpInside)
        refresh()
    }

    open override var intrinsicContentSize: CGSize { button.intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        refresh()
    }

    /// Enabled while the clipboard has something the target accepts.
    private func refresh() {
        observedChange = UIPasteboard.general.changeCount
        let enabled = target.map { $0.canPaste(UIPasteboard.general.itemProviders) } ?? false
        if isEnabled != enabled { isEnabled = enabled }
        button.isEnabled = enabled
    }

    /// The clipboard may have changed since the control was laid out: asked again on a tap.
    private func pasteIntoTarget() {
        if observedChange != UIPasteboard.general.changeCount { refresh() }
        let providers = UIPasteboard.general.itemProviders
        guard let target, target.canPaste(providers) else { return }
        target.paste(itemProviders: providers.filter { target.pasteConfiguration?.accepts($0) ?? true })
    }
}

extension UIPasteboard {
    /// The clipboard's items as item providers (their text and images), and setting it from
    /// providers.
    public var itemProviders: [NSItemProvider] {
        get {
            items.compactMap { item -> NSItemProvider? in
                if let text = item[PasteboardTypes.text] as? String { return NSItemProvider(object: text as NSString) }
                if let url = item[PasteboardTypes.url] as? URL { return NSItemProvider(object: url.absoluteString as NSString) }
                if let image = item[PasteboardTypes.png] as? UIImage { return NSItemProvider(object: image) }
                return nil
            }
        }
        set { setItemProviders(newValue, localOnly: false, expirationDate: nil) }
    }

    /// Sets the clipboard to the providers' text and images (the others are not kept).
    public func setItemProviders(_ itemProviders: [NSItemProvider], localOnly: Bool, expirationDate: Date?) {
        let made: [[String: Any]] = itemProviders.compactMap { provider in
            if let text = provider.object(as: NSString.self) as? NSString { return [PasteboardTypes.text: text as String] }
            if let image = provider.object(as: UIImage.self) as? UIImage { return [PasteboardTypes.png: image] }
            return nil
        }
        setItems(made, options: [:])
    }
}

extension UIPasteboard {
    /// Sets the clipboard to `objects` (strings and images), one item each.
    public func setObjects(_ objects: [NSItemProviderWriting]) {
        setItemProviders(objects.map(NSItemProvider.init(object:)), localOnly: false, expirationDate: nil)
    }

    public func setObjects(_ objects: [NSItemProviderWriting], localOnly: Bool, expirationDate: Date?) {
        setItemProviders(objects.map(NSItemProvider.init(object:)), localOnly: localOnly, expirationDate: expirationDate)
    }
}
