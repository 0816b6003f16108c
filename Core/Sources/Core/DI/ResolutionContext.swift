#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The state of the resolution running on one thread.
@usableFromInline
struct ResolutionState {
    /// How many resolves are nested on this thread; the graph lives while it is above zero.
    @usableFromInline var depth = 0
    /// How many registrations the path holds: those whose factories are running.
    @usableFromInline var length = 0
    /// Where the cycle check starts: an `initCompleted` handler starts a new stretch, because
    /// resolving from there a service whose factory is still running is Swinject's
    /// circular-dependency pattern, not a cycle.
    @usableFromInline var segmentStart = 0
    @usableFromInline var capacity = 16
    @usableFromInline var path = UnsafeMutablePointer<Unmanaged<Registration>>.allocate(capacity: 16)
    /// The instances built by this resolution, by entry: what graph scope shares, and what
    /// keeps a weak-scoped instance alive until the resolution ends. A resolution builds a
    /// handful of objects, so a linear scan beats hashing.
    @usableFromInline var graph: ContiguousArray<BuiltInstance> = []
}

/// An instance a resolution built, and the entry that built it.
@usableFromInline
struct BuiltInstance {
    @usableFromInline let entry: UnsafeMutableRawPointer
    @usableFromInline let instance: Any

    @usableFromInline
    init(entry: UnsafeMutableRawPointer, instance: Any) {
        self.entry = entry
        self.instance = instance
    }
}

/// The state of the resolution running on this thread: the registrations it is inside,
/// outermost first (how cycles are caught and errors explained), and the instances it built.
///
/// One per thread, found through a thread-specific key: a resolve allocates nothing and
/// takes no lock for it, and resolutions on different threads never see each other. The
/// state lives behind a pointer, owned by this thread alone, so reading it costs no dynamic
/// exclusivity check. The path holds registrations unretained: each is inside a running
/// resolve of its container.
@usableFromInline
final class ResolutionContext {
    @usableFromInline let state: UnsafeMutablePointer<ResolutionState>

    /// Resolutions nested deeper than this are reported as a cycle (Swinject stops at the
    /// same depth), so a loop through `initCompleted` cannot overflow the stack.
    @usableFromInline static let maximumDepth = 200

    @usableFromInline
    init() {
        state = .allocate(capacity: 1)
        state.initialize(to: ResolutionState())
    }

    deinit {
        state.pointee.path.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Whether `entry` is being built in the current stretch of the path: a cycle.
    @inlinable @inline(__always)
    func isResolving(_ entry: UnsafeMutableRawPointer) -> Bool {
        var index = state.pointee.segmentStart
        let length = state.pointee.length
        let path = state.pointee.path
        while index < length {
            if path[index]._withUnsafeGuaranteedRef({ $0.entryAddress }) == entry { return true }
            index += 1
        }
        return false
    }

    @inlinable @inline(__always)
    func push(_ registration: Unmanaged<Registration>) {
        if state.pointee.length == state.pointee.capacity { grow() }
        state.pointee.path[state.pointee.length] = registration
        state.pointee.length += 1
    }

    @inlinable @inline(__always)
    func pop() { state.pointee.length -= 1 }

    @usableFromInline
    func grow() {
        let capacity = state.pointee.capacity
        let larger = UnsafeMutablePointer<Unmanaged<Registration>>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: state.pointee.path, count: state.pointee.length)
        state.pointee.path.deallocate()
        state.pointee.path = larger
        state.pointee.capacity = capacity * 2
    }

    /// Runs `completions` as a new stretch of the cycle check.
    @inlinable
    func withNewSegment(_ completions: () -> Void) {
        let saved = state.pointee.segmentStart
        state.pointee.segmentStart = state.pointee.length
        completions()
        state.pointee.segmentStart = saved
    }

    /// The keys being resolved, outermost first, for error messages.
    @usableFromInline
    var keys: [ServiceKey] {
        (0..<state.pointee.length).map { state.pointee.path[$0].takeUnretainedValue().key }
    }

    @usableFromInline
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        // The thread's context is released when the thread ends.
        #if canImport(Darwin)
        pthread_key_create(&key) { raw in
            Unmanaged<ResolutionContext>.fromOpaque(raw).release()
        }
        #else
        pthread_key_create(&key) { raw in
            guard let raw else { return }
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
