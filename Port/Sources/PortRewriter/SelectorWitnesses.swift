import Foundation
import SwiftParser
import SwiftSyntax

/// The first pass: `@objc` delegate methods that UIKit finds by their Objective-C selector but
/// Swift would not match to the protocol's requirement.
///
/// UIKit asks a delegate `respondsToSelector:`, so on iOS an `@objc` method works when its
/// selector is the requirement's, whatever its Swift name and whatever the class declares:
/// `@objc func collectionView(_:layout:sizeForItemAtIndexPath:)`, written in Swift 2's style, has
/// the selector `collectionView:layout:sizeForItemAtIndexPath:`, which Swift imports as
/// `collectionView(_:layout:sizeForItemAt:)`; and a class that conforms only to
/// `UICollectionViewDelegate` still has its flow-layout methods called. Tessera finds a delegate's
/// methods by protocol, so this pass appends to the file what Swift needs: a method with the
/// importer's name that calls the class's own (subclasses overriding the old name still get
/// called), and the flow-layout conformance when the class declares none. Appended at the end,
/// so the later passes see every line where it was.
struct SelectorWitnesses {
    /// The flow-layout delegate's requirements, by Swift name: a class answering any of them
    /// by selector is a flow-layout delegate on iOS.
    static let flowLayoutRequirements: Set<String> = [
        "collectionView(_:layout:sizeForItemAt:)",
        "collectionView(_:layout:insetForSectionAt:)",
        "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
        "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
        "collectionView(_:layout:referenceSizeForHeaderInSection:)",
        "collectionView(_:layout:referenceSizeForFooterInSection:)",
    ]

    let files: [(path: String, source: String)]

    func run() -> (texts: [String], changes: [[PortChange]]) {
        let trees = files.map { Parser.parse(source: $0.source) }
        let scans = trees.map { tree in
            let scan = WitnessScan()
            scan.walk(tree)
            return scan
        }
        var conformances: [String: Set<String>] = [:]
        var declared: [String: Set<String>] = [:]
        for scan in scans {
            conformances.merge(scan.conformances) { $0.union($1) }
            declared.merge(scan.methodNames) { $0.union($1) }
        }
        var texts = files.map(\.source)
        var changes: [[PortChange]] = files.map { _ in [] }
        var conformed = Set<String>()
        for (index, scan) in scans.enumerated() {
            var appended: [String] = []
            for method in scan.objcMethods {
                let renamed = method.importerName.map { $0 != method.name && !(declared[method.typeName]?.contains($0) ?? false) } ?? false
                let flowLayout = Self.flowLayoutRequirements.contains(method.importerName ?? method.name)
                let needsConformance = flowLayout && !(conformances[method.typeName]?.contains("UICollectionViewDelegateFlowLayout") ?? false)
                    && !conformed.contains(method.typeName)
                guard renamed || needsConformance else { continue }
                if needsConformance { conformed.insert(method.typeName) }
                appended.append(Self.extensionText(for: method, forwarding: renamed, conforming: needsConformance))
                let line = method.line
                if renamed, let newName = method.importerName {
                    changes[index].append(PortChange(line: line, message: "added \(newName) calling \(method.name): UIKit finds the method by its selector, "
                        + "Swift by the name it imports the selector with"))
                }
                if needsConformance {
                    changes[index].append(PortChange(line: line, message: "made \(method.typeName) conform to UICollectionViewDelegateFlowLayout: "
                        + "UIKit calls its flow-layout methods by selector without it"))
                }
            }
            guard !appended.isEmpty else { continue }
            let separator = texts[index].hasSuffix("\n") ? "" : "\n"
            texts[index] += separator + appended.joined()
        }
        return (texts, changes)
    }

