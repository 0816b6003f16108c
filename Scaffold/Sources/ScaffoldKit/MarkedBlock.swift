/// Edits between a `begin` and an `end` marker line, leaving the rest of the file as it is.
enum MarkedBlock {
    /// `text` with `line` (one line or several) added just before the line holding `end`,
    /// after `begin`, at the end marker's indentation. For the entries of a collection literal,
    /// `separator` is put back after the entry before, since the formatter drops a trailing
    /// comma after a collection's last element.
    static func insert(
        _ line: String, into text: String, begin: String, end: String, file: String, separator: String? = nil
    ) throws -> String {
        var lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.contains(begin) }),
            let finish = lines[start...].firstIndex(where: { $0.contains(end) })
        else {
            throw ScaffoldError("\(file) has lost its \(begin) … \(end) markers; restore them to let scaffold edit it")
        }
        if let separator,
            let previous = lines[(start + 1)..<finish].lastIndex(where: { entry in
                let code = entry.trimmingCharacters(in: .whitespaces)
                return !code.isEmpty && !code.hasPrefix("//")
            }),
            !lines[previous].hasSuffix(separator)
        {
            lines[previous] += separator
        }
        let indent = String(lines[finish].prefix { $0 == " " })
        lines.insert(contentsOf: line.components(separatedBy: "\n").map { indent + $0 }, at: finish)
        return lines.joined(separator: "\n")
    }

    /// `text` without the line between `begin` and `end` whose code, stripped of spaces and
    /// a trailing comma, is `entry`; nil when there is no such line. A single entry left
    /// loses its separator, as the formatter writes a list of one.
    static func remove(_ entry: String, from text: String, begin: String, end: String) -> String? {
        var lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.contains(begin) }),
            let finish = lines[start...].firstIndex(where: { $0.contains(end) }),
            let index = lines[(start + 1)..<finish].firstIndex(where: { line in
                var code = line.trimmingCharacters(in: .whitespaces)
                if code.hasSuffix(",") { code.removeLast() }
                return code == entry
            })
        else { return nil }
        lines.remove(at: index)
        let isCode = { (line: String) -> Bool in
            let code = line.trimmingCharacters(in: .whitespaces)
            return !code.isEmpty && !code.hasPrefix("//")
        }
        // The formatter keeps a trailing comma in a list of several, and writes none after a
        // single element.
        let remaining = lines[(start + 1)..<(finish - 1)]
        if remaining.filter(isCode).count == 1, let last = remaining.lastIndex(where: isCode),
            lines[last].hasSuffix(",")
        {
            lines[last].removeLast()
        }
        return lines.joined(separator: "\n")
    }
}
