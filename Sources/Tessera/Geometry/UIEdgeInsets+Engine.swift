import Foundation
import TesseraCore

extension UIEdgeInsets {
    /// The insets in the engines' form.
    var engineInsets: EdgeInsets { EdgeInsets(top: top, left: left, bottom: bottom, right: right) }
}
