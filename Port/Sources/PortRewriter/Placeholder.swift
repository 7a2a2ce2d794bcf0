/// A value of a type, written as source, that an `OptionalRequirement.ifImplemented` call hands
/// to the protocol's default (which answers with it while the call learns that the conformer
/// lacks the method; it is never the call's result). Nil for types with no obvious value:
/// the tool then stops with the call's file and line.
enum Placeholder {
    private static let zeroNumbers: Set<String> = [
        "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "TimeInterval", "NSInteger", "NSUInteger",
    ]
    private static let zeroMembers: Set<String> = [
        "CGSize", "CGPoint", "CGRect", "CGVector", "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIOffset",
    ]

    static func source(for type: String) -> String? {
        if zeroNumbers.contains(type) { return "\(type)(0)" }
        if zeroMembers.contains(type) { return "\(type).zero" }
        switch type {
        case "Bool": return "false"
        case "String": return "String()"
        case "CGAffineTransform": return "CGAffineTransform.identity"
        case "CATransform3D": return "CATransform3DIdentity"
        default: break
        }
        if type.hasPrefix("["), type.hasSuffix("]") { return "\(type)()" }
        if type.hasPrefix("Set<") || type.hasPrefix("Array<") || type.hasPrefix("Dictionary<") { return "\(type)()" }
        return nil
    }
}
