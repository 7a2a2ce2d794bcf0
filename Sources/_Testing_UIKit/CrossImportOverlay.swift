// Swift Testing declares cross-import overlays for UIKit and CoreGraphics (the toolchain's
// Testing.swiftcrossimport): a file that imports Testing and UIKit makes the compiler import
// `_Testing_UIKit`, which Linux's toolchain does not ship. This module is that overlay, so tests
// written as for iOS (`import Testing` beside `import UIKit`) compile. It adds nothing yet: on
// Apple's platforms it makes UIImage attachable to a test.
