import Foundation

/// The Swift files the generator's rules read. A walk never enters a hidden folder: a
/// package's `.build` (left by `swift test --package-path Modules/X`) holds thousands of files,
/// none of them source, and `.swiftpm` and `.git` none either.
enum SwiftSources {
    /// Every `.swift` file under `folder`, in path order; none when it does not exist.
    static func under(_ folder: URL) -> [URL] {
        let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        return (walker?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}
