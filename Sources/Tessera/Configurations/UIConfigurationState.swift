import Foundation

/// A key for an app's own state in a configuration state (`state[.isArchived] = true`).
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// What a view's configuration can depend on: its traits and custom states.
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The state of a view (highlighted, selected, disabled, focused) its configurations follow.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isHighlighted = false
    public var isSelected = false
    public var isDisabled = false
    public var isFocused = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// A cell's state: a view's, plus editing, swiped, expanded, and its drag and drop state.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public enum DragState: Int, Sendable { case none, lifting, dragging }
    public enum DropState: Int, Sendable { case none, notTargeted, targeted }

    public var traitCollection: UITraitCollection
    public var isHighlighted = false
    public var isSelected = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false
    public var isExpanded = false
    public var isReordering = false
    public var cellDragState = DragState.none
    public var cellDropState = DropState.none
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}
