#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What tells whether a file or folder changed without reading it, as git's index tells it:
/// its size, inode, and the times of its last modification and last change, hashed. The
/// change time (ctime) moves on every write and no tool can set it back, so an edit that
/// restores the modification time, or keeps the size, still changes the stamp.
struct FileStamp: Equatable {
    /// The four numbers, hashed (64-bit FNV-1a); never 0, which a record uses for "read again".
    let hash: UInt64
    /// Whether this is a folder (symbolic links are not followed into folders).
    let isFolder: Bool
    /// Whether this is a regular file, or a link to one.
    let isFile: Bool
    /// The later of the two times, in nanoseconds since 1970.
    let newest: Int64

    /// The stamp of what is at `path`, from the open folder `folder` when the path is relative;
    /// nil when nothing is there. A symbolic link is stamped as the file it points to, and never
    /// as a folder, so a walk cannot loop.
    init?(path: String, from folder: Int32 = AT_FDCWD) {
        var info = stat()
        guard fstatat(folder, path, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        let type = Int(info.st_mode) & 0o170000
        if type == 0o120000 {
            var target = stat()
            guard fstatat(folder, path, &target, 0) == 0, Int(target.st_mode) & 0o170000 == 0o100000 else {
                return nil
            }
            info = target
        }
        #if canImport(Darwin)
        let modified = Self.nanoseconds(info.st_mtimespec), changed = Self.nanoseconds(info.st_ctimespec)
        #else
        let modified = Self.nanoseconds(info.st_mtim), changed = Self.nanoseconds(info.st_ctim)
        #endif
        let prime: UInt64 = 0x0000_0100_0000_01b3
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        hash = (hash ^ UInt64(truncatingIfNeeded: info.st_size)) &* prime
        hash = (hash ^ UInt64(truncatingIfNeeded: info.st_ino)) &* prime
        hash = (hash ^ UInt64(bitPattern: modified)) &* prime
        hash = (hash ^ UInt64(bitPattern: changed)) &* prime
        self.hash = hash == 0 ? 1 : hash
        isFolder = type == 0o040000
        isFile = type == 0o100000 || type == 0o120000
        newest = max(modified, changed)
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
