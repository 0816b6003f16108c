import Foundation

extension Container {
    /// A `Sendable` resolver over this container's hierarchy, for other threads and actors
    /// (Swinject's `synchronize()`). From now on every operation of the hierarchy, through
    /// the containers as well, holds one recursive lock, so resolutions never overlap.
    public func synchronize() -> SynchronizedResolver {
        resolution.synchronized.store(1)
        return SynchronizedResolver(container: self)
    }
}

/// Resolves `Sendable` services from any thread or actor: a container's non-`Sendable`
/// services stay in the container's isolation domain, which is the point of this type.
///
/// It is not a `Resolver`, whose methods hand out any service. Factories still receive the
/// container itself and run under the lock, on the calling thread.
public final class SynchronizedResolver: Sendable {
    /// Every operation of a synchronized hierarchy holds its lock (`Container.exclusive`);
    /// that, not the type system, makes sharing the container sound.
    private nonisolated(unsafe) let container: Container

    init(container: Container) {
        self.container = container
    }

    /// The service, or nil when it cannot be resolved (logged as the container's `resolve` is).
    public func resolve<Service: Sendable>(_ serviceType: Service.Type, name: String? = nil) -> Service? {
        container.resolveOptional(serviceType, name: name, arguments: ())
    }

    /// The service built with one argument, or nil.
    public func resolve<Service: Sendable, Arg1: Sendable>(
        _ serviceType: Service.Type, name: String? = nil, argument: Arg1
    ) -> Service? {
        container.resolveOptional(serviceType, name: name, arguments: argument)
    }

    /// The service, or an error naming what is missing and the path that needed it.
    public func require<Service: Sendable>(
        _ serviceType: Service.Type, name: String? = nil
    ) throws(ResolutionError) -> Service {
        try container.resolveService(serviceType, name: name, arguments: ())
    }

    /// The service built with one argument, or an error saying why not.
    public func require<Service: Sendable, Arg1: Sendable>(
        _ serviceType: Service.Type, name: String? = nil, argument: Arg1
    ) throws(ResolutionError) -> Service {
        try container.resolveService(serviceType, name: name, arguments: argument)
    }
}
