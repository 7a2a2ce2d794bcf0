import Foundation

extension UIWindowScene {
    /// What a new window is opened for: an activity, with request options and a preview.
    @preconcurrency @MainActor open class ActivationConfiguration: NSObject {
        public let userActivity: NSUserActivity
        open var options: UIWindowScene.ActivationRequestOptions?
        open var preview: UITargetedPreview?

        public init(userActivity: NSUserActivity) {
            self.userActivity = userActivity
            super.init()
        }
    }

    /// "Open in New Window": a menu action that opens a new scene for the configuration its
    /// provider gives. Without multiple scenes (or without a configuration) it performs its
    /// alternate action instead, as UIKit's does.
    @preconcurrency @MainActor open class ActivationAction: UIAction {
        public typealias ConfigurationProvider = (UIWindowScene.ActivationAction) -> UIWindowScene.ActivationConfiguration?

        private let configurationProvider: ConfigurationProvider
        private let alternate: UIAction?

        public init(title: String? = nil, image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                    alternate: UIAction? = nil, _ configurationProvider: @escaping ConfigurationProvider) {
            self.configurationProvider = configurationProvider
            self.alternate = alternate
            super.init(title: title ?? "Open in New Window", image: image ?? UIImage(systemName: "plus"),
                       identifier: identifier, discoverabilityTitle: discoverabilityTitle, attributes: attributes) { action in
                (action as? ActivationAction)?.activate()
            }
        }

        /// Asks for the new scene, or performs the alternate action.
        private func activate() {
            guard UIApplication.shared.supportsMultipleScenes, let configuration = configurationProvider(self) else {
                alternate?.perform(from: sender)
                return
            }
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: configuration.userActivity, options: configuration.options)
        }
    }
}
