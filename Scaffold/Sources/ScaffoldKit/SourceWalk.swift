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

    /// Every Swift file found, in path order.
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
        files.sort { $0.path < $1.path }
    }

    /// What this walk found, for the next: every folder and Swift file in walk order, one a
    /// line (`d` or `f`, the stamp's hash in 16 hex digits, the name), each folder's entries
    /// closed by a line `e`. An entry stamped at or after `settledBefore` is written with
    /// hash 0, so the next walk reads it again: it could change again unseen within the same
    /// tick of a coarse clock. Empty, so the next walk reads everything, when a name holds a
    /// line break, which a line of the record cannot.
    var record: [UInt8] {
        guard !found.contains(where: { $0.name.contains("\n") }) else { return [] }
        var bytes: [UInt8] = []
        for entry in found {
            switch entry.kind {
            case .end: bytes.append(contentsOf: "e\n".utf8)
            case .folder, .file:
                let hex = String(entry.hash, radix: 16)
                bytes.append(contentsOf: (entry.kind == .folder ? "d" : "f").utf8)
                bytes.append(contentsOf: String(repeating: "0", count: 16 - hex.utf8.count).utf8)
                bytes.append(contentsOf: hex.utf8)
                bytes.append(contentsOf: entry.name.utf8)
                bytes.append(10)
            }
        }
        return bytes
    }

    /// One line of a record.
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

        /// The stamp of top folder `folder` and its line in the earlier record; nil when it
        /// is no folder.
        func top(_ folder: String) -> (FileStamp, Int?)? {
            guard let stamp = FileStamp(path: folder, from: opened), stamp.isFolder else { return nil }
            return (stamp, known.top.first { known.entries[$0].name == folder })
        }

        /// Adds `folder` and what it holds to `walk`: its entries as recorded when its stamp is
        /// the recorded one, else as listed now, each paired with its recorded line.
        func walk(_ folder: String, name: String, stamp: FileStamp, recorded: Int?, into walk: inout SourceWalk) {
            let entries = known.entries
            var children: [Int] = []
            if let recorded {
                var index = recorded + 1
                while index < entries[recorded].end - 1 {
                    children.append(index)
                    index = entries[index].kind == .folder ? entries[index].end : index + 1
                }
            }
            var listed: [String]?
            if recorded == nil || recorded.map({ entries[$0].hash }) != stamp.hash {
                walk.isUnchanged = false
                // A folder that cannot be listed holds nothing this walk can read.
                let all = (try? FileManager.default.contentsOfDirectory(atPath: base + "/" + folder)) ?? []
                listed = all.filter { !$0.hasPrefix(".") }.sorted()
            }
            add(.folder, stamp, name, to: &walk)
            var next = 0
            for position in 0..<(listed?.count ?? children.count) {
                let entryName: String
                let earlier: Int?
                if let listed {
                    // Both lists are in name order, so one pass pairs each name with its line.
                    entryName = listed[position]
                    while next < children.count, entries[children[next]].name < entryName { next += 1 }
                    earlier = next < children.count && entries[children[next]].name == entryName ? children[next] : nil
                } else {
                    earlier = children[position]
                    entryName = entries[children[position]].name
                }
                let path = folder + "/" + entryName
                guard let entry = FileStamp(path: path, from: opened) else { continue }
                let wasFile = earlier.map { entries[$0].kind == .file } ?? false
                if entry.isFolder {
                    self.walk(path, name: entryName, stamp: entry, recorded: wasFile ? nil : earlier, into: &walk)
                } else if entry.isFile, wasFile || entryName.hasSuffix(".swift") {
                    let same = wasFile && earlier.map { entries[$0].hash } == entry.hash
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

    /// The lines of `record` and the indices of its top folders; none when it is not one a
    /// walk wrote.
    private static func entries(of record: [UInt8]) -> (entries: [Entry], top: [Int]) {
        var entries: [Entry] = []
        var top: [Int] = []
        var open: [Int] = []
        var start = 0
        for index in record.indices where record[index] == 10 {
            defer { start = index + 1 }
            let kind = index > start ? record[start] : 0
            if kind == UInt8(ascii: "e"), let folder = open.popLast() {
                entries.append(Entry(kind: .end, hash: 0, name: ""))
                entries[folder].end = entries.count
                continue
            }
            guard kind == UInt8(ascii: "d") || kind == UInt8(ascii: "f"), index - start > 17,
                let hash = hexadecimal(record, from: start + 1)
            else { return ([], []) }
            let name = String(decoding: record[(start + 17)..<index], as: UTF8.self)
            if open.isEmpty {
                guard kind == UInt8(ascii: "d") else { return ([], []) }
                top.append(entries.count)
            }
            if kind == UInt8(ascii: "d") {
                open.append(entries.count)
            }
            entries.append(Entry(kind: kind == UInt8(ascii: "d") ? .folder : .file, hash: hash, name: name))
        }
        return open.isEmpty ? (entries, top) : ([], [])
    }

    /// The number the 16 bytes of `record` from `start` spell in lower-case hexadecimal; nil
    /// when they spell none.
    private static func hexadecimal(_ record: [UInt8], from start: Int) -> UInt64? {
        var value: UInt64 = 0
        var index = start
        while index < start + 16 {
            let digit = record[index] &- UInt8(ascii: "0")
            let nibble = digit < 10 ? digit : digit &- (UInt8(ascii: "a") - UInt8(ascii: "0") - 10)
            guard nibble < 16, digit < 10 || record[index] >= UInt8(ascii: "a") else { return nil }
            value = value << 4 | UInt64(nibble)
            index += 1
        }
        return value
    }

    /// Every `.swift` file under `folder`, in path order; none when it does not exist.
    static func files(under folder: URL) -> [URL] {
        SourceWalk(base: folder.deletingLastPathComponent(), folders: [folder.lastPathComponent]).files.map {
            folder.deletingLastPathComponent().appendingPathComponent($0.path)
        }
    }
}
