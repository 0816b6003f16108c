#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The state of the resolution running on this thread: the registrations it is inside,
/// outermost first (how cycles are caught and errors explained), and the graph-scoped
/// instances it shares.
///
/// One per thread, found through a thread-specific key: a resolve allocates nothing and
/// takes no lock for it, and resolutions on different threads never see each other. The
/// path holds registrations unretained: each is inside a running resolve of its container.
@usableFromInline
final class ResolutionContext {
    /// How many resolves are nested on this thread; the graph lives while it is above zero.
    @usableFromInline var depth = 0
    /// How many registrations the path holds: those whose factories are running.
    @usableFromInline var length = 0
    @usableFromInline var capacity = 16
    @usableFromInline var path = UnsafeMutablePointer<Unmanaged<Registration>>.allocate(capacity: 16)
    @usableFromInline var graph: [UnsafeMutableRawPointer: Any] = [:]

    @usableFromInline
    init() {}

    deinit { path.deallocate() }

    /// Whether `registration` is already being resolved: resolving it again is a cycle.
    @inlinable @inline(__always)
    func isResolving(_ registration: Unmanaged<Registration>) -> Bool {
        var index = 0
        while index < length {
            if path[index].toOpaque() == registration.toOpaque() { return true }
            index += 1
        }
        return false
    }

    @inlinable @inline(__always)
    func push(_ registration: Unmanaged<Registration>) {
        if length == capacity { grow() }
        path[length] = registration
        length += 1
    }

    @inlinable @inline(__always)
    func pop() { length -= 1 }

    @usableFromInline
    func grow() {
        let larger = UnsafeMutablePointer<Unmanaged<Registration>>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: path, count: length)
        path.deallocate()
        path = larger
        capacity *= 2
    }

    /// The keys being resolved, outermost first, for error messages.
    @usableFromInline
    var keys: [ServiceKey] {
        (0..<length).map { path[$0].takeUnretainedValue().key }
    }

    @usableFromInline
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        // The thread's context is released when the thread ends.
        #if canImport(Glibc)
        pthread_key_create(&key) { raw in
            guard let raw else { return }
            Unmanaged<ResolutionContext>.fromOpaque(raw).release()
        }
        #else
        pthread_key_create(&key) { raw in
            Unmanaged<ResolutionContext>.fromOpaque(raw).release()
        }
        #endif
        return key
    }()

    /// The calling thread's context.
    @usableFromInline
    static var current: ResolutionContext {
        withCurrent { $0 }
    }

    /// Runs `body` with the calling thread's context, which the thread owns: borrowing it
    /// saves a reference-count round trip per resolve.
    @inlinable @inline(__always)
    static func withCurrent<Result>(_ body: (ResolutionContext) -> Result) -> Result {
        let raw = pthread_getspecific(key) ?? makeCurrent()
        return Unmanaged<ResolutionContext>.fromOpaque(raw)._withUnsafeGuaranteedRef(body)
    }

    @usableFromInline
    static func makeCurrent() -> UnsafeMutableRawPointer {
        let raw = Unmanaged.passRetained(ResolutionContext()).toOpaque()
        pthread_setspecific(key, raw)
        return raw
    }
}
