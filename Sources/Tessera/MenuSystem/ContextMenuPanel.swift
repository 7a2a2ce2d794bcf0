import Foundation

/// What choosing a place on a shown menu does.
enum MenuTarget {
    case leaf(MenuLeafElement, owner: UIMenu)
    case submenu(UIMenu)
    case back
}

/// A shown menu's card: its rows stacked on a rounded, shadowed background, one highlighted
/// under the touch, the pointer or the arrow keys.
///
/// Rows are drawn by plain labels and image views that take no touches: the card tracks
/// touches itself, so a finger can slide from row to row and choose where it lifts, as in UIKit.
@MainActor final class ContextMenuPanel: UIView {
    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44

    private(set) var targets: [(frame: CGRect, target: MenuTarget, isEnabled: Bool)] = []
    private(set) var highlighted: Int?
    private let highlight = UIView()
    /// Called with what the user chose.
    var choose: (MenuTarget) -> Void = { _ in }

    init(rows: [MenuRow], title: String) {
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        layer.cornerRadius = 13
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: 4)
        highlight.backgroundColor = .systemFill
        highlight.isHidden = true
        addSubview(highlight)
        var y: CGFloat = 0
        if !title.isEmpty { y = addHeader(title, at: y) }
        let checks = rows.contains { row in
            if case .leaf(let leaf, _) = row { return leaf.state != .off }
            return false
        }
        for row in rows { y = add(row, at: y, reservesCheck: checks) }
        frame.size = CGSize(width: Self.width, height: max(y, 8))
        let hover = UIHoverGestureRecognizer()
        hover.addHandler { [weak self] recognizer in
            guard let self else { return }
            let point = recognizer.location(in: self)
            self.setHighlight(recognizer.state == .ended ? nil : self.index(at: point))
        }
        addGestureRecognizer(hover)
    }

    required init?(coder: NSCoder) { fatalError("a menu's card is made in code") }

    // MARK: Rows

    private func add(_ row: MenuRow, at y: CGFloat, reservesCheck: Bool) -> CGFloat {
        switch row {
        case .leaf(let leaf, let owner):
            return addLeaf(leaf, owner: owner, at: y, reservesCheck: reservesCheck)
        case .submenu(let menu):
            let height = addTextRow(menu.title, image: UIImage(systemName: "chevron.right"), color: .label, at: y,
                                    indent: reservesCheck ? 40 : 16)
            targets.append((CGRect(x: 0, y: y, width: Self.width, height: height), .submenu(menu), true))
            return y + height
        case .back(let title):
            let height = addTextRow(title, image: nil, color: .label, at: y, indent: 40, leading: UIImage(systemName: "chevron.left"))
            targets.append((CGRect(x: 0, y: y, width: Self.width, height: height), .back, true))
            return y + height + addBand(at: y + height)
        case .header(let title):
            return addHeader(title, at: y)
        case .separator:
            return y + addBand(at: y)
        case .loading:
            return y + addTextRow("Loading…", image: nil, color: .secondaryLabel, at: y, indent: 16)
        case .tiles(let leaves, let imagesOnly):
            return addTiles(leaves, imagesOnly: imagesOnly, at: y)
        }
    }

    private func addLeaf(_ leaf: MenuLeafElement, owner: UIMenu, at y: CGFloat, reservesCheck: Bool) -> CGFloat {
        let isEnabled = !leaf.attributes.contains(.disabled)
        let color: UIColor = !isEnabled ? .tertiaryLabel : (leaf.attributes.contains(.destructive) ? .systemRed : .label)
        let check: UIImage? = leaf.state == .on ? UIImage(systemName: "checkmark") : (leaf.state == .mixed ? UIImage(systemName: "minus") : nil)
        let height = addTextRow(leaf.title, subtitle: leaf.subtitle, image: leaf.image, color: color, at: y,
                                indent: reservesCheck ? 40 : 16, leading: check)
        targets.append((CGRect(x: 0, y: y, width: Self.width, height: height), .leaf(leaf, owner: owner), isEnabled))
        return y + height
    }

    /// A row: an optional leading mark, the title (and subtitle), the image at the trailing side.
    private func addTextRow(_ title: String, subtitle: String? = nil, image: UIImage?, color: UIColor, at y: CGFloat,
                            indent: CGFloat, leading: UIImage? = nil) -> CGFloat {
        let height = subtitle == nil ? Self.rowHeight : Self.rowHeight + 14
        let textWidth = Self.width - indent - (image == nil ? 16 : 48)
        let titleLabel = label(title, font: .systemFont(ofSize: 17), color: color)
        titleLabel.frame = CGRect(x: indent, y: y + (subtitle == nil ? 11 : 6), width: textWidth, height: 22)
        if let subtitle {
            let subtitleLabel = label(subtitle, font: .systemFont(ofSize: 13), color: .secondaryLabel)
            subtitleLabel.frame = CGRect(x: indent, y: y + 30, width: textWidth, height: 18)
        }
        if let image { addImage(image, color: color, frame: CGRect(x: Self.width - 38, y: y + (height - 22) / 2, width: 22, height: 22)) }
        if let leading { addImage(leading, color: color, frame: CGRect(x: 12, y: y + (height - 18) / 2, width: 18, height: 18)) }
        return height
    }

    private func addTiles(_ leaves: [(MenuLeafElement, UIMenu)], imagesOnly: Bool, at y: CGFloat) -> CGFloat {
        let height: CGFloat = imagesOnly ? 44 : 64
        let width = Self.width / CGFloat(leaves.count)
        for (index, (leaf, owner)) in leaves.enumerated() {
            let frame = CGRect(x: CGFloat(index) * width, y: y, width: width, height: height)
            let isEnabled = !leaf.attributes.contains(.disabled)
            let color: UIColor = !isEnabled ? .tertiaryLabel : (leaf.attributes.contains(.destructive) ? .systemRed : .label)
            if let image = leaf.image {
                let top = imagesOnly ? (height - 24) / 2 : 10
                addImage(image, color: color, frame: CGRect(x: frame.midX - 12, y: y + top, width: 24, height: 24))
            }
            if !imagesOnly {
                let title = label(leaf.title, font: .systemFont(ofSize: 12), color: color)
                title.textAlignment = .center
                title.frame = CGRect(x: frame.minX + 2, y: y + 38, width: width - 4, height: 18)
            }
            if leaf.state == .on { addImage(UIImage(systemName: "checkmark")!, color: color, frame: CGRect(x: frame.maxX - 16, y: y + 4, width: 12, height: 12)) }
            targets.append((frame, .leaf(leaf, owner: owner), isEnabled))
        }
        return y + height
    }

    private func addHeader(_ title: String, at y: CGFloat) -> CGFloat {
        let header = label(title, font: .systemFont(ofSize: 13), color: .secondaryLabel)
        header.frame = CGRect(x: 16, y: y + 8, width: Self.width - 32, height: 18)
        return y + 30
    }

    /// The grey band between groups.
    private func addBand(at y: CGFloat) -> CGFloat {
        let band = UIView(frame: CGRect(x: 0, y: y, width: Self.width, height: 8))
        band.backgroundColor = .secondarySystemBackground
        band.isUserInteractionEnabled = false
        addSubview(band)
        return 8
    }

    private func label(_ text: String, font: UIFont, color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = color
        label.isUserInteractionEnabled = false
        addSubview(label)
        return label
    }

    private func addImage(_ image: UIImage, color: UIColor, frame: CGRect) {
        let view = UIImageView(image: image)
        view.tintColor = color
        view.contentMode = .scaleAspectFit
        view.frame = frame
        view.isUserInteractionEnabled = false
        addSubview(view)
    }

    // MARK: Choosing

    func index(at point: CGPoint) -> Int? {
        targets.firstIndex { $0.frame.contains(point) }
    }

    func setHighlight(_ index: Int?) {
        highlighted = index
        guard let index else {
            highlight.isHidden = true
            return
        }
        highlight.frame = targets[index].frame
        highlight.isHidden = !targets[index].isEnabled
    }

    /// Moves the highlight to the next enabled place `step` away (arrow keys), wrapping.
    func moveHighlight(by step: Int) {
        let enabled = targets.indices.filter { targets[$0].isEnabled }
        guard !enabled.isEmpty else { return }
        let current = highlighted.flatMap { enabled.firstIndex(of: $0) } ?? (step > 0 ? -1 : enabled.count)
        let next = (current + step + enabled.count) % enabled.count
        setHighlight(enabled[next])
    }

    /// Chooses the highlighted place, if it is enabled.
    func chooseHighlighted() {
        guard let index = highlighted, targets[index].isEnabled else { return }
        choose(targets[index].target)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        setHighlight(index(at: touch.location(in: self)))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        setHighlight(index(at: touch.location(in: self)))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        setHighlight(index(at: touch.location(in: self)))
        chooseHighlighted()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { setHighlight(nil) }
}
