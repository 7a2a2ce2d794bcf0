// XCTest brings CoreGraphics' names to UI test files on Apple's platforms (`CGVector` for
// `coordinate(withNormalizedOffset:)`, `CGRect` for `frame`); this module does the same.
@_exported import CoreGraphics
