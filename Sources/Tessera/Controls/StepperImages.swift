import Foundation

/// A stepper's custom images: the glyphs of its halves (in place of − and +), its background
/// stretched behind it, and its divider, each by control state — the normal one when a state
/// has none. A half that cannot step shows its `.disabled` image.
@MainActor final class StepperImages {
    enum Part { case increment, decrement, background }
    private var images: [Part: [UInt: UIImage]] = [:]
    private var dividers: [String: UIImage] = [:]
    let increment = UIImageView()
    let decrement = UIImageView()
    let background = UIImageView()
    let divider = UIImageView()

    init() {
        for view in [increment, decrement, background, divider] {
            view.isUserInteractionEnabled = false
            view.contentMode = view === background ? .scaleToFill : .center
        }
    }

    func set(_ image: UIImage?, _ part: Part, for state: UIControl.State) {
        images[part, default: [:]][state.rawValue] = image
    }

    func image(_ part: Part, for state: UIControl.State) -> UIImage? {
        images[part]?[state.rawValue] ?? images[part]?[0]
    }

    func setDivider(_ image: UIImage?, left: UIControl.State, right: UIControl.State) {
        dividers["\(left.rawValue)-\(right.rawValue)"] = image
    }

    func divider(left: UIControl.State, right: UIControl.State) -> UIImage? {
        dividers["\(left.rawValue)-\(right.rawValue)"] ?? dividers["0-0"]
    }

    var hasGlyphs: Bool { images[.increment] != nil || images[.decrement] != nil }
    var hasBackground: Bool { images[.background] != nil }
    var hasDivider: Bool { !dividers.isEmpty }
}
