#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The state of the resolution running on this thread: how deep it is, the constructor path
/// it took (how cycles are caught and errors explained) and the graph-scoped instances it
/// shares.
///
/// One per thread, found through a thread-specific key: a resolve allocates nothing and
/// takes no lock for it, and resolutions on different threads never see each other.
@usableFromInline
final class ResolutionContext {
    @usableFromInline var depth = 0
    @usableFromInline var path: ContiguousArray<ServiceKey> = []
    @usableFromInline var graph: [ServiceKey: Any] = [:]

    @usableFromInline
    init() {}

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
    @inlinable @inline(__always)
    static var current: ResolutionContext {
        if let raw = pthread_getspecific(key) {
            return Unmanaged<ResolutionContext>.fromOpaque(raw).takeUnretainedValue()
        }
        return makeCurrent()
    }

    @usableFromInline
    static func makeCurrent() -> ResolutionContext {
        let context = ResolutionContext()
        pthread_setspecific(key, Unmanaged.passRetained(context).toOpaque())
        return context
    }
}
