import Foundation

extension Container {
    /// A `Sendable` resolver over this container's hierarchy, for other threads and actors
    /// (Swinject's `synchronize()`). From now on every operation of the hierarchy, through
    /// the containers as well, holds one recursive lock, so resolutions never overlap.
    public func synchronize() -> SynchronizedResolver {
        let lock = resolution.lock ?? NSRecursiveLock()
        resolution.lock = lock
        return SynchronizedResolver(container: self, lock: lock)
    }
}

/// Resolves `Sendable` services from any thread or actor: a container's non-`Sendable`
/// services stay in the container's isolation domain, which is the point of this type.
///
/// It is not a `Resolver`, whose methods hand out any service. Factories still receive the
/// container itself and run under the lock, on the calling thread.
public final class SynchronizedResolver: Sendable {
    /// Only touched under `lock`, which every operation of the container's hierarchy holds
    /// once it is synchronized; that, not the type system, makes sharing it sound.
    private nonisolated(unsafe) let container: Container
    private let lock: NSRecursiveLock

    init(container: Container, lock: NSRecursiveLock) {
        self.container = container
        self.lock = lock
    }

    /// The service, or nil when it cannot be resolved (logged as the container's `resolve` is).
    public func resolve<Service: Sendable>(_ serviceType: Service.Type, name: String? = nil) -> Service? {
        lock.withLock { container.resolveOptional(serviceType, name: name, arguments: ()) }
    }

    /// The service built with one argument, or nil.
    public func resolve<Service: Sendable, Arg1: Sendable>(
        _ serviceType: Service.Type, name: String? = nil, argument: Arg1
    ) -> Service? {
        lock.withLock { container.resolveOptional(serviceType, name: name, arguments: argument) }
    }

    /// The service, or an error naming what is missing and the path that needed it.
    public func require<Service: Sendable>(
        _ serviceType: Service.Type, name: String? = nil
    ) throws(ResolutionError) -> Service {
        lock.lock()
        defer { lock.unlock() }
        return try container.resolveService(serviceType, name: name, arguments: ())
    }

    /// The service built with one argument, or an error saying why not.
    public func require<Service: Sendable, Arg1: Sendable>(
        _ serviceType: Service.Type, name: String? = nil, argument: Arg1
    ) throws(ResolutionError) -> Service {
        lock.lock()
        defer { lock.unlock() }
        return try container.resolveService(serviceType, name: name, arguments: argument)
    }
}
