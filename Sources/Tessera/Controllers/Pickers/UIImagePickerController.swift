import Foundation

/// Hears the image the user picked, or that the picker was cancelled. If the delegate does not
/// implement these, the picker dismisses itself, as in UIKit.
@preconcurrency @MainActor public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
    }
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

/// Picks a photo. On the desktop the photo library is the file system: presenting the picker
/// opens the desktop's file chooser (``DesktopFileChooser``) for image files, and the image
/// chosen reaches the delegate as `.originalImage` (and `.imageURL`, `.mediaType`
/// `public.image`). There is no camera: ``isSourceTypeAvailable(_:)`` says so for `.camera`,
/// and asking for it is reported and cancelled. A file that is not an image is reported,
/// naming it, and the picker is cancelled.
///
/// As in UIKit, the picker is a navigation controller and its `delegate` is the navigation
/// controller's; give it an object that is also a ``UIImagePickerControllerDelegate``.
@preconcurrency @MainActor open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }

    /// The keys of the picked media's description.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    }

    open var sourceType: SourceType = .photoLibrary
    open var mediaTypes = ["public.image"]
    /// Kept; the picked image is not cropped (`.editedImage` is the original).
    open var allowsEditing = false

    /// Whether the desktop has the source: its files stand for the library; it has no camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
    }

    public init() {
        super.init(rootViewController: UIViewController())
        modalPresentationStyle = .formSheet
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private var asked = false

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !asked else { return }
        asked = true
        guard Self.isSourceTypeAvailable(sourceType) else {
            TesseraDiagnostics.report("UIImagePickerController: the desktop has no camera (sourceType .camera); the picker is cancelled")
            return cancel()
        }
        DesktopFileChooser.choose(.open(contentTypes: ["public.image"], allowsMultiple: false, directories: false)) { [weak self] urls in
            guard let self else { return }
            guard let url = urls?.first else { return self.cancel() }
            self.pick(url)
        }
    }

    private func pick(_ url: URL) {
        guard let image = UIImage(contentsOfFile: url.path) else {
            TesseraDiagnostics.report("UIImagePickerController: \(url.lastPathComponent) is not an image that can be read; the picker is cancelled")
            return cancel()
        }
        let info: [InfoKey: Any] = [.originalImage: image, .editedImage: image, .imageURL: url, .mediaType: "public.image"]
        guard let delegate = delegate as? UIImagePickerControllerDelegate else { return dismiss(animated: true) }
        delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    private func cancel() {
        guard let delegate = delegate as? UIImagePickerControllerDelegate else { return dismiss(animated: true) }
        delegate.imagePickerControllerDidCancel(self)
    }
}
