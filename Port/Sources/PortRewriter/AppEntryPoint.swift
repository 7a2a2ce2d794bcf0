import SwiftParser
import SwiftSyntax

/// The app's entry point: the class marked `@main` (or `@UIApplicationMain`) that adopts
/// `UIApplicationDelegate`, and every class that adopts `UISceneDelegate` or
/// `UIWindowSceneDelegate` — the classes UIKit makes from their names.
final class AppEntryScan: SyntaxVisitor {
    private(set) var appDelegate: String?
    private(set) var sceneDelegates: [String] = []
    /// Whether the app delegate declares a `main()` of its own.
    private(set) var declaresMain = false

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let adopted = Set(node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
        let name = node.name.text
        if !adopted.isDisjoint(with: ["UISceneDelegate", "UIWindowSceneDelegate"]) { sceneDelegates.append(name) }
        if adopted.contains("UIApplicationDelegate"), AppEntryPoint.isEntry(node.attributes) {
            appDelegate = name
            declaresMain = node.memberBlock.members.contains { member in
                member.decl.as(FunctionDeclSyntax.self)?.name.text == "main"
            }
        }
        return .skipChildren
    }
}

/// Writes the app delegate's `main()`: Swift on Linux cannot make a class from its name unless
/// it has a `required` initializer, which `UIResponder` has not, so the classes UIKit makes by
/// name are registered with their initializers, then the app starts.
enum AppEntryPoint {
    static func isEntry(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return ["main", "UIApplicationMain"].contains(attribute.attributeName.trimmedDescription)
        }
    }

    /// The class with `@main` for `@UIApplicationMain` and the `main()` that registers and starts.
    static func rewrite(_ decl: ClassDeclSyntax, scan: AppEntryScan) -> ClassDeclSyntax {
        var decl = decl
        decl.attributes = AttributeListSyntax(decl.attributes.map { element -> AttributeListSyntax.Element in
            guard case .attribute(var attribute) = element, attribute.attributeName.trimmedDescription == "UIApplicationMain" else { return element }
            attribute.attributeName = TypeSyntax(IdentifierTypeSyntax(name: .identifier("main")))
            return .attribute(attribute)
        })
        guard !scan.declaresMain, let name = scan.appDelegate else { return decl }
        let registrations = ([name] + scan.sceneDelegates).map { "        UIApplication.registerClass(\($0).self) { \($0)() }" }
        let source = "\n\n    // tessera-port: UIKit makes the app delegate and the scene delegates from their class names;\n"
            + "    // on Linux they are registered with their initializers, then the app starts.\n"
            + "    static func main() {\n" + registrations.joined(separator: "\n")
            + "\n        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(\(name).self))\n    }"
        let parsed = Parser.parse(source: "class \(name) {\(source)\n}")
        guard let body = parsed.statements.first?.item.as(ClassDeclSyntax.self)?.memberBlock.members else { return decl }
        decl.memberBlock.members = MemberBlockItemListSyntax(Array(decl.memberBlock.members) + Array(body))
        return decl
    }
}
