import Foundation

/// Hands an event's touches to the views they are bound to, phase by phase.
@MainActor enum TouchDelivery {
    static func deliver(_ event: UIEvent) {
        let touches = event.allTouches ?? []
        let byView = Dictionary(grouping: touches.filter { $0.view != nil }) { ObjectIdentifier($0.view!) }
        for group in byView.values {
            guard let view = group.first?.view else { continue }
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                let set = Set(group.filter { $0.phase == phase })
                guard !set.isEmpty else { continue }
                switch phase {
                case .began: view.touchesBegan(set, with: event)
                case .moved: view.touchesMoved(set, with: event)
                case .ended: view.touchesEnded(set, with: event)
                case .cancelled: view.touchesCancelled(set, with: event)
                case .stationary: break
                }
            }
        }
    }
}
