import Foundation

/// A search bar's delegate; every method optional, as in UIKit.
@preconcurrency @MainActor public protocol UISearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// The field of a search bar: rounded and grey, a magnifying glass before the text.
@preconcurrency @MainActor open class UISearchTextField: UITextField {
    /// The tokens before the text, as capsules (a mail client's "From: Anna").
    open var tokens: [UISearchToken] = [] { didSet { showTokens() } }
    /// Whether Backspace at the start of the text removes the last token; true by default.
    open var allowsDeletingTokens = true
    open var allowsCopyingTokens = true
    /// The capsules' colour; the tint colour, lightened, when nil.
    open var tokenBackgroundColor: UIColor? { didSet { showTokens() } }
    private let strip = SearchTokenStrip()

    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        tokens.insert(token, at: min(max(0, tokenIndex), tokens.count))
    }

    /// Removes the token at `tokenIndex`; an index out of range is reported, naming it and the count.
    open func removeToken(at tokenIndex: Int) {
        guard tokens.indices.contains(tokenIndex) else {
            TesseraDiagnostics.report("UISearchTextField.removeToken(at: \(tokenIndex)): out of range; the field has \(tokens.count) token(s)")
            return
        }
        tokens.remove(at: tokenIndex)
    }

    /// Backspace at the start of the text removes the last token.
    open override func deleteBackward() {
        let atStart = selectedTextRange.map { offset(from: beginningOfDocument, to: $0.start) == 0 && $0.isEmpty } ?? true
        if atStart, allowsDeletingTokens, !tokens.isEmpty {
            tokens.removeLast()
            sendActions(for: .editingChanged)
            return
        }
        super.deleteBackward()
    }

    private func showTokens() {
        strip.show(tokens, colour: tokenBackgroundColor ?? tintColor.withAlphaComponent(0.2))
        leftView = tokens.isEmpty ? nil : strip
        leftViewMode = tokens.isEmpty ? .never : .always
        setNeedsLayout()
    }
}

/// A token of a search field: an icon and a text, and the object it stands for.
@preconcurrency @MainActor open class UISearchToken: NSObject {
    public let icon: UIImage?
    public let text: String
    open var representedObject: Any?

    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }
}

/// The search field's tokens side by side, each a rounded capsule.
@MainActor final class SearchTokenStrip: UIView {
    func show(_ tokens: [UISearchToken], colour: UIColor) {
        subviews.forEach { $0.removeFromSuperview() }
        var x: CGFloat = 0
        for token in tokens {
            let label = UILabel()
            label.text = token.text
            label.font = .systemFont(ofSize: 15)
            label.textAlignment = .center
            label.backgroundColor = colour
            label.layer.cornerRadius = 6
            label.clipsToBounds = true
            let width = label.sizeThatFits(CGSize(width: 300, height: 24)).width + 14
            label.frame = CGRect(x: x, y: 0, width: width, height: 24)
            addSubview(label)
            x += width + 4
        }
        bounds = CGRect(x: 0, y: 0, width: max(0, x), height: 24)
    }
}

/// A search field in iOS's look, with an optional Cancel button and scope bar.
///
/// Typing tells the delegate `textDidChange` at each change; Return `searchButtonClicked`;
/// Cancel `cancelButtonClicked`. Choosing a scope tells `selectedScopeButtonIndexDidChange`.
/// It sizes to 56 points (more with the scope bar), as UIKit's; use it as a table's header view
/// or through a `UISearchController`.
@preconcurrency @MainActor open class UISearchBar: UIView, UITextFieldDelegate {
    /// What this class takes from its appearance proxies (UIAppearance.swift).
    override class var appearanceProperties: [AppearanceProperty] {
        super.appearanceProperties + [.object(\UISearchBar.barTintColor)]
    }
    public enum Style: UInt, Sendable { case `default`, prominent, minimal }

    public let searchTextField = UISearchTextField()
    open weak var delegate: UISearchBarDelegate?
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    open var prompt: String?
    open var searchBarStyle: Style = .default
    open var barTintColor: UIColor?
    open var showsCancelButton = false { didSet { setNeedsLayout() } }
    open var scopeButtonTitles: [String]? { didSet { rebuildScopes() } }
    open var selectedScopeButtonIndex: Int {
        get { max(0, scopeBar.selectedSegmentIndex) }
        set { scopeBar.selectedSegmentIndex = newValue }
    }
    /// Whether the scope bar shows under the field (the bar grows to 100 points; what holds the
    /// bar lays it out again).
    open var showsScopeBar = false {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            superview?.setNeedsLayout()
        }
    }
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }

    let cancelButton = UIButton(type: .system)
    let scopeBar = UISegmentedControl(items: nil)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        redecodeBackground(coder)
        decodeSearchBarAttributes(coder)
    }

    private func setUp() {
        searchTextField.placeholder = "Search"
        searchTextField.backgroundColor = .tertiarySystemFill
        searchTextField.layer.cornerRadius = 10
        searchTextField.returnKeyType = .search
        searchTextField.clearButtonMode = .whileEditing
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass", withConfiguration: .init(pointSize: 15)))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame.size = CGSize(width: 28, height: 36)
        searchTextField.leftView = glass
        searchTextField.leftViewMode = .always
        searchTextField.delegate = self
        searchTextField.addAction(UIAction { [weak self] _ in self?.textChanged() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        addSubview(cancelButton)
        scopeBar.addAction(UIAction { [weak self] _ in self?.scopeChanged() }, for: .valueChanged)
        addSubview(scopeBar)
        if frame.height == 0 { frame.size.height = 56 }
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        if animated { UIView.animate(withDuration: 0.25) { self.showsCancelButton = showsCancelButton; self.layoutIfNeeded() } }
        else { self.showsCancelButton = showsCancelButton }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: showsScopeBar ? 100 : 56) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: showsScopeBar ? 100 : 56) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let cancelWidth: CGFloat = showsCancelButton ? cancelButton.intrinsicContentSize.width + 8 : 0
        searchTextField.frame = CGRect(x: 16, y: 10, width: max(0, bounds.width - 32 - cancelWidth), height: 36)
        cancelButton.isHidden = !showsCancelButton
        cancelButton.frame = CGRect(x: bounds.width - 16 - cancelWidth + 8, y: 10, width: cancelWidth - 8, height: 36)
        scopeBar.isHidden = !showsScopeBar
        scopeBar.frame = CGRect(x: 16, y: 56, width: max(0, bounds.width - 32), height: 32)
    }

    private func rebuildScopes() {
        scopeBar.removeAllSegments()
        for (index, title) in (scopeButtonTitles ?? []).enumerated() { scopeBar.insertSegment(withTitle: title, at: index, animated: false) }
        if scopeBar.numberOfSegments > 0 { scopeBar.selectedSegmentIndex = 0 }
    }

    private func textChanged() { delegate?.searchBar(self, textDidChange: text ?? "") }
    private func cancelTapped() { delegate?.searchBarCancelButtonClicked(self) }
    private func scopeChanged() { delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex) }

    // MARK: The field's delegate, passed on

    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { delegate?.searchBarShouldBeginEditing(self) ?? true }
    public func textFieldDidBeginEditing(_ textField: UITextField) { delegate?.searchBarTextDidBeginEditing(self) }
    public func textFieldDidEndEditing(_ textField: UITextField) { delegate?.searchBarTextDidEndEditing(self) }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: string) ?? true
    }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        delegate?.searchBarSearchButtonClicked(self)
        return true
    }

    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
}
