@_spi(Host) import Tessera
import TesseraCairo

extension UIImage {
    /// The pixel at (x, y) of an image the Cairo backend decoded or drew; nil for another backing.
    func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
        (backing as? CairoImage)?.rgba(x: x, y: y)
    }
}
