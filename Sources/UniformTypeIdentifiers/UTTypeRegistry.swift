/// The public types Linux code meets, as Apple's system declares them: identifier, parents,
/// filename extensions (preferred first), MIME type and name. A table, not a system database:
/// types outside it are made from their identifiers and conform to `public.item`.
enum UTTypeRegistry {
    struct Entry: Sendable {
        let identifier: String
        let parents: [String]
        let extensions: [String]
        let mimeType: String?
        let name: String
    }

    static let item = "public.item"
    static let data = "public.data"

    static let entries: [Entry] = [
        Entry(identifier: "public.item", parents: [], extensions: [], mimeType: nil, name: "item"),
        Entry(identifier: "public.content", parents: [], extensions: [], mimeType: nil, name: "content"),
        Entry(identifier: "public.data", parents: [item], extensions: [], mimeType: "application/octet-stream", name: "data"),
        Entry(identifier: "public.text", parents: [data, "public.content"], extensions: [], mimeType: nil, name: "text"),
        Entry(identifier: "public.plain-text", parents: ["public.text"], extensions: ["txt", "text"], mimeType: "text/plain", name: "plain text"),
        Entry(identifier: "public.utf8-plain-text", parents: ["public.plain-text"], extensions: [], mimeType: nil, name: "UTF-8 plain text"),
        Entry(identifier: "public.utf16-plain-text", parents: ["public.plain-text"], extensions: [], mimeType: nil, name: "UTF-16 plain text"),
        Entry(identifier: "public.html", parents: ["public.text"], extensions: ["html", "htm"], mimeType: "text/html", name: "HTML text"),
        Entry(identifier: "public.xml", parents: ["public.text"], extensions: ["xml"], mimeType: "application/xml", name: "XML text"),
        Entry(identifier: "public.json", parents: ["public.text"], extensions: ["json"], mimeType: "application/json", name: "JSON"),
        Entry(identifier: "public.rtf", parents: ["public.text"], extensions: ["rtf"], mimeType: "text/rtf", name: "rich text"),
        Entry(identifier: "public.comma-separated-values-text", parents: ["public.text"], extensions: ["csv"], mimeType: "text/csv", name: "CSV"),
        Entry(identifier: "public.source-code", parents: ["public.plain-text"], extensions: [], mimeType: nil, name: "source code"),
        Entry(identifier: "public.swift-source", parents: ["public.source-code"], extensions: ["swift"], mimeType: nil, name: "Swift source"),
        Entry(identifier: "public.url", parents: [data], extensions: [], mimeType: nil, name: "URL"),
        Entry(identifier: "public.file-url", parents: ["public.url"], extensions: [], mimeType: nil, name: "file URL"),
        Entry(identifier: "public.image", parents: [data, "public.content"], extensions: [], mimeType: nil, name: "image"),
        Entry(identifier: "public.png", parents: ["public.image"], extensions: ["png"], mimeType: "image/png", name: "PNG image"),
        Entry(identifier: "public.jpeg", parents: ["public.image"], extensions: ["jpeg", "jpg", "jpe"], mimeType: "image/jpeg", name: "JPEG image"),
        Entry(identifier: "com.compuserve.gif", parents: ["public.image"], extensions: ["gif"], mimeType: "image/gif", name: "GIF image"),
        Entry(identifier: "public.tiff", parents: ["public.image"], extensions: ["tiff", "tif"], mimeType: "image/tiff", name: "TIFF image"),
        Entry(identifier: "public.heic", parents: ["public.image"], extensions: ["heic"], mimeType: "image/heic", name: "HEIC image"),
        Entry(identifier: "org.webmproject.webp", parents: ["public.image"], extensions: ["webp"], mimeType: "image/webp", name: "WebP image"),
        Entry(identifier: "com.microsoft.bmp", parents: ["public.image"], extensions: ["bmp"], mimeType: "image/bmp", name: "BMP image"),
        Entry(identifier: "public.svg-image", parents: ["public.image"], extensions: ["svg"], mimeType: "image/svg+xml", name: "SVG image"),
        Entry(identifier: "com.adobe.pdf", parents: [data, "public.composite-content"], extensions: ["pdf"], mimeType: "application/pdf", name: "PDF document"),
        Entry(identifier: "public.composite-content", parents: ["public.content"], extensions: [], mimeType: nil, name: "composite content"),
        Entry(identifier: "public.audiovisual-content", parents: [data, "public.content"], extensions: [], mimeType: nil, name: "audiovisual content"),
        Entry(identifier: "public.movie", parents: ["public.audiovisual-content"], extensions: [], mimeType: nil, name: "movie"),
        Entry(identifier: "public.video", parents: ["public.movie"], extensions: [], mimeType: nil, name: "video"),
        Entry(identifier: "public.mpeg-4", parents: ["public.movie"], extensions: ["mp4"], mimeType: "video/mp4", name: "MPEG-4 movie"),
        Entry(identifier: "public.audio", parents: ["public.audiovisual-content"], extensions: [], mimeType: nil, name: "audio"),
        Entry(identifier: "public.mp3", parents: ["public.audio"], extensions: ["mp3"], mimeType: "audio/mpeg", name: "MP3 audio"),
        Entry(identifier: "public.archive", parents: [data], extensions: [], mimeType: nil, name: "archive"),
        Entry(identifier: "public.zip-archive", parents: ["public.archive"], extensions: ["zip"], mimeType: "application/zip", name: "ZIP archive"),
        Entry(identifier: "public.folder", parents: [item], extensions: [], mimeType: nil, name: "folder"),
        Entry(identifier: "public.vcard", parents: ["public.text"], extensions: ["vcf", "vcard"], mimeType: "text/vcard", name: "vCard"),
    ]

