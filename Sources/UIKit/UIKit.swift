// The module UIKit code imports. On Linux it is Tessera: a package keeps `import UIKit` and one
// source tree for iOS and Linux, and `#if canImport(UIKit)` takes the UIKit branch here as on iOS.
// A package depends on this product only on Linux (see Porting from UIKit in the documentation); on Apple's
// platforms the SDK's UIKit is used.
@_exported import Tessera
// An app's start (`UIApplicationMain`, `@main` on the app delegate) in the window or headless.
@_exported import TesseraApp
