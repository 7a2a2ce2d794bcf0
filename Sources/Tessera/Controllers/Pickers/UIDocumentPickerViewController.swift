import Foundation
import UniformTypeIdentifiers

/// Hears which documents the user picked, or that the picker was cancelled.
@preconcurrency @MainActor public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}

/// Picks documents to open, or a place to export documents to, with the desktop's file
/// chooser (``DesktopFileChooser``): presenting the controller opens the chooser; what the user
/// picks goes to the delegate, then the controller dismisses itself. Exporting copies the
/// documents to the folder chosen (`asCopy`) and reports their new places.
@preconcurrency @MainActor open class UIDocumentPickerViewController: UIViewController {
    open weak var delegate: UIDocumentPickerDelegate?
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = true
    open var directoryURL: URL?
    private let request: Request

    private enum Request {
        case open(types: [String], asCopy: Bool)
        case export(urls: [URL], asCopy: Bool)
    }

    /// Opens documents of `contentTypes` (the chooser shows files with their extensions).
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool = false) {
        request = .open(types: contentTypes.map { $0.preferredFilenameExtension.map { $0 } ?? $0.identifier }, asCopy: asCopy)
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .formSheet
    }

    /// Exports `urls` to a folder the user picks.
    public init(forExporting urls: [URL], asCopy: Bool = false) {
        request = .export(urls: urls, asCopy: asCopy)
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .formSheet
    }

    public required init?(coder: NSCoder) {
        request = .open(types: [], asCopy: true)
        super.init(coder: coder)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ask()
    }

    private func ask() {
        switch request {
        case let .open(types, _):
            DesktopFileChooser.choose(.open(contentTypes: types, allowsMultiple: allowsMultipleSelection, directories: false)) { [weak self] urls in
                self?.finish(urls)
            }
        case let .export(urls, _):
            DesktopFileChooser.choose(.open(contentTypes: [], allowsMultiple: false, directories: true)) { [weak self] folders in
                self?.finish(folders?.first.map { folder in self?.export(urls, to: folder) ?? [] })
            }
        }
    }

    /// Copies each document into `folder`; a copy that fails is reported and left out.
    private func export(_ urls: [URL], to folder: URL) -> [URL] {
        urls.compactMap { url in
            let target = folder.appendingPathComponent(url.lastPathComponent)
            do {
                if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
                try FileManager.default.copyItem(at: url, to: target)
                return target
            } catch {
                TesseraDiagnostics.report("UIDocumentPickerViewController: \(url.lastPathComponent) could not be exported to \(folder.path): \(error.localizedDescription)")
                return nil
            }
        }
    }

    private func finish(_ urls: [URL]?) {
        let delegate = self.delegate
        dismiss(animated: true)
        if let urls, !urls.isEmpty {
            delegate?.documentPicker(self, didPickDocumentsAt: urls)
        } else {
            delegate?.documentPickerWasCancelled(self)
        }
    }
}
