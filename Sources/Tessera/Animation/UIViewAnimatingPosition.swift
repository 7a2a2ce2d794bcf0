import Foundation

/// Where an animation ended: at its end, back at its start, or where it was stopped.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}
