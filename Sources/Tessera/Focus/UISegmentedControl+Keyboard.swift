import Foundation

extension UISegmentedControl {
    /// Chooses the next enabled segment `steps` away, as the arrow keys do, with
    /// `.valueChanged`; stays at the ends.
    func selectSegment(steppedBy steps: Int) {
        guard isEnabled, numberOfSegments > 0 else { return }
        var index = selectedSegmentIndex < 0 ? (steps > 0 ? -1 : numberOfSegments) : selectedSegmentIndex
        repeat {
            index += steps > 0 ? 1 : -1
        } while (0..<numberOfSegments).contains(index) && !isEnabledForSegment(at: index)
        guard (0..<numberOfSegments).contains(index), index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }
}
