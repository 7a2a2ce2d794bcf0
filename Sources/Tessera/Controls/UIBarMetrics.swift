import Foundation

/// The bar metrics a background image is for.
public enum UIBarMetrics: Int, Sendable {
    case `default`, compact, defaultPrompt, compactPrompt
}

/// The older bars' style: light (default) or black.
public enum UIBarStyle: Int, Sendable {
    case `default`, black
}
