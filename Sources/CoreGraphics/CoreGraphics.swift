// `import CoreGraphics` beside `import UIKit`. Foundation on Linux already has CGFloat, CGPoint,
// CGSize, CGRect and CGAffineTransform's geometry; CGColor, CGPath, CGContext and CGImage's Swift
// forms live in Tessera, so this module gives both, as the SDK's CoreGraphics gives UIKit code.
@_exported import Foundation
@_exported import Tessera
