import Foundation

/// The Swift files under folders of a repository, by path from its root, sorted. A hidden
/// folder is never entered: a package's `.build` (left by `swift test --package-path
/// Modules/X`) holds thousands of files, none of them source, and `.swiftpm` and `.git` none
/// either. A symbolic link to a folder is not followed, so a walk cannot loop.
enum SourceFiles {
    /// The `.swift` files under `folders` (paths from `root`; a missing one has none).
    static func paths(under folders: [String], root: URL) -> [String] {
        folders.flatMap { folder in
            let base = root.appendingPathComponent(folder)
            let found = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            var paths: [String] = []
            while let url = found?.nextObject() as? URL {
                guard url.pathExtension == "swift",
                    (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
                else { continue }
                let relative = url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count)
                paths.append(folder + relative)
            }
            return paths.sorted()
        }
    }
}
