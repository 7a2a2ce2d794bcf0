import Foundation

/// Foundation's undo manager, which Foundation on Linux does not have: actions registered
/// while changing something, undone and redone in turn.
///
/// Each registration is its own group unless the caller groups them
/// (`beginUndoGrouping()`/`endUndoGrouping()`); undoing a group runs its actions in reverse,
/// and what they register while undoing becomes the redo.
@preconcurrency @MainActor open class UndoManager: NSObject {
    private var undoStack: [[() -> Void]] = []
    private var redoStack: [[() -> Void]] = []
    private var openGroups = 0
    private var current: [() -> Void] = []
    private var state: State = .normal
    private enum State { case normal, undoing, redoing }
    /// How many steps are kept (0: no limit).
    open var levelsOfUndo = 0
    open var groupsByEvent = false
    private var actionName = ""

    public override init() { super.init() }

    open var canUndo: Bool { !undoStack.isEmpty }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var isUndoing: Bool { state == .undoing }
    open var isRedoing: Bool { state == .redoing }
    open var undoActionName: String { actionName }
    open var redoActionName: String { actionName }

    open func setActionName(_ actionName: String) { self.actionName = actionName }

    /// Registers `handler`, called with `target` to take the change back.
    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
        let action: () -> Void = { [weak target] in if let target { handler(target) } }
        if openGroups > 0 { current.append(action) } else { push([action]) }
    }

    open func beginUndoGrouping() { openGroups += 1 }

    open func endUndoGrouping() {
        guard openGroups > 0 else { return }
        openGroups -= 1
        guard openGroups == 0, !current.isEmpty else { return }
        let group = current
        current = []
        push(group)
    }

    private func push(_ group: [() -> Void]) {
        switch state {
        case .undoing: redoStack.append(group)
        case .redoing: undoStack.append(group)
        case .normal:
            undoStack.append(group)
            redoStack.removeAll()
        }
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    open func undo() { run(from: \.undoStack, as: .undoing) }
    open func redo() { run(from: \.redoStack, as: .redoing) }

    private func run(from stack: ReferenceWritableKeyPath<UndoManager, [[() -> Void]]>, as mode: State) {
        guard let group = self[keyPath: stack].popLast() else { return }
        state = mode
        beginUndoGrouping()
        for action in group.reversed() { action() }
        endUndoGrouping()
        state = .normal
    }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }
}
