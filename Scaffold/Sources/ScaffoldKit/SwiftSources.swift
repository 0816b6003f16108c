import Foundation

/// The Swift files the generator's rules read. A walk never enters a hidden folder: a
/// package's `.build` (left by `swift test --package-path Modules/X`) holds thousands of files,
/// none of them source, and `.swiftpm` and `.git` none either.
enum SwiftSources {
    /// Every `.swift` file under `folder`, in path order; none when it does not exist.
    static func under(_ folder: URL) -> [URL] {
        let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        // Each path is read once: a URL makes its path anew on every call, and a sort asks
        // for it twice a comparison.
        let files = (walker?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }
        return files.map { (path: $0.path, url: $0) }.sorted { $0.path < $1.path }.map(\.url)
    }
}
