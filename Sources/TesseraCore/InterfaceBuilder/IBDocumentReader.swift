import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the XML of a `.storyboard` or `.xib` into `IBElement`s with SAX (`XMLParser`), which
/// gives every element its line.
final class IBDocumentReader: NSObject, XMLParserDelegate {
    private final class Builder {
        let name: String
        let attributes: [String: String]
        let line: Int
        var children: [IBElement] = []
        var text = ""
        init(name: String, attributes: [String: String], line: Int) {
            self.name = name
            self.attributes = attributes
            self.line = line
        }
    }

    private var stack: [Builder] = []
    private(set) var root: IBElement?

    static func read(_ data: Data) throws(IBDocumentError.Reason) -> IBElement {
        let reader = IBDocumentReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse(), let root = reader.root else {
            let line = parser.lineNumber
            let message = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "no document element"
            throw .notXML(line: line, message: message)
        }
        return root
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes: [String: String] = [:]) {
        stack.append(Builder(name: elementName, attributes: attributes, line: parser.lineNumber))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard let done = stack.popLast() else { return }
        // Text only counts in elements that hold no children (`<string>`, `<mutableString>`).
        let text = done.children.isEmpty && !done.text.isEmpty ? done.text : nil
        let element = IBElement(name: done.name, attributes: done.attributes, children: done.children, line: done.line, text: text)
        if let parent = stack.last { parent.children.append(element) } else { root = element }
    }
}
