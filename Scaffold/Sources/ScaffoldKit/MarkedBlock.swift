/// Edits between a `begin` and an `end` marker line, leaving the rest of the file as it is.
enum MarkedBlock {
    /// `text` with `line` added just before the line holding `end`, after `begin`.
    static func insert(_ line: String, into text: String, begin: String, end: String, file: String) throws -> String {
        var lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.contains(begin) }),
              let finish = lines[start...].firstIndex(where: { $0.contains(end) }) else {
            throw ScaffoldError("\(file) has lost its \(begin) … \(end) markers; restore them to let scaffold edit it")
        }
        let indent = String(lines[finish].prefix { $0 == " " })
        lines.insert(indent + line, at: finish)
        return lines.joined(separator: "\n")
    }
}
