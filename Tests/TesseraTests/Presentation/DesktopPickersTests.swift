import Foundation
import Testing
import TesseraTesting
import UniformTypeIdentifiers
@testable import Tessera

/// The pickers that ask the desktop (files, photos), the share sheet and the colour well, with
/// the file chooser's answer scripted as a headless run has it.
@MainActor struct DesktopPickersTests {
    private func start() -> (HeadlessScreen, UIViewController) {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let root = UIViewController()
        screen.window.rootViewController = root
        screen.runUntilIdle()
        return (screen, root)
    }

    private func temporaryFile(_ name: String, _ data: Data) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-pickers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    final class DocumentsDelegate: NSObject, UIDocumentPickerDelegate {
        var picked: [URL]?
        var cancelled = false
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { picked = urls }
        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { cancelled = true }
    }

    @Test func aDocumentPickerAsksTheChooserAndTellsTheDelegate() throws {
        let (screen, root) = start()
        let file = try temporaryFile("notes.txt", Data("hello".utf8))
        var asked: [DesktopFileChooser.Request] = []
        DesktopFileChooser.scriptedAnswer = { request in
            asked.append(request)
            return [file]
        }
        defer { DesktopFileChooser.scriptedAnswer = nil }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText])
        let delegate = DocumentsDelegate()
        picker.delegate = delegate
        root.present(picker, animated: false)
        screen.runUntilIdle()
        #expect(asked.count == 1)
        #expect(delegate.picked == [file])
        #expect(root.presentedViewController == nil, "the picker closes itself")
        DesktopFileChooser.scriptedAnswer = { _ in nil }
        let second = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText])
        second.delegate = delegate
        root.present(second, animated: false)
        screen.runUntilIdle()
        #expect(delegate.cancelled)
    }

    final class PhotoDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var image: UIImage?
        var cancelled = false
        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            image = info[.originalImage] as? UIImage
            picker.dismiss(animated: false)
        }
        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            cancelled = true
            picker.dismiss(animated: false)
        }
    }

    @Test func anImagePickerReadsThePhotoChosenAndRefusesAFileThatIsNotOne() throws {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let (screen, root) = start()
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3))
        let png = renderer.pngData { context in UIColor.systemRed.setFill(); context.fill(CGRect(x: 0, y: 0, width: 4, height: 3)) }
        let photo = try temporaryFile("photo.png", png)
        DesktopFileChooser.scriptedAnswer = { _ in [photo] }
        defer { DesktopFileChooser.scriptedAnswer = nil }
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary) && !UIImagePickerController.isSourceTypeAvailable(.camera))
        let picker = UIImagePickerController()
        let delegate = PhotoDelegate()
        picker.delegate = delegate
        root.present(picker, animated: false)
        screen.runUntilIdle()
        #expect(delegate.image?.size == CGSize(width: 4, height: 3))
        #expect(root.presentedViewController == nil)
        let corrupt = try temporaryFile("broken.png", Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2]))
        DesktopFileChooser.scriptedAnswer = { _ in [corrupt] }
        let again = UIImagePickerController()
        again.delegate = delegate
        root.present(again, animated: false)
        screen.runUntilIdle()
        #expect(delegate.cancelled)
        #expect(messages.all.contains { $0.contains("broken.png is not an image that can be read") })
    }

    @Test func theShareSheetCopiesAndSavesAndSaysWhichItDid() throws {
        let (screen, root) = start()
        UIPasteboard.general.string = nil
        let sheet = UIActivityViewController(activityItems: ["Meet at noon"], applicationActivities: nil)
        var finished: [(UIActivity.ActivityType?, Bool)] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in finished.append((type, completed)) }
        root.present(sheet, animated: false)
        screen.runUntilIdle()
        #expect(screen.frameOfText("Meet at noon") != nil && screen.frameOfText("Save to File…") != nil)
        let copy = try #require(screen.frameOfText("Copy"))
        screen.tap(at: CGPoint(x: copy.midX, y: copy.midY))
        screen.runUntilIdle()
        #expect(UIPasteboard.general.string == "Meet at noon")
        #expect(finished.count == 1 && finished.first?.0 == .copyToPasteboard && finished.first?.1 == true)
        #expect(root.presentedViewController == nil)

        let target = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-share-\(UUID().uuidString).txt")
        DesktopFileChooser.scriptedAnswer = { request in
            #expect(request == .save(suggestedName: "Text.txt"))
            return [target]
        }
        defer { DesktopFileChooser.scriptedAnswer = nil }
        let saving = UIActivityViewController(activityItems: ["Meet at noon"], applicationActivities: nil)
        saving.excludedActivityTypes = [.copyToPasteboard]
        root.present(saving, animated: false)
        screen.runUntilIdle()
        #expect(screen.frameOfText("Copy") == nil, "excluded")
        let save = try #require(screen.frameOfText("Save to File…"))
        screen.tap(at: CGPoint(x: save.midX, y: save.midY))
        screen.runUntilIdle()
        #expect(try String(contentsOf: target, encoding: .utf8) == "Meet at noon")
    }

    @Test func closingTheShareSheetReportsNothingDone() {
        let (screen, root) = start()
        let sheet = UIActivityViewController(activityItems: [URL(string: "https://example.org")!], applicationActivities: nil)
        var finished: [(UIActivity.ActivityType?, Bool)] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in finished.append((type, completed)) }
        root.present(sheet, animated: false)
        screen.runUntilIdle()
        screen.tap(at: CGPoint(x: 790, y: 590))
        screen.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(finished.count == 1 && finished.first?.0 == nil && finished.first?.1 == false)
    }

    @Test func aColourWellOpensThePickerAndTakesTheSwatchClicked() throws {
        let (screen, root) = start()
        let well = UIColorWell(frame: CGRect(x: 100, y: 100, width: 28, height: 28))
        var changes = 0
        well.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        root.view.addSubview(well)
        screen.runUntilIdle()
        screen.tap(at: CGPoint(x: 114, y: 114))
        screen.runUntilIdle()
        let picker = try #require(root.presentedViewController as? UIColorPickerViewController)
        let swatch = try #require(picker.view.subviews.first { $0.accessibilityLabel == "Swatch 4, 1" })
        let point = swatch.convert(CGPoint(x: 13, y: 13), to: nil)
        screen.tap(at: point)
        screen.runUntilIdle()
        #expect(changes == 1)
        let colour = try #require(well.selectedColor)
        #expect(colour.red == 1 && colour.green == 0 && colour.blue == 0, "the pure red swatch: \(colour)")
        if let folder = ProcessInfo.processInfo.environment["TESSERA_TEST_PNG"] {
            try screen.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("colour-picker.png"))
        }
    }
}
