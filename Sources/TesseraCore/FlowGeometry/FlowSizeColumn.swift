import Foundation

/// The sizes of a flow layout's items, one per item, kept small: items of a layout usually come
/// in a few sizes (cells of a few kinds, photos of a few shapes), so each size is kept once in a
/// palette and each item holds its size's number there, one byte while there are at most 256
/// sizes, two up to 65,536; past that every size is kept as it is. Sizes come back exactly as
/// they were given.
package struct FlowSizeColumn {
    /// Sizes compared by their bits: exact, and cheap to hash.
    @usableFromInline struct Key: Hashable {
        package let width: UInt
        package let height: UInt
        @inlinable package init(_ size: CGSize) { width = size.width.bitPattern; height = size.height.bitPattern }
    }

    /// Which array holds the items: 1 (`narrow`), 2 (`wide`) or 16 bytes an item (`raw`).
    @usableFromInline var bytesPerItem = 1
    @usableFromInline var narrow: [UInt8] = []
    @usableFromInline var wide: [UInt16] = []
    @usableFromInline var raw: [CGSize] = []
    @usableFromInline var palette: [Key] = []
    @usableFromInline var paletteSizes: [CGSize] = []
    /// Filled once the palette outgrows a short linear search.
    @usableFromInline var paletteIndex: [Key: Int] = [:]
    @usableFromInline static let linearSearchLimit = 16
    package var count = 0

    @inlinable package subscript(index: Int) -> CGSize {
        switch bytesPerItem {
        case 1: return paletteSizes[Int(narrow[index])]
        case 2: return paletteSizes[Int(wide[index])]
        default: return raw[index]
        }
    }

    @inlinable package mutating func append(_ size: CGSize) {
        count += 1
        if bytesPerItem == 16 { raw.append(size); return }
        let code = self.code(for: size)
        if bytesPerItem == 1 {
            if code <= Int(UInt8.max) { narrow.append(UInt8(code)); return }
            wide = narrow.map(UInt16.init)
            narrow = []
            bytesPerItem = 2
        }
        if code <= Int(UInt16.max) { wide.append(UInt16(code)); return }
        raw = wide.map { paletteSizes[Int($0)] }
        raw.append(size)
        wide = []
        palette = []
        paletteSizes = []
        paletteIndex = [:]
        bytesPerItem = 16
    }

    @inlinable mutating func code(for size: CGSize) -> Int {
        let key = Key(size)
        if palette.count <= FlowSizeColumn.linearSearchLimit {
            if let found = palette.firstIndex(of: key) { return found }
        } else if let found = paletteIndex[key] {
            return found
        }
        let code = palette.count
        palette.append(key)
        paletteSizes.append(size)
        if palette.count > FlowSizeColumn.linearSearchLimit {
            if paletteIndex.isEmpty { for (i, k) in palette.enumerated() { paletteIndex[k] = i } } else { paletteIndex[key] = code }
        }
        return code
    }

    /// Room for `additional` more items, in the array they go to now.
    @inlinable package mutating func reserveCapacity(_ additional: Int) {
        switch bytesPerItem {
        case 1: narrow.reserveCapacity(count + additional)
        case 2: wide.reserveCapacity(count + additional)
        default: raw.reserveCapacity(count + additional)
        }
    }

    /// Empties the column, keeping the one-byte codes' memory (the usual case).
    @inlinable package mutating func removeAll() {
        narrow.removeAll(keepingCapacity: true)
        wide = []
        raw = []
        bytesPerItem = 1
        palette.removeAll(keepingCapacity: true)
        paletteSizes.removeAll(keepingCapacity: true)
        paletteIndex.removeAll(keepingCapacity: true)
        count = 0
    }

    /// The memory the column holds, in bytes (capacity, not count; the hash table estimated).
    @inlinable package var byteCount: Int {
        narrow.capacity + wide.capacity * 2 + raw.capacity * MemoryLayout<CGSize>.stride
            + palette.capacity * MemoryLayout<Key>.stride + paletteSizes.capacity * MemoryLayout<CGSize>.stride
            + paletteIndex.capacity * (MemoryLayout<Key>.stride + MemoryLayout<Int>.stride + 1)
    }
}
