import Foundation
import Tessera

/// Menus as modern UIKit apps show them: right-click (or long-press) the photo for its context
/// menu — a submenu, a single-choice group shown inline, a toggle that keeps the menu open, a
/// destructive action; a pop-up button that shows its choice; a "More" button whose menu opens
/// on a tap with a row of small actions and recent files that load when it opens; a bar button
/// item with a menu; rest the pointer on a button for its tool tip. UIKit API: `UIContextMenuInteraction` and its delegate, `UIMenu` (options
/// `.displayInline`, `.singleSelection`, `preferredElementSize`), `UIAction` (attributes,
/// state), `UIDeferredMenuElement`, `UIButton.menu`, `showsMenuAsPrimaryAction`,
/// `changesSelectionAsPrimaryAction`, `UIBarButtonItem.menu`, `UIControl.toolTip`.
public final class MenusDemoController: UIViewController, UIContextMenuInteractionDelegate {
    public let photo = UIImageView()
    public let sortButton = UIButton(type: .system)
    public let moreButton = UIButton(type: .system)
    let status = UILabel()
    private var isFavourite = false
    private var angle = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menus"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = filterItem()
        photo.image = DemoPhotos.named("coffee")
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.layer.cornerRadius = 12
        photo.isUserInteractionEnabled = true
        photo.addInteraction(UIContextMenuInteraction(delegate: self))
        configureButtons()
        status.text = "Right-click or long-press the photo"
        status.textColor = .secondaryLabel
        let buttons = UIStackView(arrangedSubviews: [sortButton, moreButton])
        buttons.spacing = 16
        let stack = UIStackView(arrangedSubviews: [photo, buttons, status])
        stack.axis = .vertical
        stack.spacing = 16
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            photo.widthAnchor.constraint(equalToConstant: 280),
            photo.heightAnchor.constraint(equalToConstant: 190),
        ])
    }

    // MARK: The photo's context menu

    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { [weak self] _ in self?.photoMenu() })
    }

    private func photoMenu() -> UIMenu {
        let favourite = UIAction(title: "Favourite", image: UIImage(systemName: isFavourite ? "heart.fill" : "heart"),
                                 attributes: .keepsMenuPresented, state: isFavourite ? .on : .off) { [weak self] action in
            guard let self else { return }
            self.isFavourite.toggle()
            action.state = self.isFavourite ? .on : .off
            self.report(self.isFavourite ? "Added to favourites" : "Removed from favourites")
        }
        let rotate = UIMenu(title: "Rotate", image: UIImage(systemName: "arrow.clockwise"), children: [
            UIAction(title: "Left", image: UIImage(systemName: "arrow.left")) { [weak self] _ in self?.rotate(by: -90) },
            UIAction(title: "Right", image: UIImage(systemName: "arrow.right")) { [weak self] _ in self?.rotate(by: 90) },
        ])
        let sizes = UIMenu(title: "Size", options: [.displayInline, .singleSelection], children: ["Small", "Medium", "Large"].map { size in
            UIAction(title: size, state: size == "Medium" ? .on : .off) { [weak self] _ in self?.report("Size: \(size)") }
        })
        return UIMenu(title: "Coffee", children: [
            UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { [weak self] _ in self?.report("Copied the photo") },
            UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { [weak self] _ in self?.report("Shared") },
            favourite, rotate, sizes,
            UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
                self?.report("Deleted")
            },
        ])
    }

    // MARK: Buttons and the bar

    private func configureButtons() {
        sortButton.menu = UIMenu(children: ["Newest first", "Oldest first", "By name"].map { order in
            UIAction(title: order) { [weak self] _ in self?.report("Sorted: \(order)") }
        })
        sortButton.showsMenuAsPrimaryAction = true
        sortButton.changesSelectionAsPrimaryAction = true
        moreButton.setTitle("More…", for: .normal)
        moreButton.menu = UIMenu(children: [
            UIMenu(options: .displayInline, preferredElementSize: .small, children: [
                UIAction(title: "Cut", image: UIImage(systemName: "minus")) { [weak self] _ in self?.report("Cut") },
                UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { [weak self] _ in self?.report("Copied") },
                UIAction(title: "Paste", image: UIImage(systemName: "square.and.arrow.down")) { [weak self] _ in self?.report("Pasted") },
            ]),
            UIMenu(title: "Recent", options: .displayInline, children: [recentFiles()]),
        ])
        moreButton.showsMenuAsPrimaryAction = true
        moreButton.toolTip = "Clipboard actions and recent files"
        sortButton.toolTip = "How the photos are ordered"
    }

    /// Recent files, "loaded" when the menu first opens.
    private func recentFiles() -> UIDeferredMenuElement {
        UIDeferredMenuElement { [weak self] completion in
            completion(["Trip.md", "Budget.numbers"].map { name in
                UIAction(title: name, image: UIImage(systemName: "folder")) { _ in self?.report("Opened \(name)") }
            })
        }
    }

    private func filterItem() -> UIBarButtonItem {
        let item = UIBarButtonItem(title: "Filter", style: .plain, target: nil, action: nil)
        item.menu = UIMenu(options: .singleSelection, children: ["All", "Favourites", "Recent"].map { filter in
            UIAction(title: filter, state: filter == "All" ? .on : .off) { [weak self] _ in self?.report("Showing \(filter)") }
        })
        return item
    }

    private func rotate(by degrees: Int) {
        angle = (angle + degrees + 360) % 360
        photo.transform = CGAffineTransform(rotationAngle: CGFloat(angle) * .pi / 180)
        report("Rotated to \(angle)°")
    }

    private func report(_ text: String) {
        status.text = text
    }
}
