import Foundation

/// A file to write: its path under the repository root and its contents.
public struct PlannedFile: Equatable {
    /// Relative to the repository root.
    public let path: String
    /// The text with every token replaced.
    public let contents: String
}

/// Renders a folder of `Templates/`: every file, with its tokens (`__Name__`, `__Feature__`,
/// `__Screen__`) replaced in paths and text.
enum TemplateRenderer {
    static func render(_ template: URL, tokens: [String: String]) throws -> [PlannedFile] {
        let fileManager = FileManager.default
        guard let walker = fileManager.enumerator(at: template, includingPropertiesForKeys: [.isRegularFileKey]) else {
            throw ScaffoldError("cannot read the template folder \(template.path)")
        }
        var files: [PlannedFile] = []
        for case let url as URL in walker
        where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let relative = String(url.standardizedFileURL.path.dropFirst(template.standardizedFileURL.path.count + 1))
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw ScaffoldError("cannot read the template file \(relative)")
            }
            files.append(
                PlannedFile(path: substitute(relative, tokens: tokens), contents: substitute(text, tokens: tokens)))
        }
        return files.sorted { $0.path < $1.path }
    }

    static func substitute(_ text: String, tokens: [String: String]) -> String {
        tokens.reduce(text) { result, token in result.replacingOccurrences(of: token.key, with: token.value) }
    }
}
