import Foundation

/// The apps linked into this test program, found by their entry points.
///
/// SwiftPM links an executable target that a test target depends on into the test program,
/// renaming its `main` to `<Module>_main`. The program's symbol table (not its dynamic one:
/// test programs export nothing) lists those functions; their addresses, moved by where the
/// program was loaded, are the apps' entry points.
enum LinkedApps {
    typealias EntryPoint = @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32

    /// Each app's module and entry point, read once.
    static let all: [String: EntryPoint] = read()

    private static func read() -> [String: EntryPoint] {
        guard let symbols = ELFSymbols(path: "/proc/self/exe") else { return [:] }
        let base = programLoadAddress(isPositionIndependent: symbols.isPositionIndependent)
        var found: [String: EntryPoint] = [:]
        for (name, address) in symbols.definedFunctions(endingIn: "_main", where: isEntryPointName) {
            guard let pointer = UnsafeRawPointer(bitPattern: base + UInt(address)) else { continue }
            found[String(name.dropLast("_main".count))] = unsafeBitCast(pointer, to: EntryPoint.self)
        }
        return found
    }

    /// `Module_main`, where `Module` is a Swift identifier (C's `__libc_start_main` and the like are not).
    static func isEntryPointName(_ name: Substring) -> Bool {
        guard name.hasSuffix("_main"), name.count > 5, let first = name.first, first != "_", !first.isNumber else { return false }
        return name.dropLast(5).allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Where the program itself was loaded (a position-independent program's symbols are
    /// relative to it): the start of its first mapping, from the file's start, in
    /// `/proc/self/maps`. A program that is not position-independent sits where it was linked.
    private static func programLoadAddress(isPositionIndependent: Bool) -> UInt {
        guard isPositionIndependent else { return 0 }
        let program = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[2] == "00000000", fields[5...].joined(separator: " ") == program,
                  let start = fields[0].split(separator: "-").first.flatMap({ UInt($0, radix: 16) }) else { continue }
            return start
        }
        return 0
    }
}

/// The defined functions of an ELF64 file's symbol table, read through a memory map.
struct ELFSymbols {
    private let data: Data

    init?(path: String) {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped), data.count > 64,
              data.prefix(4) == Data([0x7F, 0x45, 0x4C, 0x46]), data[4] == 2 else { return nil }
        self.data = data
    }

    /// Whether the file is position-independent (`ET_DYN`), its addresses relative to where it is loaded.
    var isPositionIndependent: Bool { read16(0x10) == 3 }

    /// Global functions with a section (defined here) whose names end in `suffix` and pass
    /// `keep`, with their addresses. Only names with the suffix are made into strings.
    func definedFunctions(endingIn suffix: String, where keep: (Substring) -> Bool) -> [(String, UInt64)] {
        guard let (table, link) = section(ofType: 2), let strings = section(at: link) else { return [] }
        let tail = Array(suffix.utf8)
        return data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var found: [(String, UInt64)] = []
            for index in 0..<Int(table.size / 24) {
                let entry = Int(table.offset) + index * 24
                let info = bytes[entry + 4]
                guard info & 0x0F == 2, info >> 4 == 1, raw.loadUnaligned(fromByteOffset: entry + 6, as: UInt16.self) != 0 else { continue }
                let start = Int(strings.offset) + Int(raw.loadUnaligned(fromByteOffset: entry, as: UInt32.self))
                var end = start
                while end < bytes.count, bytes[end] != 0 { end += 1 }
                guard end - start > tail.count, bytes[(end - tail.count)..<end].elementsEqual(tail) else { continue }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                if keep(name[...]) { found.append((name, raw.loadUnaligned(fromByteOffset: entry + 8, as: UInt64.self))) }
            }
            return found
        }
    }

    private struct Section {
        let offset: UInt64
        let size: UInt64
    }

    /// The first section of `type` (2: the symbol table) and the index of the section it links to
    /// (a symbol table's names).
    private func section(ofType type: UInt32) -> (Section, link: Int)? {
        let (start, size, count) = (Int(read64(0x28)), Int(read16(0x3A)), Int(read16(0x3C)))
        for index in 0..<count where read32(start + index * size + 4) == type {
            guard let section = section(at: index) else { return nil }
            return (section, Int(read32(start + index * size + 40)))
        }
        return nil
    }

    private func section(at index: Int) -> Section? {
        let (start, size, count) = (Int(read64(0x28)), Int(read16(0x3A)), Int(read16(0x3C)))
        guard index < count else { return nil }
        let header = start + index * size
        return Section(offset: read64(header + 24), size: read64(header + 32))
    }

    private func read16(_ at: Int) -> UInt16 { data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at, as: UInt16.self) } }
    private func read32(_ at: Int) -> UInt32 { data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at, as: UInt32.self) } }
    private func read64(_ at: Int) -> UInt64 { data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at, as: UInt64.self) } }
}