    private static let byIdentifier: [String: Entry] = Dictionary(uniqueKeysWithValues: entries.map { ($0.identifier, $0) })

    static func entry(_ identifier: String) -> Entry? { byIdentifier[identifier] }
}

extension UTType {
    /// A type of the table, by identifier.
    private static func declared(_ identifier: String) -> UTType {
        UTType(identifier)!
    }

    public static let item = declared("public.item")
    public static let content = declared("public.content")
    public static let compositeContent = declared("public.composite-content")
    public static let data = declared("public.data")
    public static let text = declared("public.text")
    public static let plainText = declared("public.plain-text")
    public static let utf8PlainText = declared("public.utf8-plain-text")
    public static let utf16PlainText = declared("public.utf16-plain-text")
    public static let html = declared("public.html")
    public static let xml = declared("public.xml")
    public static let json = declared("public.json")
    public static let rtf = declared("public.rtf")
    public static let commaSeparatedText = declared("public.comma-separated-values-text")
    public static let sourceCode = declared("public.source-code")
    public static let swiftSource = declared("public.swift-source")
    public static let url = declared("public.url")
    public static let fileURL = declared("public.file-url")
    public static let image = declared("public.image")
    public static let png = declared("public.png")
    public static let jpeg = declared("public.jpeg")
    public static let gif = declared("com.compuserve.gif")
    public static let tiff = declared("public.tiff")
    public static let heic = declared("public.heic")
    public static let webP = declared("org.webmproject.webp")
    public static let bmp = declared("com.microsoft.bmp")
    public static let svg = declared("public.svg-image")
    public static let pdf = declared("com.adobe.pdf")
    public static let audiovisualContent = declared("public.audiovisual-content")
    public static let movie = declared("public.movie")
    public static let video = declared("public.video")
    public static let mpeg4Movie = declared("public.mpeg-4")
    public static let audio = declared("public.audio")
    public static let mp3 = declared("public.mp3")
    public static let archive = declared("public.archive")
    public static let zip = declared("public.zip-archive")
    public static let folder = declared("public.folder")
    public static let vCard = declared("public.vcard")
}
