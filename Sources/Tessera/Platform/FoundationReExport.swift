// `import UIKit` gives client code Foundation (CGFloat, CGRect, IndexPath, IndexSet, NSCoder,
// floor, ...); `import Tessera` must give the same, so ported files need only the import changed.
@_exported import Foundation
