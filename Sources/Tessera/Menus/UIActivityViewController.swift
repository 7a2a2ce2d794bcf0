import Foundation

/// The share sheet: what the items are, and a row per activity that can act on them — Copy
/// (text, links and images to the pasteboard), Save to File… (through the desktop's file
/// chooser: text as UTF-8, images as PNG, files copied), and the app's own activities — less
/// ``excludedActivityTypes``. Choosing a row performs the activity, closes the sheet and calls
/// ``completionWithItemsHandler`` with the activity and whether it completed; closing the
/// sheet otherwise calls it with nil and false. It is a popover (beside its
/// `popoverPresentationController` source, centred without one) that adapts to a sheet in a
/// compact window.
@preconcurrency @MainActor open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    open var allowsProminentActivity = true
    private var finished = false

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        preferredContentSize = CGSize(width: 320, height: 0)
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
    }

    /// The items as each activity gets them (item sources asked for theirs).
    func items(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: type)
        }
    }

    /// The activities offered, in order: Copy, Save to File…, then the app's.
    var offered: [UIActivity] {
        let excluded = Set(excludedActivityTypes ?? [])
        let all: [UIActivity] = [CopyActivity(), SaveToFileActivity()] + applicationActivities
        return all.filter { activity in
            !(activity.activityType.map(excluded.contains) ?? false) && activity.canPerform(withActivityItems: items(for: activity.activityType))
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        var y: CGFloat = 12
        let header = UILabel(frame: CGRect(x: 16, y: y, width: 288, height: 22))
        header.font = .boldSystemFont(ofSize: 15)
        header.text = summary
        view.addSubview(header)
        y += 34
        for activity in offered {
            let row = UIButton(type: .system)
            row.frame = CGRect(x: 8, y: y, width: 304, height: 44)
            row.contentHorizontalAlignment = .leading
            row.setTitle(activity.activityTitle ?? activity.activityType?.rawValue ?? "Activity", for: .normal)
            row.setImage(activity.activityImage, for: .normal)
            row.addAction(UIAction { [weak self] _ in self?.choose(activity) }, for: .touchUpInside)
            view.addSubview(row)
            y += 44
        }
        preferredContentSize = CGSize(width: 320, height: y + 12)
    }

    /// What is being shared, in a line: the first text or link, or how many items.
    private var summary: String {
        for item in items(for: nil) {
            if let text = item as? String { return text }
            if let url = item as? URL { return url.absoluteString }
        }
        return activityItems.count == 1 ? "1 item" : "\(activityItems.count) items"
    }

    private func choose(_ activity: UIActivity) {
        let items = self.items(for: activity.activityType)
        activity.prepare(withActivityItems: items)
        activity.onFinish = { [weak self] completed in self?.finish(activity.activityType, completed: completed) }
        if let controller = activity.activityViewController {
            present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    private func finish(_ type: UIActivity.ActivityType?, completed: Bool) {
        guard !finished else { return }
        finished = true
        let handler = completionWithItemsHandler
        presentedViewController?.dismiss(animated: false)
        dismiss(animated: true)
        handler?(type, completed, nil, nil)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Closed without an activity (a click outside, Escape).
        if !finished, presentingViewController == nil {
            finished = true
            completionWithItemsHandler?(nil, false, nil, nil)
        }
    }
}

/// Copy: text, links and images to the general pasteboard.
@MainActor final class CopyActivity: UIActivity {
    private var items: [Any] = []
    override var activityType: ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }
    override var activityImage: UIImage? { UIImage(systemName: "doc.on.doc") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is String || $0 is URL || $0 is UIImage }
    }

    override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }

    override func perform() {
        let texts = items.compactMap { ($0 as? String) ?? ($0 as? URL)?.absoluteString }
        let images = items.compactMap { $0 as? UIImage }
        if !images.isEmpty { UIPasteboard.general.images = images }
        if !texts.isEmpty { UIPasteboard.general.strings = texts }
        activityDidFinish(true)
    }
}

/// Save to File…: the first item written where the user chooses.
@MainActor final class SaveToFileActivity: UIActivity {
    private var item: Any?
    override var activityType: ActivityType? { .saveToFiles }
    override var activityTitle: String? { "Save to File…" }
    override var activityImage: UIImage? { UIImage(systemName: "square.and.arrow.down") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is String || $0 is UIImage || (($0 as? URL)?.isFileURL ?? false) }
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        item = activityItems.first { $0 is String || $0 is UIImage || (($0 as? URL)?.isFileURL ?? false) }
    }

    private var suggestedName: String {
        if let url = item as? URL { return url.lastPathComponent }
        return item is UIImage ? "Image.png" : "Text.txt"
    }

    override func perform() {
        DesktopFileChooser.choose(.save(suggestedName: suggestedName)) { [weak self] urls in
            guard let self else { return }
            guard let target = urls?.first else { return self.activityDidFinish(false) }
            self.activityDidFinish(self.write(to: target))
        }
    }

    /// Writes the item; a failure is reported with the place and the reason.
    private func write(to target: URL) -> Bool {
        do {
            switch item {
            case let text as String: try Data(text.utf8).write(to: target)
            case let image as UIImage:
                guard let data = image.pngData() else { throw CocoaError(.fileWriteUnknown) }
                try data.write(to: target)
            case let url as URL:
                if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
                try FileManager.default.copyItem(at: url, to: target)
            default: return false
            }
            return true
        } catch {
            TesseraDiagnostics.report("Save to File…: \(target.path) could not be written: \(error.localizedDescription)")
            return false
        }
    }
}
