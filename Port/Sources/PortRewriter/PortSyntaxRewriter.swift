import Foundation
import SwiftParser
import SwiftSyntax

/// The second pass: rewrites one file, recording each change at its line in the original.
final class PortSyntaxRewriter: SyntaxRewriter {
    private let scan: OptionalRequirementScan
    private let converter: SourceLocationConverter
    private(set) var changes: [PortChange] = []
    /// Type declarations we are inside, innermost last (for conformances).
    private var typeStack: [String] = []
    private var protocolStack: [String] = []
    /// The superclass (the first inherited type) of each class we are inside, innermost last.
    private var superclassStack: [String?] = []
    /// Calls whose `?? fallback` is handed over whole (``visit(_:)-InfixOperatorExprSyntax``).
    private var fallbackCalls: Set<SyntaxIdentifier> = []
    /// Calls that cannot keep their meaning: nothing is written while there are any.
    private(set) var errors: [PortChange] = []
    /// `#selector`s that become method references (noted there, not as `Selector`).
    private var methodReferenceSelectors: Set<SyntaxIdentifier> = []
    private static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction", "GKInspectable",
    ]

    private let connections: InterfaceBuilderScan

    private let app: AppEntryScan

    init(scan: OptionalRequirementScan, connections: InterfaceBuilderScan, app: AppEntryScan, tree: SourceFileSyntax, path: String) {
        self.scan = scan
        self.connections = connections
        self.app = app
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private func note(_ node: some SyntaxProtocol, _ message: String) {
        changes.append(PortChange(line: node.startLocation(converter: converter).line, message: message))
    }

    // MARK: Imports and #if

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        var items: [CodeBlockItemSyntax] = []
        for item in node {
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self), let chosen = decided(ifConfig) {
                if case .statements(let statements)? = chosen?.elements {
                    let inner = visit(statements)
                    items.append(contentsOf: inner.enumerated().map { index, element in
                        index == 0 ? element.with(\.leadingTrivia, item.leadingTrivia) : element
                    })
                }
                continue
            }
            if let importDecl = item.item.as(ImportDeclSyntax.self), ["os", "os.log"].contains(importDecl.path.trimmedDescription) {
                // No module may be named `os` on Linux (packages read canImport(os) as Darwin);
                // Tessera's unified-logging module has the API.
                note(importDecl, "import \(importDecl.path.trimmedDescription) -> import TesseraOSLog (os_log and Logger on Linux)")
                let path = ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier("TesseraOSLog"))])
                items.append(item.with(\.item, .decl(DeclSyntax(importDecl.with(\.path, path.with(\.trailingTrivia, importDecl.path.trailingTrivia))))))
                continue
            }
            if let importDecl = item.item.as(ImportDeclSyntax.self), let rewritten = uikitImport(importDecl) {
                items.append(item.with(\.item, .decl(DeclSyntax(rewritten))))
                continue
            }
            if let importDecl = item.item.as(ImportDeclSyntax.self) {
                noteUnportable(importDecl)
                items.append(visit(item))
                if Self.needsNetworking(importDecl, in: item.root) {
                    items.append(Self.networkingImport())
                    note(importDecl, "import FoundationNetworking added: URLSession and its family are there on Linux")
                }
                if UITestsImport.isNeeded(after: importDecl, in: item.root) {
                    items.append(UITestsImport.declaration())
                    note(importDecl, "import XCUIAutomation added: XCUITest's names are in their own module on Linux (depend on Tessera's XCUIAutomation product)")
                }
                if MainActorTestsImport.isNeeded(after: importDecl, in: item.root) {
                    items.append(MainActorTestsImport.declaration())
                    note(importDecl, "@_exported import TesseraXCTest added: Linux's XCTest runs synchronous main-actor tests through its overloads (depend on Tessera's TesseraXCTest product)")
                }
                if CombineImport.isNeeded(after: importDecl, in: item.root) {
                    items.append(CombineImport.declaration())
                    note(importDecl, "import Combine added: Foundation brings Combine's names on Apple's platforms, not on Linux (depend on Tessera's Combine product)")
                }
                continue
            }
            let visited = visit(item)
            items.append(visited)
            if let proto = item.item.as(ProtocolDeclSyntax.self), let members = scan.protocols[proto.name.text] {
                items.append(defaultsExtension(for: proto, members: members))
            }
        }
        return CodeBlockItemListSyntax(items)
    }

    /// `import ObjectiveC` and UIKit's submodules and scoped imports (`import UIKit.UIGeometry`,
    /// `import class UIKit.UIView`) -> `import UIKit`: Tessera's UIKit has the associated-object
    /// functions and every submodule's names in one module. No module is named `ObjectiveC` on
    /// Linux, so other packages' `canImport(ObjectiveC)` keeps meaning the Objective-C runtime.
    private func uikitImport(_ importDecl: ImportDeclSyntax) -> ImportDeclSyntax? {
        let path = importDecl.path.trimmedDescription
        let isSubmodule = importDecl.path.first?.name.text == "UIKit" && (importDecl.path.count > 1 || importDecl.importKindSpecifier != nil)
        guard path == "ObjectiveC" || isSubmodule else { return nil }
        note(importDecl, "import \(importDecl.importKindSpecifier.map { $0.text + " " } ?? "")\(path) -> import UIKit"
            + (path == "ObjectiveC" ? " (objc_getAssociatedObject and friends are in Tessera's UIKit)" : " (one module on Linux)"))
        let uikit = ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier("UIKit"))])
        return importDecl.with(\.importKindSpecifier, nil)
            .with(\.path, uikit.with(\.trailingTrivia, importDecl.path.trailingTrivia))
            .with(\.importKeyword, importDecl.importKeyword.with(\.trailingTrivia, .space))
    }

    /// Apple's frameworks Linux has no module for: the import stays (the file does not compile
    /// until the code is replaced or fenced), and the tool says so by name.
    private static let unportableModules: Set<String> = [
        "WebKit", "CoreData", "CoreLocation", "MapKit", "AVKit",
        "StoreKit", "SafariServices", "Photos", "PhotosUI", "CloudKit", "HealthKit", "ARKit", "SceneKit", "SpriteKit",
        "GameKit", "AuthenticationServices", "LocalAuthentication", "CoreMotion", "Contacts", "ContactsUI", "EventKit",
        "EventKitUI", "CoreML", "Vision", "WidgetKit", "SwiftUI", "CoreImage", "CoreText", "Metal", "MetalKit",
    ]

    /// Frameworks Tessera has a part of.
    private static let partialModules: [String: String] = [
        "AVFoundation": "only AVMakeRect(aspectRatio:insideRect:) is there on Linux (no media playback)",
    ]

    private func noteUnportable(_ importDecl: ImportDeclSyntax) {
        let module = importDecl.path.first?.name.text ?? ""
        if let part = Self.partialModules[module] {
            note(importDecl, "not portable: import \(module): \(part)")
            return
        }
        guard Self.unportableModules.contains(module) else { return }
        note(importDecl, "not portable: import \(module): Linux has no \(module); what uses it must be replaced or fenced with #if canImport(\(module))")
    }

    /// Whether the file imports Foundation (or UIKit, which brings it) and uses URLSession's
    /// family, which Linux's Foundation keeps in FoundationNetworking.
    private static func needsNetworking(_ importDecl: ImportDeclSyntax, in root: Syntax) -> Bool {
        guard ["Foundation", "UIKit"].contains(importDecl.path.trimmedDescription) else { return false }
        let text = root.description
        guard !text.contains("FoundationNetworking") else { return false }
        let names = ["URLSession", "URLRequest", "HTTPURLResponse", "URLResponse", "URLSessionTask", "URLSessionDataTask"]
        guard names.contains(where: { text.contains($0) }) else { return false }
        // Only after the first such import.
        let imports = root.as(SourceFileSyntax.self)?.statements.compactMap { $0.item.as(ImportDeclSyntax.self) } ?? []
        return imports.first { ["Foundation", "UIKit"].contains($0.path.trimmedDescription) }?.id == importDecl.id
    }

    private static func networkingImport() -> CodeBlockItemSyntax {
        let source = "\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif"
        return Parser.parse(source: source).statements.first!
    }

    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        var items: [MemberBlockItemSyntax] = []
        for item in node {
            if let ifConfig = item.decl.as(IfConfigDeclSyntax.self), let chosen = decided(ifConfig) {
                if case .decls(let decls)? = chosen?.elements {
                    let inner = visit(decls)
                    items.append(contentsOf: inner.enumerated().map { index, element in
                        index == 0 ? element.with(\.leadingTrivia, item.leadingTrivia) : element
                    })
                }
                continue
            }
            items.append(visit(item))
        }
        return MemberBlockItemListSyntax(items)
    }

    /// The clause an `#if` takes on iOS: `.some(clause)`, `.some(nil)` when none applies, or
    /// nil when a condition cannot be decided (the `#if` stays).
    private func decided(_ ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax?? {
        // canImport(UIKit) is true on Linux as on iOS (Tessera's UIKit module): only platform
        // conditions need deciding here.
        guard ifConfig.clauses.contains(where: { $0.condition.map(ConditionEvaluator.namesPlatform) == true }) else { return nil }
        for clause in ifConfig.clauses {
            guard let condition = clause.condition else {
                note(ifConfig, "#if: kept the #else branch")
                return .some(clause)
            }
            switch ConditionEvaluator.evaluate(condition) {
            case true?:
                note(ifConfig, "#if \(condition.trimmedDescription): kept this branch (UIKit's)")
                return .some(clause)
            case false?: continue
            case nil: return nil
            }
        }
        note(ifConfig, "#if: no branch applies on iOS; removed")
        return .some(nil)
    }

    // MARK: Declarations: attributes, optional requirements

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        protocolStack.append(node.name.text)
        defer { protocolStack.removeLast() }
        return classBound(stripped(super.visit(node), original: node), original: node)
    }

    /// An `@objc` protocol is class-bound (its conformers are classes, `weak var delegate: P?`
    /// holds one): without the attribute it says so with `AnyObject`.
    private func classBound(_ visited: DeclSyntax, original: ProtocolDeclSyntax) -> DeclSyntax {
        let objC = original.attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.attributeName.trimmedDescription == "objc"
        }
        guard objC, var decl = visited.as(ProtocolDeclSyntax.self) else { return visited }
        let inherited = decl.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        guard !inherited.contains(where: { ["AnyObject", "class"].contains($0) }) else { return visited }
        let names = (inherited + ["AnyObject"]).joined(separator: ", ")
        let parsed = Parser.parse(source: "protocol P: \(names) {}")
        guard let clause = parsed.statements.first?.item.as(ProtocolDeclSyntax.self)?.inheritanceClause else { return visited }
        decl.name = decl.name.with(\.trailingTrivia, [])
        decl.inheritanceClause = clause.with(\.trailingTrivia, .space)
        note(original, "@objc protocol \(original.name.text): class-bound with AnyObject")
        return DeclSyntax(decl)
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        superclassStack.append(node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription)
        defer { superclassStack.removeLast() }
        return inType(node.name.text) { withEntryPoint(withConnections(stripped(super.visit(node), original: node), original: node), original: node) }
    }

    /// The app delegate with its `main()` (see `AppEntryPoint`).
    private func withEntryPoint(_ visited: DeclSyntax, original: ClassDeclSyntax) -> DeclSyntax {
        guard original.name.text == app.appDelegate, let decl = visited.as(ClassDeclSyntax.self) else { return visited }
        let registered = [original.name.text] + app.sceneDelegates
        if app.declaresMain {
            note(original, "\(original.name.text) declares main() itself; it must register \(registered.joined(separator: ", ")) with UIApplication.registerClass(_:make:)")
        } else {
            note(original, "added main() to \(original.name.text): registers \(registered.joined(separator: ", ")) and calls UIApplicationMain")
        }
        return DeclSyntax(AppEntryPoint.rewrite(decl, scan: app))
    }

    /// The class with the members Interface Builder's connections need: one `setValue(_:forKey:)`
    /// and `value(forKey:)` for its outlets and inspectables, one `perform(_:withSender:)` for its
    /// actions (those of its extensions too).
    private func withConnections(_ visited: DeclSyntax, original: ClassDeclSyntax) -> DeclSyntax {
        let name = original.name.text
        let properties = connections.properties[name] ?? []
        let actions = connections.actions[name] ?? []
        guard var decl = visited.as(ClassDeclSyntax.self) else { return visited }
        let access = original.modifiers.contains { $0.name.text == "open" } ? "open "
            : original.modifiers.contains { $0.name.text == "public" } ? "public " : ""
        guard let source = InterfaceBuilderMembers.source(properties: properties, actions: actions, access: access) else { return visited }
        let clashes = (connections.declared[name] ?? []).intersection(["setValue(_:forKey:)", "value(forKey:)", "perform(_:withSender:)"])
        if !clashes.isEmpty {
            errors.append(PortChange(line: original.startLocation(converter: converter).line,
                                     message: "error: \(name) declares \(clashes.sorted().joined(separator: ", ")) itself; add its outlets and actions there"))
            return visited
        }
        let parsed = Parser.parse(source: "class \(name) {\(source)\n}")
        guard let body = parsed.statements.first?.item.as(ClassDeclSyntax.self)?.memberBlock.members else { return visited }
        var members = Array(decl.memberBlock.members)
        members.append(contentsOf: body)
        decl.memberBlock.members = MemberBlockItemListSyntax(members)
        let what = [properties.isEmpty ? nil : "\(properties.count) outlet\(properties.count == 1 ? "" : "s") and inspectable\(properties.count == 1 ? "" : "s") by name",
                    actions.isEmpty ? nil : "\(actions.count) action\(actions.count == 1 ? "" : "s") by selector (\(actions.map(\.selector).joined(separator: ", ")))"]
        note(original, "added Interface Builder's connections to \(name): " + what.compactMap { $0 }.joined(separator: ", "))
        for action in actions where action.parameters.count > 1 {
            note(original, "\(action.selector): Tessera sends actions without their UIEvent; \(action.name) gets an event with no touches")
        }
        return DeclSyntax(decl)
    }
    override func visit(_ node: StructDeclSyntax) -> DeclSyntax { inType(node.name.text) { stripped(super.visit(node), original: node) } }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { inType(node.name.text) { stripped(super.visit(node), original: node) } }
    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        inType(node.extendedType.trimmedDescription) { stripped(super.visit(node), original: node) }
    }
    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        if let (rewritten, narrower) = CovariantDelegates.rewrite(node, superclass: superclassStack.last ?? nil) {
            note(node, "override var delegate: \(narrower)? -> UIScrollViewDelegate? (Swift cannot narrow an overridden property's type); the setter casts newValue back")
            return stripped(super.visit(rewritten.as(VariableDeclSyntax.self)!), original: node)
        }
        return stripped(super.visit(node), original: node)
    }
    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax { stripped(super.visit(node), original: node) }
    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax { stripped(super.visit(node), original: node) }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax { stripped(super.visit(node), original: node) }

    private func inType(_ name: String, _ body: () -> DeclSyntax) -> DeclSyntax {
        typeStack.append(name)
        defer { typeStack.removeLast() }
        return body()
    }

    /// `visited` without Objective-C and Interface Builder attributes and without the
    /// `optional` and `dynamic` modifiers, keeping the declaration's leading trivia.
    private func stripped(_ visited: DeclSyntax, original: some DeclSyntaxProtocol) -> DeclSyntax {
        var decl = visited
        let leading = decl.leadingTrivia
        var removed: [String] = []
        if var withAttributes = decl.asProtocol(WithAttributesSyntax.self) {
            // A removed attribute on a line of its own (after a kept one) leaves its line break
            // to what follows it, so `@discardableResult` and `public func` stay two lines.
            var carried: Trivia?
            var kept: [AttributeListSyntax.Element] = []
            for element in withAttributes.attributes {
                if case .attribute(let attribute) = element, Self.removedAttributes.contains(attribute.attributeName.trimmedDescription) {
                    removed.append("@" + attribute.attributeName.trimmedDescription)
                    if !kept.isEmpty, attribute.leadingTrivia.contains(where: \.isNewline) { carried = carried ?? attribute.leadingTrivia }
                    continue
                }
                if let trivia = carried {
                    kept.append(element.with(\.leadingTrivia, trivia))
                    carried = nil
                } else {
                    kept.append(element)
                }
            }
            if kept.count != withAttributes.attributes.count {
                withAttributes.attributes = AttributeListSyntax(kept)
                decl = withAttributes.as(DeclSyntax.self)!
                // The token after the kept attributes (a modifier or the keyword) takes the line break.
                if let carried, let following = decl.asProtocol(WithAttributesSyntax.self)?.attributes.lastToken(viewMode: .sourceAccurate)?
                    .nextToken(viewMode: .sourceAccurate), !following.leadingTrivia.contains(where: \.isNewline) {
                    decl = TokenTrivia(token: following.id, leading: carried).rewrite(decl).as(DeclSyntax.self) ?? decl
                }
            }
        }
        if var withModifiers = decl.asProtocol(WithModifiersSyntax.self) {
            let kept = withModifiers.modifiers.filter { modifier in
                let name = modifier.name.text
                if name == "optional" || name == "dynamic" { removed.append(name); return false }
                return true
            }
            if kept.count != withModifiers.modifiers.count {
                withModifiers.modifiers = kept
                decl = withModifiers.as(DeclSyntax.self)!
            }
        }
        guard !removed.isEmpty else { return visited }
        note(original, "removed \(removed.joined(separator: " "))")
        return decl.with(\.leadingTrivia, leading)
    }

    /// `extension P { … }` with a default for each of `P`'s former optional members.
    private func defaultsExtension(for proto: ProtocolDeclSyntax, members: [OptionalMember]) -> CodeBlockItemSyntax {
        let access = proto.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        var lines: [String] = []
        for item in proto.memberBlock.members {
            guard let function = item.decl.as(FunctionDeclSyntax.self),
                  let member = members.first(where: { $0.fullName == PortNames.fullName(of: function) }) else { continue }
            // One line: the requirement's own line breaks and indentation do not fit here.
            let signature = function.signature.trimmedDescription.split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            let isStatic = function.modifiers.contains { $0.name.text == "static" } ? "static " : ""
            let body = switch member.kind {
            case .void: "{}"
            case .optional: "{ nil }"
            case .value: "{ OptionalRequirement.fallback(for: \"\(member.fullName)\") }"
            }
            lines.append("    \(access)\(isStatic)func \(function.name.text)\(signature) \(body)")
        }
        note(proto, "added defaults for \(proto.name.text)'s optional requirements in an extension")
        let source = "\n\n/// Defaults for the requirements that were `@objc optional` (tessera-port).\nextension \(proto.name.text) {\n"
            + lines.joined(separator: "\n") + "\n}"
        let parsed = Parser.parse(source: source)
        return parsed.statements.first!
    }

    // MARK: Calls and selectors

    /// `String.localizedStringWithFormat(…)`, and `String(format: NSLocalizedString(…), …)`, ->
    /// `TesseraLocalizedStringWithFormat(…)`, which applies a `.stringsdict`'s plural rules.
    private func localizedFormat(_ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax) -> ExprSyntax? {
        let callee = call.calledExpression.trimmedDescription
        let isWithFormat = callee == "String.localizedStringWithFormat"
        let first = call.arguments.first
        let localizedFirst = first?.expression.as(FunctionCallExprSyntax.self)
            .map { ["NSLocalizedString", "TesseraLocalizedString"].contains($0.calledExpression.trimmedDescription) } ?? false
        let isFormatOfLocalized = callee == "String" && first?.label?.text == "format" && localizedFirst && call.arguments.count > 1
        guard isWithFormat || isFormatOfLocalized else { return nil }
        note(original, "\(isWithFormat ? "String.localizedStringWithFormat" : "String(format:)") -> TesseraLocalizedStringWithFormat (a .stringsdict's plurals)")
        var arguments = Array(call.arguments)
        arguments[0] = arguments[0].with(\.label, nil).with(\.colon, nil)
        let renamed = DeclReferenceExprSyntax(baseName: .identifier("TesseraLocalizedStringWithFormat"))
        return ExprSyntax(call.with(\.calledExpression, ExprSyntax(renamed.with(\.leadingTrivia, call.calledExpression.leadingTrivia)))
            .with(\.arguments, LabeledExprListSyntax(arguments)))
    }

    /// `Timer(timeInterval:target:selector:userInfo:repeats:)` -> `TargetActionTimer(…)`: Linux's
    /// Timer has no target–selector initializer; Tessera's subclass keeps the `userInfo`.
    private func targetActionTimer(_ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax) -> ExprSyntax? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        guard ["Timer", "Foundation.Timer"].contains(call.calledExpression.trimmedDescription),
              labels == ["timeInterval", "target", "selector", "userInfo", "repeats"] else { return nil }
        note(original, "Timer(timeInterval:target:selector:userInfo:repeats:) -> TargetActionTimer (Tessera's Timer that calls the method)")
        let renamed = DeclReferenceExprSyntax(baseName: .identifier("TargetActionTimer"))
        return ExprSyntax(call.with(\.calledExpression, ExprSyntax(renamed.with(\.leadingTrivia, call.calledExpression.leadingTrivia))))
    }

    /// `type(of: x).description()` -> `String(describing: type(of: x))`: the class method
    /// `description()` is found on `AnyObject.Type` through the Objective-C runtime only.
    private func typeDescription(_ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax) -> ExprSyntax? {
        guard call.arguments.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "description",
              let base = member.base?.as(FunctionCallExprSyntax.self), base.calledExpression.trimmedDescription == "type" else { return nil }
        note(original, "type(of:).description() -> String(describing: type(of:)) (no Objective-C class methods on Linux)")
        let text = "String(describing: " + base.trimmedDescription + ")"
        return Parser.parse(source: text).statements.first?.item.as(ExprSyntax.self)?
            .with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia)
    }

    /// `String(localized: "key", table:, bundle:, comment:)` with a plain literal ->
    /// `TesseraLocalizedString("key", tableName:, bundle:, comment:)`; one with interpolation
    /// (a format key) is kept and named.
    private func localizedInitializer(_ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax) -> ExprSyntax? {
        guard call.calledExpression.trimmedDescription == "String", let first = call.arguments.first,
              first.label?.text == "localized" else { return nil }
        guard let literal = first.expression.as(StringLiteralExprSyntax.self) else { return nil }
        guard literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else {
            return interpolatedLocalization(call, original: original)
        }
        var parts = [literal.trimmedDescription]
        var comment = "\"\""
        for argument in call.arguments.dropFirst() {
            switch argument.label?.text {
            case "table": parts.append("tableName: " + argument.expression.trimmedDescription)
            case "bundle": parts.append("bundle: " + argument.expression.trimmedDescription)
            case "comment": comment = argument.expression.trimmedDescription
            case "defaultValue": parts.append("value: String(localized: " + argument.expression.trimmedDescription + ")")
            default:
                note(original, "not portable: String(localized:) with \(argument.label?.text ?? "an unlabelled argument") stays Foundation's")
                return nil
            }
        }
        parts.append("comment: " + comment)
        note(original, "String(localized:) -> TesseraLocalizedString (the desktop's language, the app's resource bundles)")
        let text = "TesseraLocalizedString(" + parts.joined(separator: ", ") + ")"
        return Parser.parse(source: text).statements.first?.item.as(ExprSyntax.self)?
            .with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia)
    }

    /// `String(localized: "\(count) photos", table:, bundle:, comment:)` ->
    /// `TesseraLocalizedString(localized: …)`, whose value type makes Xcode's format key
    /// (`%lld photos`) and fills it in; other labels (`locale:`) stay Foundation's and are named.
    private func interpolatedLocalization(_ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax) -> ExprSyntax? {
        let other = call.arguments.dropFirst().first { !["table", "bundle", "comment"].contains($0.label?.text ?? "") }
        if let other {
            note(original, "not portable: String(localized:) with \(other.label?.text ?? "an unlabelled argument") stays Foundation's, which on Linux gives the key's text untranslated")
            return nil
        }
        note(original, "String(localized:) with interpolation -> TesseraLocalizedString(localized:) (Xcode's format key, the desktop's language)")
        let renamed = DeclReferenceExprSyntax(baseName: .identifier("TesseraLocalizedString"))
        return ExprSyntax(call.with(\.calledExpression, ExprSyntax(renamed.with(\.leadingTrivia, call.calledExpression.leadingTrivia))))
    }

    /// `NSLocalizedString(…)` -> `TesseraLocalizedString(…)`: Foundation on Linux follows neither
    /// the desktop's language nor SwiftPM's resource bundles; Tessera's function, with the same
    /// parameters, does.
    private func localizedString(_ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax) -> ExprSyntax? {
        if let converted = localizedInitializer(call, original: original) { return converted }
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self), name.baseName.text == "NSLocalizedString" else { return nil }
        note(original, "NSLocalizedString -> TesseraLocalizedString (the desktop's language, the app's resource bundles)")
        let renamed = name.with(\.baseName, .identifier("TesseraLocalizedString", leadingTrivia: name.baseName.leadingTrivia,
                                                                 trailingTrivia: name.baseName.trailingTrivia))
        return ExprSyntax(call.with(\.calledExpression, ExprSyntax(renamed)))
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let targetIsSelf = Self.target(of: node)?.trimmedDescription == "self"
        if targetIsSelf {
            for argument in node.arguments where ["action", "selector"].contains(argument.label?.text) {
                methodReferenceSelectors.insert(argument.expression.id)
            }
        }
        var call = super.visit(node).as(FunctionCallExprSyntax.self)!
        if targetIsSelf { call = withMethodReferences(call, original: node) }
        if let qualified = qualifiedAbs(call, original: node) { return qualified }
        if let named = typeDescription(call, original: node) { return named }
        if let timer = targetActionTimer(call, original: node) { return timer }
        if let localized = localizedString(call, original: node) { return localized }
        if let formatted = localizedFormat(call, original: node) { return formatted }
        guard let (callee, forced) = Self.optionalCallee(of: call.calledExpression) else { return ExprSyntax(call) }
        let base = Self.baseName(of: callee)
        let fullName = PortNames.fullName(base: base, arguments: call.arguments)
        let member = scan.member(named: fullName)
        guard member != nil || TesseraProtocolMethods.baseNames.contains(base) else { return ExprSyntax(call) }
        call.calledExpression = callee.with(\.trailingTrivia, [])
        // Inside `?? fallback` the whole expression is rewritten and noted once, there.
        if fallbackCalls.contains(node.id) { return ExprSyntax(call) }
        guard !forced, let type = valueType(of: fullName, member: member) else {
            note(node, "\(base)\(forced ? "!" : "?")(…) -> \(base)(…): the method is a plain requirement with a default")
            return ExprSyntax(call)
        }
        return presenceCall(call, name: fullName, type: type, original: node)
    }

    /// `abs(x)` inside `extension CGFloat`: Foundation on Linux gives CGFloat a static `abs`,
    /// which the bare name finds there first (an error); `Swift.abs` is the function meant.
    private func qualifiedAbs(_ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax) -> ExprSyntax? {
        guard typeStack.last == "CGFloat", call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "abs" else { return nil }
        note(original, "abs(…) -> Swift.abs(…): in an extension of CGFloat, Linux's Foundation has a static abs that the bare name finds")
        let qualified = Self.expression("Swift.abs").with(\.leadingTrivia, call.calledExpression.leadingTrivia)
        return ExprSyntax(call.with(\.calledExpression, qualified))
    }

    /// `receiver?.f?(…) ?? fallback` on a value-returning optional method: the fallback is handed
    /// to the protocol's default through `OptionalRequirement.call`, so it holds where the
    /// receiver lacks the method, and the receiver's own method is called where it has one.
    /// `ProcessInfo.processInfo.arguments` -> `CommandLine.arguments`: the same arguments, but
    /// Linux's Foundation keeps `ProcessInfo`'s as first read, so an app launched again in the
    /// same process (UI tests launch apps in theirs) would not see its new launch arguments.
    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        guard node.declName.baseName.text == "arguments",
              node.base?.trimmedDescription.replacingOccurrences(of: " ", with: "") == "ProcessInfo.processInfo" else {
            return super.visit(node)
        }
        note(node, "ProcessInfo.processInfo.arguments -> CommandLine.arguments: Linux's Foundation reads ProcessInfo's arguments once, so an app relaunched by UI tests in their process would see its first launch's")
        let replacement = Parser.parse(source: "CommandLine.arguments").statements.first!.item.as(ExprSyntax.self)!
        return replacement.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> ExprSyntax {
        guard node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
              let call = node.leftOperand.as(FunctionCallExprSyntax.self),
              let (callee, forced) = Self.optionalCallee(of: call.calledExpression), !forced else { return super.visit(node) }
        let fullName = PortNames.fullName(base: Self.baseName(of: callee), arguments: call.arguments)
        guard valueType(of: fullName, member: scan.member(named: fullName)) != nil else { return super.visit(node) }
        fallbackCalls.insert(call.id)
        let visited = super.visit(node).as(InfixOperatorExprSyntax.self)!
        note(node, "\(Self.baseName(of: callee))?(…) ?? fallback -> OptionalRequirement.call: the fallback holds where the receiver lacks the method")
        var text = "OptionalRequirement.call(\"\(fullName)\", default: \(visited.rightOperand.trimmedDescription)) { "
            + visited.leftOperand.trimmedDescription + " }"
        // A trailing closure in an `if`, `guard` or `while` condition would read as its body.
        if Self.isInCondition(Syntax(node)) { text = "(" + text + ")" }
        return Self.expression(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// The return type of a value-returning optional method (a rewritten protocol's or Tessera's).
    private func valueType(of fullName: String, member: OptionalMember?) -> String? {
        if let member { return member.kind == .value ? member.returnType : nil }
        return TesseraProtocolMethods.valueReturning[fullName]
    }

    /// `receiver?.f?(…)` used as an optional: `OptionalRequirement.ifImplemented`, nil where the
    /// receiver lacks the method. Its default needs a value of the type to answer with; for a
    /// type without an obvious one the call is an error (write `?? fallback` instead).
    private func presenceCall(_ call: FunctionCallExprSyntax, name: String, type: String, original: FunctionCallExprSyntax) -> ExprSyntax {
        guard let placeholder = Placeholder.source(for: type) else {
            let line = original.startLocation(converter: converter).line
            errors.append(PortChange(line: line, message: "\(name) returns \(type), and this call uses it as an optional: "
                + "Swift cannot tell here whether the receiver implements it; write `?? fallback` after the call"))
            return ExprSyntax(call)
        }
        var text = "OptionalRequirement.ifImplemented(\"\(name)\", placeholder: \(placeholder)) { \(call.trimmedDescription) }"
        let parent = original.parent
        if parent?.is(OptionalChainingExprSyntax.self) == true || parent?.is(ForceUnwrapExprSyntax.self) == true || Self.isInCondition(Syntax(original)) {
            text = "(" + text + ")"
        } else if Self.isPostfixBase(original) {
            text = "(" + text + ")?"
        }
        note(original, "\(name) as an optional -> OptionalRequirement.ifImplemented: nil where the receiver lacks the method")
        return Self.expression(text).with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia)
    }

    /// Whether `node` is in the condition of an `if`, `guard` or `while` (not inside a closure
    /// or parentheses there, where a trailing closure is fine).
    static func isInCondition(_ node: Syntax) -> Bool {
        var current = node.parent
        while let reached = current {
            if reached.is(ConditionElementSyntax.self) { return true }
            if reached.is(ClosureExprSyntax.self) || reached.is(CodeBlockSyntax.self) || reached.is(TupleExprSyntax.self)
                || reached.is(LabeledExprListSyntax.self) { return false }
            current = reached.parent
        }
        return false
    }

    /// Whether `node` is what a member access, call or subscript applies to (`x?.f?(a).height`).
    private static func isPostfixBase(_ node: FunctionCallExprSyntax) -> Bool {
        guard let parent = node.parent else { return false }
        if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == node.id }
        if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == node.id }
        if let subscriptCall = parent.as(SubscriptCallExprSyntax.self) { return subscriptCall.calledExpression.id == node.id }
        return false
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        if node.macroName.text == "keyPath", let argument = node.arguments.first {
            return keyPathString(node, argument.expression.trimmedDescription)
        }
        guard node.macroName.text == "selector", let argument = node.arguments.first,
              !methodReferenceSelectors.contains(node.id) else { return super.visit(node) }
        let name = SelectorName.objectiveC(of: argument.expression, accessor: argument.label?.text)
        note(node, "#selector(\(argument.trimmedDescription)) -> Selector(\"\(name)\")")
        let replacement = Self.expression("Selector(\"\(name)\")")
        return replacement.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `#keyPath(UIView.bounds)` becomes the string `"bounds"` (the key path as Objective-C
    /// spells it: a leading type name dropped), which classic key-value observing takes.
    private func keyPathString(_ node: MacroExpansionExprSyntax, _ path: String) -> ExprSyntax {
        var components = path.split(separator: ".").map(String.init)
        if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
        let key = components.joined(separator: ".")
        note(node, "#keyPath(\(path)) -> \"\(key)\"")
        return Self.expression("\"\(key)\"").with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// In a target-action call whose target is `self`, `#selector(m(_:))` becomes the method
    /// reference `EnclosingType.m(_:)`, which Tessera calls directly (there is no Objective-C
    /// runtime to send a message by name). The type is named, not `Self`: in a non-final
    /// class `self` is not of type `Self`.
    private func withMethodReferences(_ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        var arguments = Array(call.arguments)
        for (index, argument) in original.arguments.enumerated() {
            guard ["action", "selector"].contains(argument.label?.text),
                  let selector = argument.expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
                  let reference = selector.arguments.first, reference.label == nil else { continue }
            let (base, labels) = SelectorName.nameAndLabels(of: reference.expression)
            let qualifier = SelectorName.qualifier(of: reference.expression) ?? typeStack.last ?? "Self"
            let names = labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? ""
            let text = "\(qualifier).\(base)\(names)"
            note(selector, "#selector(\(reference.trimmedDescription)) -> \(text): Tessera calls the method itself")
            let expression = Self.expression(text)
                .with(\.leadingTrivia, arguments[index].expression.leadingTrivia)
                .with(\.trailingTrivia, arguments[index].expression.trailingTrivia)
            arguments[index] = arguments[index].with(\.expression, expression)
        }
        return call.with(\.arguments, LabeledExprListSyntax(arguments))
    }

    /// The target of a target-action call: a `target:` argument, or the first of `addTarget`
    /// and of NotificationCenter's `addObserver(_:selector:name:object:)`.
    private static func target(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let labeled = call.arguments.first(where: { $0.label?.text == "target" }) { return labeled.expression }
        let base = baseName(of: call.calledExpression)
        if ["addTarget", "addObserver"].contains(base), let first = call.arguments.first, first.label == nil {
            return first.expression
        }
        return nil
    }

    /// For `x?.f?(…)` or `x?.f!(…)`: the callee without its `?`/`!`, and whether it was `!`.
    private static func optionalCallee(of expression: ExprSyntax) -> (ExprSyntax, Bool)? {
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return (chained.expression, false) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return (forced.expression, true) }
        return nil
    }

    /// An expression parsed from `text`.
    private static func expression(_ text: String) -> ExprSyntax {
        Parser.parse(source: text).statements.first!.item.as(ExprSyntax.self)!.trimmed
    }

    private static func baseName(of expression: ExprSyntax) -> String {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let decl = expression.as(DeclReferenceExprSyntax.self) { return decl.baseName.text }
        return ""
    }
}

/// Gives one token (found by its identity) new leading trivia.
private final class TokenTrivia: SyntaxRewriter {
    let token: SyntaxIdentifier
    let leading: Trivia

    init(token: SyntaxIdentifier, leading: Trivia) {
        self.token = token
        self.leading = leading
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: TokenSyntax) -> TokenSyntax {
        node.id == token ? node.with(\.leadingTrivia, leading) : node
    }
}
