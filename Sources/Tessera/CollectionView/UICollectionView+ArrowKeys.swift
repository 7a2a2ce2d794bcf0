import Foundation

/// The arrow keys move the keyboard focus by where items are, as in a grid on iPad: Down goes
/// to the item below (the nearest to the focused item's centre across), Right to the item
/// beside it. Where nothing lies beside (a list's rows; the end of a grid's row), Right and
/// Left step to the next or previous item in order instead; at the top or bottom row Up and
/// Down stay.
extension UICollectionView {
    enum ArrowDirection {
        case up, down, left, right

        var heading: UIFocusHeading {
            switch self {
            case .up: return .up
            case .down: return .down
            case .left: return .left
            case .right: return .right
            }
        }
    }

    func moveKeyboardFocus(toward direction: ArrowDirection) {
        let forward = direction == .down || direction == .right
        let heading = direction.heading
        guard let from = keyboardFocus, isExistingItem(from), let frame = layoutAttributesForItem(at: from)?.frame else {
            moveKeyboardFocus(by: forward ? 1 : -1, heading: heading)
            return
        }
        if let target = item(toward: direction, from: frame, excluding: from) {
            moveKeyboardFocus(by: offset(from: from, to: target), heading: heading)
        } else if direction == .left || direction == .right {
            moveKeyboardFocus(by: forward ? 1 : -1, heading: heading)
        }
    }

    /// The nearest item beyond `frame` in `direction`: least distance that way, then least
    /// distance across; searched within a screen's length.
    private func item(toward direction: ArrowDirection, from frame: CGRect, excluding current: IndexPath) -> IndexPath? {
        let reach = max(bounds.width, bounds.height)
        let band: CGRect
        switch direction {
        case .down: band = CGRect(x: -.greatestFiniteMagnitude / 4, y: frame.maxY - 1, width: .greatestFiniteMagnitude / 2, height: reach)
        case .up: band = CGRect(x: -.greatestFiniteMagnitude / 4, y: frame.minY + 1 - reach, width: .greatestFiniteMagnitude / 2, height: reach)
        case .right: band = CGRect(x: frame.maxX - 1, y: frame.minY + 1, width: reach, height: max(frame.height - 2, 1))
        case .left: band = CGRect(x: frame.minX + 1 - reach, y: frame.minY + 1, width: reach, height: max(frame.height - 2, 1))
        }
        let candidates = (collectionViewLayout.layoutAttributesForElements(in: band) ?? []).filter {
            $0.representedElementCategory == .cell && $0.indexPath != current && !$0.isHidden && lies($0.frame, direction, of: frame)
        }
        return candidates.min { distance($0.frame, from: frame, direction) < distance($1.frame, from: frame, direction) }?.indexPath
    }

    private func lies(_ other: CGRect, _ direction: ArrowDirection, of frame: CGRect) -> Bool {
        switch direction {
        case .down: return other.minY >= frame.maxY - 1
        case .up: return other.maxY <= frame.minY + 1
        case .right: return other.minX >= frame.maxX - 1 && overlapsAcross(other, frame)
        case .left: return other.maxX <= frame.minX + 1 && overlapsAcross(other, frame)
        }
    }

    /// Whether the two share part of a row.
    private func overlapsAcross(_ other: CGRect, _ frame: CGRect) -> Bool {
        other.minY < frame.maxY - 1 && other.maxY > frame.minY + 1
    }

    /// Along the direction first, then across (centre to centre).
    private func distance(_ other: CGRect, from frame: CGRect, _ direction: ArrowDirection) -> (CGFloat, CGFloat) {
        switch direction {
        case .down: return (other.minY - frame.maxY, abs(other.midX - frame.midX))
        case .up: return (frame.minY - other.maxY, abs(other.midX - frame.midX))
        case .right: return (other.minX - frame.maxX, abs(other.midY - frame.midY))
        case .left: return (frame.minX - other.maxX, abs(other.midY - frame.midY))
        }
    }

    /// How many items on `target` is from `start`, counting across sections.
    private func offset(from start: IndexPath, to target: IndexPath) -> Int {
        let (low, high) = start < target ? (start, target) : (target, start)
        var count = 0
        var section = low.section
        var item = low.item
        while section < high.section {
            count += numberOfItems(inSection: section) - item
            section += 1
            item = 0
        }
        count += high.item - item
        return start < target ? count : -count
    }
}
