import Foundation
import TesseraCore

/// The `<connections>` of a nib's objects, made once every object exists: outlets and outlet
/// collections through key-value coding (``UIResponder/setValue(_:forKey:)``), actions through
/// target–action with UIKit's selectors, segues through the storyboard.
@MainActor struct NibConnections {
    let instantiation: NibInstantiation

    private static let events: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "menuActionTriggered": .menuActionTriggered, "editingDidBegin": .editingDidBegin,
        "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit,
    ]

    /// Connects what the made objects hold, and what `extraSources` (File's Owner, a scene's
    /// controller whose view loads later) hold towards objects made here.
    func connect(made: [(element: IBElement, object: AnyObject)], extraSources: [IBElement]) {
        var collections: [(source: AnyObject, property: String, items: [AnyObject])] = []
        let madeIDs = Set(made.compactMap { $0.element.id })
        var sources: [(IBElement, AnyObject, onlyTowardsMade: Bool)] = made.map { ($0.element, $0.object, false) }
        for element in extraSources {
            if let id = element.id, let object = instantiation.object(id) { sources.append((element, object, true)) }
        }
        for (element, source, onlyTowardsMade) in sources {
            for connection in element.connections {
                if onlyTowardsMade, !madeIDs.contains(connection.destination) { continue }
                connect(connection, from: source, element: element, collections: &collections)
            }
        }
        for (source, property, items) in collections {
            setValue(items, forKey: property, on: source, element: nil)
        }
    }

    private func connect(_ connection: IBConnection, from source: AnyObject, element: IBElement,
                         collections: inout [(source: AnyObject, property: String, items: [AnyObject])]) {
        if case .segue(let segue) = connection {
            instantiation.context.segues?.connect(segue, from: source, in: instantiation)
            return
        }
        guard let destination = resolve(connection.destination, element: element) else { return }
        switch connection {
        case let .outlet(property, _, _):
            setValue(destination, forKey: property, on: source, element: element)
        case let .outletCollection(property, _, _):
            if let index = collections.firstIndex(where: { $0.source === source && $0.property == property }) {
                collections[index].items.append(destination)
            } else {
                collections.append((source, property, [destination]))
            }
        case let .action(selector, _, eventType, line):
            connectAction(Selector(selector), from: source, to: destination, eventType: eventType, line: line)
        case .segue:
            break
        }
    }

    /// The destination object; nil when it belongs to a part of the document made elsewhere (a
    /// scene's view, loaded later), and reported when the document has no such object.
    private func resolve(_ id: String, element: IBElement) -> AnyObject? {
        if let object = instantiation.object(id) { return object }
        if !instantiation.documentHas(id) {
            NibDiagnostics.report("a connection of <\(element.name)> names \"\(id)\", which the document does not have", element,
                                  in: instantiation.document)
        }
        return nil
    }

    private func setValue(_ value: Any?, forKey key: String, on source: AnyObject, element: IBElement?) {
        switch source {
        case let codable as KeyValueCodable: codable.setValue(value, forKey: key)
        case let recognizer as UIGestureRecognizer where key == "delegate":
            recognizer.delegate = value as? UIGestureRecognizerDelegate
        default:
            KeyValueCoding.reportUndefined(key, of: source, setting: true)
        }
    }

    private func connectAction(_ action: Selector, from source: AnyObject, to target: AnyObject, eventType: String?, line: Int) {
        switch source {
        case let control as UIControl:
            let events = eventType.flatMap { Self.events[$0] } ?? .primaryActionTriggered
            control.addTarget(target, action: action, for: events)
        case let recognizer as UIGestureRecognizer:
            recognizer.addHandler { [weak target] recognizer in
                _ = (target as? UIResponder)?.perform(action, withSender: recognizer)
            }
        case let item as UIBarButtonItem:
            item.target = target
            item.action = action
        default:
            TesseraDiagnostics.reportOnce("\(instantiation.document.name), line \(line): action \(action.name) from \(type(of: source)), "
                + "which sends no actions; skipped")
        }
    }
}
