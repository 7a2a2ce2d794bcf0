import Foundation

extension UIImage {
    /// The image's pixels encoded as PNG; nil for an image with no pixels (`UIImage()`, a
    /// symbol image, which is drawn from vectors), or without an encoding backend, in which
    /// case the reason goes to ``TesseraDiagnostics``.
    public func pngData() -> Data? {
        guard backing.pixelWidth > 0, backing.pixelHeight > 0 else { return nil }
        guard let encoder = Platform.imageEncoder else {
            TesseraDiagnostics.report("UIImage.pngData(): no image encoder is installed (install a backend such as TesseraCairo)")
            return nil
        }
        do {
            return try encoder.pngData(of: backing)
        } catch {
            TesseraDiagnostics.report("UIImage.pngData(): \(error)")
            return nil
        }
    }
}
