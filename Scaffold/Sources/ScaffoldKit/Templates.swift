import Foundation

/// A file to write: its path under the repository root and its contents.
public struct PlannedFile: Equatable {
    /// Relative to the repository root.
    public let path: String
    /// The rendered text.
    public let contents: String
}

/// Renders a folder of `Templates/`: every file, with `__Name__` replaced in paths and text.
enum TemplateRenderer {
    static func render(_ template: URL, name: String) throws -> [PlannedFile] {
        let fileManager = FileManager.default
        guard let walker = fileManager.enumerator(at: template, includingPropertiesForKeys: [.isRegularFileKey]) else {
            throw ScaffoldError("cannot read the template folder \(template.path)")
        }
        var files: [PlannedFile] = []
        for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let relative = String(url.standardizedFileURL.path.dropFirst(template.standardizedFileURL.path.count + 1))
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw ScaffoldError("cannot read the template file \(relative)")
            }
            files.append(PlannedFile(path: substitute(relative, name: name), contents: substitute(text, name: name)))
        }
        return files.sorted { $0.path < $1.path }
    }

    static func substitute(_ text: String, name: String) -> String {
        text.replacingOccurrences(of: "__Name__", with: name)
    }
}
