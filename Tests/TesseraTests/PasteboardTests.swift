import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

@MainActor struct PasteboardTests {
    @Test func itemsHoldSeveralRepresentationsAndTheTypedAccessorsReadThem() throws {
        let pasteboard = UIPasteboard.withUniqueName()
        defer { UIPasteboard.remove(withName: pasteboard.name) }
        let link = try #require(URL(string: "https://example.com/photo"))
        let image = try #require(UIImage(systemName: "star"))
        pasteboard.items = [["public.utf8-plain-text": "Photo", "public.url": link], ["public.png": image], ["com.example.note": Data([1, 2])]]
        #expect(pasteboard.numberOfItems == 3)
        #expect(pasteboard.string == "Photo" && pasteboard.url == link && pasteboard.image === image)
        #expect(pasteboard.types == ["public.url", "public.utf8-plain-text"])
        #expect(pasteboard.hasStrings && pasteboard.hasURLs && pasteboard.hasImages && !pasteboard.hasColors)
        #expect(pasteboard.itemSet(withPasteboardTypes: ["public.png"]) == IndexSet([1]))
        #expect(pasteboard.data(forPasteboardType: "public.utf8-plain-text") == Data("Photo".utf8))
        #expect(pasteboard.data(forPasteboardType: "com.example.note", inItemSet: IndexSet([2])) == [Data([1, 2])])
        #expect(pasteboard.types(forItemSet: IndexSet([9])) == nil, "an index past the items")
        pasteboard.colors = [.systemRed, .systemBlue]
        #expect(pasteboard.colors == [.systemRed, .systemBlue] && !pasteboard.hasStrings)
        pasteboard.setValue("Hi", forPasteboardType: UIPasteboard.typeAutomatic)
        #expect(pasteboard.string == "Hi")
    }

    @Test func namedPasteboardsShareTheirItemsAndChangesAreAnnounced() {
        let name = UIPasteboard.Name("com.example.clips")
        #expect(UIPasteboard(name: name, create: false) == nil)
        let first = UIPasteboard(name: name, create: true)
        let second = UIPasteboard(name: name, create: false)
        defer { UIPasteboard.remove(withName: name) }
        final class Added: @unchecked Sendable { var types: [[String]] = [] }
        let added = Added()
        let token = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: first, queue: nil) { note in
            added.types.append(note.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? [])
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let before = first?.changeCount ?? 0
        first?.string = "shared"
        #expect(second?.string == "shared" && first?.changeCount == before + 1)
        #expect(added.types == [["public.utf8-plain-text"]])
    }

    @Test func expiredItemsAreGoneAndTheGeneralPasteboardFollowsTheSystemClipboard() {
        let pasteboard = UIPasteboard.withUniqueName()
        defer { UIPasteboard.remove(withName: pasteboard.name) }
        pasteboard.setItems([["public.utf8-plain-text": "soon gone"]], options: [.expirationDate: Date().addingTimeInterval(-1)])
        #expect(pasteboard.string == nil && pasteboard.numberOfItems == 0)
        let general = UIPasteboard.general
        let clipboard = MemoryPasteboard()
        general.backend = clipboard
        general.string = "ours"
        #expect(clipboard.string == "ours", "copied text reaches the system clipboard")
        clipboard.string = "another program's"
        #expect(general.string == "another program's" && general.numberOfItems == 1)
        general.backend = MemoryPasteboard()
    }
}
