import Foundation

/// The repository these tests run in.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// A copy of the repository's working tree in a temporary folder, without build products,
/// git's data or the benchmarks, for tests that let the generator write.
func copyRepository() throws -> URL {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    for item in try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.path)
    where !item.hasPrefix(".build") && item != ".git" && item != "Benchmarks" {
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent(item), to: copy.appendingPathComponent(item))
    }
    return copy
}

/// Every file under `root` (build products left out) and its contents.
func snapshot(of root: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
        return files
    }
    for case let url as URL in walker {
        let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
        if relative.hasPrefix(".build") || relative.contains("/.build") { continue }
        guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
        files[relative] = try Data(contentsOf: url)
    }
    return files
}

/// `base`, or `base2`, `base3`, ...: the first whose folder (`folder(name)`) is not in `root`.
func unused(_ base: String, in root: URL, at folder: (String) -> String) -> String {
    for name in [base] + (2...99).map({ "\(base)\($0)" })
    where !FileManager.default.fileExists(atPath: root.appendingPathComponent(folder(name)).path) {
        return name
    }
    return base + "100"
}

/// The name of the feature the generator's tests plan: Favorites, or Favorites2, Favorites3, ...
/// once the repository has a feature of that name, so the suite stays green right after a
/// developer runs `scaffold feature Favorites`, as CONTRIBUTING suggests.
let newFeature = unused("Favorites", in: repositoryRoot, at: { "Modules/\($0)" })