    private static func extensionText(for method: WitnessScan.Method, forwarding: Bool, conforming: Bool) -> String {
        let conformance = conforming ? ": UICollectionViewDelegateFlowLayout" : ""
        var text = "\n// Added by tessera-port: UIKit calls `\(method.name)` by its Objective-C selector.\n"
        text += "extension \(method.typeName)\(conformance) {\n"
        if forwarding, let newName = method.importerName {
            text += "    \(method.isPublic ? "public " : "")\(method.forwarder(named: newName))\n"
        }
        return text + "}\n"
    }
}

/// The `@objc` methods of classes and their extensions, the protocols each type is declared
/// to conform to, and every method name each type declares.
private final class WitnessScan: SyntaxVisitor {
    struct Method {
        let typeName: String
        let decl: FunctionDeclSyntax
        let line: Int
        let isPublic: Bool

        var name: String { decl.name.text + "(" + decl.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")" }

        /// The name Swift gives the method's selector: a label ending with its parameter's type
        /// loses it (`sizeForItemAtIndexPath indexPath: IndexPath` → `sizeForItemAt`).
        var importerName: String? {
            let labels = decl.signature.parameterClause.parameters.map { Self.importedLabel($0) }
            guard labels != decl.signature.parameterClause.parameters.map(\.firstName.text) else { return nil }
            return decl.name.text + "(" + labels.map { $0 + ":" }.joined() + ")"
        }

        private static func importedLabel(_ parameter: FunctionParameterSyntax) -> String {
            let label = parameter.firstName.text
            let type = parameter.type.trimmedDescription
            if type == "IndexPath", label.hasSuffix("IndexPath"), label.count > 9 { return String(label.dropLast(9)) }
            if type == "Int", label.hasSuffix("AtIndex") { return String(label.dropLast(5)) }
            return label
        }

        /// `func f(_ a: A, newLabel b: B) -> R { self.f(a, oldLabel: b) }`.
        func forwarder(named newName: String) -> String {
            let parameters = decl.signature.parameterClause.parameters
            let newLabels = newName.dropFirst(decl.name.text.count + 1).dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast()
            var declared: [String] = []
            var passed: [String] = []
            for (parameter, newLabel) in zip(parameters, newLabels) {
                let inner = (parameter.secondName ?? parameter.firstName).text
                declared.append("\(newLabel == inner ? "" : newLabel + " ")\(inner): \(parameter.type.trimmedDescription)")
                let oldLabel = parameter.firstName.text
                passed.append(oldLabel == "_" ? inner : "\(oldLabel): \(inner)")
            }
            let returns = decl.signature.returnClause.map { " " + $0.trimmedDescription } ?? ""
            return "func \(decl.name.text)(\(declared.joined(separator: ", ")))\(returns) { self.\(decl.name.text)(\(passed.joined(separator: ", "))) }"
        }
    }

    private(set) var objcMethods: [Method] = []
    private(set) var conformances: [String: Set<String>] = [:]
    private(set) var methodNames: [String: Set<String>] = [:]
    private var types: [(name: String, isPublic: Bool)] = []
    private var lines: SourceLocationConverter?

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        lines = SourceLocationConverter(fileName: "", tree: node)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, modifiers: node.modifiers, inheritance: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extendedType.trimmedDescription, modifiers: node.modifiers, inheritance: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = types.last else { return .skipChildren }
        let method = Method(typeName: type.name, decl: node, line: lines?.location(for: node.name.positionAfterSkippingLeadingTrivia).line ?? 1,
                            isPublic: type.isPublic || node.modifiers.contains { ["open", "public"].contains($0.name.text) })
        methodNames[type.name, default: []].insert(method.name)
        let isObjC = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
        if isObjC { objcMethods.append(method) }
        return .skipChildren
    }

    private func enter(_ name: String, modifiers: DeclModifierListSyntax, inheritance: InheritanceClauseSyntax?) {
        let isPublic = modifiers.contains { ["open", "public"].contains($0.name.text) }
        types.append((name: name, isPublic: isPublic))
        let inherited = inheritance?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        conformances[name, default: []].formUnion(inherited)
    }
}
