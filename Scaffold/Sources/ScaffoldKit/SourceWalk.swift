import Foundation

/// The Swift files under some folders of a repository, each with its stamp. A walk never
/// enters a hidden folder: a package's `.build` (left by `swift test --package-path
/// Modules/X`) holds thousands of files, none of them source, and `.swiftpm` and `.git` none
/// either.
///
/// A walk writes down what it found (`record`), and a walk given an earlier record lists
/// again only the folders whose stamps changed: listing a folder costs far more than stamping
/// it, and a folder's modification time moves whenever an entry is added to it, removed or
/// renamed. A file edited in place changes its own stamp, which `files` compares with the
/// record's.
struct SourceWalk {
    /// A Swift file found: its path from the base, its stamp, and whether the earlier record
    /// holds that same stamp for it.
    typealias File = (path: String, stamp: FileStamp, recorded: Bool)

    /// Every Swift file found, in walk order: each folder's entries by name, a subfolder's
    /// files before its next sibling's.
    private(set) var files: [File] = []
    /// Whether this walk found exactly what the earlier record holds, so its `record` is that.
    private(set) var isUnchanged = true
    /// What this walk found, in walk order: each folder, then its entries, then an end.
    private var found: [Entry] = []

    /// Walks `folders` (paths from `base`; a missing one is skipped), listing again only the
    /// folders whose stamps differ from those in `earlier`, a `record` of the same folders.
    init(base: URL, folders: [String], earlier: [UInt8] = [], settledBefore: Int64 = .max) {
        // Every stamp is taken from the base's open folder, by a path from it.
        let opened = open(base.path, O_RDONLY | O_DIRECTORY)
        defer { if opened >= 0 { close(opened) } }
        let walker = Walker(
            base: base.path, opened: opened, known: Self.entries(of: earlier), settledBefore: settledBefore)
        for folder in folders {
            guard let (stamp, recorded) = walker.top(folder) else { continue }
            walker.walk(folder, name: folder, stamp: stamp, recorded: recorded, into: &self)
        }
        // A recorded entry the walk did not reach is one that went away.
        if found.count != walker.known.entries.count { isUnchanged = false }
    }

