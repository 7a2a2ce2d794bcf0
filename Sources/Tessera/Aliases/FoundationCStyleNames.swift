// Foundation's integer names, which Swift on Apple's platforms has from the Objective-C
// headers and Linux's Foundation does not: code that spells `NSInteger` compiles unchanged.

/// `NSInteger`, an `Int`, as on Apple's platforms.
public typealias NSInteger = Int
/// `NSUInteger`, a `UInt`, as on Apple's platforms.
public typealias NSUInteger = UInt
