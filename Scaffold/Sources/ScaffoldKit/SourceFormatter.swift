import Foundation

/// Lays out generated Swift files with the toolchain's `swift format` and the repository's
/// `.swift-format`, so generated code passes the lint CI runs, whatever the names' lengths.
enum SourceFormatter {
    /// Formats the Swift files among `paths` (relative to `root`); returns a note when the
    /// formatter could not run, so the caller can say so (the files are written either way).
    static func format(_ paths: [String], root: URL) -> String? {
        let swiftFiles = paths.filter { $0.hasSuffix(".swift") }.map { root.appendingPathComponent($0).path }
        guard !swiftFiles.isEmpty else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "format", "format", "--in-place"] + swiftFiles
        process.currentDirectoryURL = root
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        do {
            try process.run()
        } catch {
            return
                "note: could not run swift format (\(error.localizedDescription)); run it on the new files before committing"
        }
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return "note: swift format failed (\(reason)); run it on the new files before committing"
        }
        return nil
    }
}
