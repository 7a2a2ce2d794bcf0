import Foundation

/// The desktop's file chooser, for the document picker, the image picker's library and the
/// share sheet's Save: GTK's chooser through `zenity` (or KDE's through `kdialog`) in a
/// desktop session; in tests and headless runs, the answer a test scripts. Without a display
/// or a chooser program, the request is reported and answered with Cancel.
@preconcurrency @MainActor public enum DesktopFileChooser {
    /// What is asked.
    public enum Request: Equatable, Sendable {
        /// Files (or folders) to open, of the given content types (`public.image`, file
        /// extensions); several when `allowsMultiple`.
        case open(contentTypes: [String], allowsMultiple: Bool, directories: Bool)
        /// Where to save a file, `suggestedName` offered.
        case save(suggestedName: String)
    }

    /// The answer the chooser gives without asking (tests and headless runs): the files, or nil
    /// for Cancel. When set, no program is run.
    public static var scriptedAnswer: (@MainActor (Request) -> [URL]?)?

    /// Asks, then calls `completion` on the main loop with the files chosen, or nil.
    static func choose(_ request: Request, completion: @escaping @MainActor ([URL]?) -> Void) {
        if let scriptedAnswer {
            let answer = scriptedAnswer(request)
            MainLoop.shared.performOnNextTurn { completion(answer) }
            return
        }
        guard let command = command(for: request) else {
            TesseraDiagnostics.report("File chooser: no desktop session or no chooser program (zenity, kdialog) for \(request); answered Cancel")
            MainLoop.shared.performOnNextTurn { completion(nil) }
            return
        }
        DispatchQueue.global().async {
            let answer = run(command)
            DispatchQueue.main.async { MainActor.assumeIsolated { completion(answer) } }
        }
    }

    private static func command(for request: Request) -> [String]? {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else { return nil }
        if let zenity = executable("zenity") { return [zenity] + zenityArguments(request) }
        if let kdialog = executable("kdialog") { return [kdialog] + kdialogArguments(request) }
        return nil
    }

    private static func executable(_ name: String) -> String? {
        ["/usr/bin/", "/usr/local/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func zenityArguments(_ request: Request) -> [String] {
        switch request {
        case let .open(types, multiple, directories):
            var arguments = ["--file-selection", "--separator=\n"]
            if multiple { arguments.append("--multiple") }
            if directories { arguments.append("--directory") }
            let patterns = types.compactMap(pattern(for:))
            if !patterns.isEmpty { arguments.append("--file-filter=" + patterns.joined(separator: " ")) }
            return arguments
        case let .save(name):
            return ["--file-selection", "--save", "--confirm-overwrite", "--filename=" + name]
        }
    }

    private static func kdialogArguments(_ request: Request) -> [String] {
        switch request {
        case let .open(_, multiple, directories):
            if directories { return ["--getexistingdirectory", "."] }
            return multiple ? ["--getopenfilename", ".", "--multiple", "--separate-output"] : ["--getopenfilename", "."]
        case let .save(name):
            return ["--getsavefilename", name]
        }
    }

    /// A glob for a content type: UTType-like names for images, text and PDF; an extension as is.
    private static func pattern(for type: String) -> String? {
        switch type {
        case "public.image", "image": "*.png *.jpg *.jpeg *.gif *.webp *.svg"
        case "public.jpeg": "*.jpg *.jpeg"
        case "public.png": "*.png"
        case "com.adobe.pdf", "pdf": "*.pdf"
        case "public.plain-text", "public.text": "*.txt"
        case "public.item", "public.data", "public.content": nil
        default: type.contains(".") ? nil : "*." + type
        }
    }

    /// Runs the chooser and reads the paths it prints, one a line; nil when it was cancelled.
    nonisolated private static func run(_ command: [String]) -> [URL]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let paths = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        return paths.isEmpty ? nil : paths.map { URL(fileURLWithPath: $0) }
    }
}