    /// What this walk found, for the next: every folder and Swift file in walk order, each
    /// folder's entries closed by an end. An entry is a byte (`d`, `f`, or `e` for an end), then
    /// for a folder or file its stamp's hash (8 bytes, little-endian), its name's length in
    /// bytes (2 bytes, little-endian) and the name. An entry stamped at or after
    /// `settledBefore` is written with hash 0, so the next walk reads it again: it could change
    /// again unseen within the same tick of a coarse clock. Empty, so the next walk reads
    /// everything, if a name were longer than its length can say.
    var record: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(found.count * 32)
        for entry in found {
            switch entry.kind {
            case .end:
                bytes.append(Self.end)
            case .folder, .file:
                let name = Array(entry.name.utf8)
                // No file system allows such a name; were one found, no record beats a wrong one.
                guard name.count <= Int(UInt16.max) else { return [] }
                bytes.append(entry.kind == .folder ? Self.folder : Self.file)
                var hash = entry.hash
                for _ in 0..<8 {
                    bytes.append(UInt8(truncatingIfNeeded: hash))
                    hash >>= 8
                }
                bytes.append(UInt8(truncatingIfNeeded: name.count))
                bytes.append(UInt8(truncatingIfNeeded: name.count >> 8))
                bytes.append(contentsOf: name)
            }
        }
        return bytes
    }

    private static let folder = UInt8(ascii: "d"), file = UInt8(ascii: "f"), end = UInt8(ascii: "e")

    /// One entry of a record.
    private struct Entry {
        enum Kind { case folder, file, end }
        let kind: Kind
        let hash: UInt64
        let name: String
        /// For a folder read from a record, the index just past its entries and its end.
        var end = 0
    }

    /// What a walk reads throughout: the base, the earlier record, and the time before which a
    /// stamp is settled.
    private struct Walker {
        let base: String
        /// The base, open (a negative number when it could not be opened: nothing is found).
        let opened: Int32
        let known: (entries: [Entry], top: [Int])
        let settledBefore: Int64

        /// The stamp of top folder `folder` and its entry in the earlier record; nil when it
        /// is no folder.
        func top(_ folder: String) -> (FileStamp, Int?)? {
            guard let stamp = FileStamp(path: folder, from: opened), stamp.isFolder else { return nil }
            return (stamp, known.top.first { known.entries[$0].name == folder })
        }

        /// Adds `folder` and what it holds to `walk`: its entries as recorded when its stamp is
        /// the recorded one, else as listed now, each paired with its recorded entry.
        func walk(_ folder: String, name: String, stamp: FileStamp, recorded: Int?, into walk: inout SourceWalk) {
            // Plain loops and each entry read once: a debug build (`swift run scaffold`) runs
            // closures and generic helpers unspecialized, copying an entry on each read.
            let entries = known.entries
            var children: [Int] = []
            var sameFolder = false
            if let recorded {
                let folderEntry = entries[recorded]
                sameFolder = folderEntry.hash == stamp.hash
                var index = recorded + 1
                while index < folderEntry.end - 1 {
                    children.append(index)
                    let child = entries[index]
                    index = child.kind == .folder ? child.end : index + 1
                }
            }
            var listed: [String]?
            if !sameFolder {
                walk.isUnchanged = false
                // A folder that cannot be listed holds nothing this walk can read.
                let all = (try? FileManager.default.contentsOfDirectory(atPath: base + "/" + folder)) ?? []
                listed = all.filter { !$0.hasPrefix(".") }.sorted()
            }
            add(.folder, stamp, name, to: &walk)
            var next = 0
            for position in 0..<(listed?.count ?? children.count) {
                let entryName: String
                var earlier: Entry?
                var earlierIndex: Int?
                if let listed {
                    // Both lists are in name order, so one pass pairs each name with its entry.
                    entryName = listed[position]
                    while next < children.count, entries[children[next]].name < entryName { next += 1 }
                    if next < children.count, entries[children[next]].name == entryName {
                        earlierIndex = children[next]
                        earlier = entries[children[next]]
                    }
                } else {
                    earlierIndex = children[position]
                    earlier = entries[children[position]]
                    entryName = entries[children[position]].name
                }
                let path = folder + "/" + entryName
                guard let entry = FileStamp(path: path, from: opened) else { continue }
                var wasFile = false
                var sameHash = false
                if let earlier {
                    wasFile = earlier.kind == .file
                    sameHash = earlier.hash == entry.hash
                }
                if entry.isFolder {
                    self.walk(path, name: entryName, stamp: entry, recorded: wasFile ? nil : earlierIndex, into: &walk)
                } else if entry.isFile, wasFile || entryName.hasSuffix(".swift") {
                    let same = wasFile && sameHash
                    if !same { walk.isUnchanged = false }
                    walk.files.append((path, entry, same))
                    add(.file, entry, entryName, to: &walk)
                }
            }
            walk.found.append(Entry(kind: .end, hash: 0, name: ""))
        }

        private func add(_ kind: Entry.Kind, _ stamp: FileStamp, _ name: String, to walk: inout SourceWalk) {
            let settled = stamp.newest < settledBefore
            if !settled { walk.isUnchanged = false }
            walk.found.append(Entry(kind: kind, hash: settled ? stamp.hash : 0, name: name))
        }
    }

    /// The entries of `record` and the indices of its top folders; none when it is not one a
    /// walk wrote.
    private static func entries(of bytes: [UInt8]) -> (entries: [Entry], top: [Int]) {
        /// The little-endian number of `count` bytes from `start`.
        func number(at start: Int, count: Int) -> UInt64 {
            // A plain loop: a debug build runs `stride` and other generic helpers unspecialized.
            var value: UInt64 = 0
            var index = start + count
            while index > start {
                index -= 1
                value = value << 8 | UInt64(bytes[index])
            }
            return value
        }
        var entries: [Entry] = []
        var top: [Int] = []
        var open: [Int] = []
        var offset = 0
        while offset < bytes.count {
            let kind = bytes[offset]
            if kind == end, let folder = open.popLast() {
                entries.append(Entry(kind: .end, hash: 0, name: ""))
                entries[folder].end = entries.count
                offset += 1
                continue
            }
            // The kind, the hash and the name's length, then the name.
            guard kind == folder || kind == file, offset + 11 <= bytes.count else { return ([], []) }
            let hash = number(at: offset + 1, count: 8)
            let length = Int(number(at: offset + 9, count: 2))
            guard offset + 11 + length <= bytes.count else { return ([], []) }
            let name = String(decoding: bytes[(offset + 11)..<(offset + 11 + length)], as: UTF8.self)
            offset += 11 + length
            if open.isEmpty {
                guard kind == folder else { return ([], []) }
                top.append(entries.count)
            }
            if kind == folder {
                open.append(entries.count)
            }
            entries.append(Entry(kind: kind == folder ? .folder : .file, hash: hash, name: name))
        }
        return open.isEmpty ? (entries, top) : ([], [])
    }

    /// Every `.swift` file under `folder`, in walk order; none when it does not exist.
    static func files(under folder: URL) -> [URL] {
        SourceWalk(base: folder.deletingLastPathComponent(), folders: [folder.lastPathComponent]).files.map {
            folder.deletingLastPathComponent().appendingPathComponent($0.path)
        }
    }
}
