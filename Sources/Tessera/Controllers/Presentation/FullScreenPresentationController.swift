import Foundation

/// UIKit's presentation controller for the full-screen and current-context styles: the
/// presented view fills the container; `.fullScreen` and `.currentContext` take the
/// presenter's view away once they cover it (hidden here, shown again on dismissal), the
/// `over` styles leave it showing through.
@MainActor final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool {
        presentationStyle == .fullScreen || presentationStyle == .currentContext
    }

    override var placesPresentedView: Bool { true }

    override func style(matches style: UIModalPresentationStyle) -> Bool {
        [.fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .none, .custom].contains(style)
    }
}
