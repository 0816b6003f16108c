/// Resolves services. Factories receive one: resolving through it during the factory joins
/// the running resolution (same graph, same cycle check).
public protocol Resolver: AnyObject {
    /// Resolves `serviceType` registered under `name` for these arguments (`()` for none,
    /// the value itself for one, a tuple for several), or throws what went wrong.
    func resolveService<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments
    ) throws(ResolutionError) -> Service
}

extension Resolver {
    /// Calls the container directly when this is one, so the call specializes for the service
    /// type instead of going through the protocol's generic witness.
    @inlinable @inline(__always)
    func dispatch<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments
    ) throws(ResolutionError) -> Service {
        // `Container` is final, so when `Self` is `Container` this is one, and the downcast only
        // states it; `as?` handed back a second reference, retained and released around every
        // resolve a factory makes (the 3-object graph: 4 of its reference-count operations,
        // Core/README.md's "Unsafe code, and what it buys"). `Self.self`, not `type(of: self)`:
        // Swift 6.3 crashed compiling the latter, optimized, in some factory closures.
        if Self.self == Container.self {
            return try unsafeDowncast(self, to: Container.self)
                .resolveService(serviceType, name: name, arguments: arguments)
        }
        return try resolveService(serviceType, name: name, arguments: arguments)
    }

    /// `dispatch` for the optional `resolve`: nil, after saying why (`ResolutionError.report`).
    @inlinable @inline(__always)
    func dispatchOptional<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments
    ) -> Service? {
        // As in `dispatch`.
        if Self.self == Container.self {
            return unsafeDowncast(self, to: Container.self)
                .resolveOptional(serviceType, name: name, arguments: arguments)
        }
        do throws(ResolutionError) {
            return try resolveService(serviceType, name: name, arguments: arguments)
        } catch {
            error.report()
            return nil
        }
    }

    /// The service, or nil when it cannot be resolved; `require` throws why.
    @inlinable @inline(__always)
    public func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        dispatchOptional(serviceType, name: nil, arguments: ())
    }

    /// The service registered under `name`, or nil.
    @inlinable @inline(__always)
    public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        dispatchOptional(serviceType, name: name, arguments: ())
    }

    /// The service built with one argument, or nil.
    @inlinable @inline(__always)
    public func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service? {
        dispatchOptional(serviceType, name: nil, arguments: argument)
    }

    /// The service registered under `name` built with one argument, or nil.
    @inlinable @inline(__always)
    public func resolve<Service, Arg1>(_ serviceType: Service.Type, name: String?, argument: Arg1) -> Service? {
        dispatchOptional(serviceType, name: name, arguments: argument)
    }

    /// The service, or an error naming what is missing and the path that needed it.
    @inlinable @inline(__always)
    public func require<Service>(_ serviceType: Service.Type, name: String? = nil) throws(ResolutionError) -> Service {
        try dispatch(serviceType, name: name, arguments: ())
    }

    /// The service built with one argument, or an error saying why not.
    @inlinable @inline(__always)
    public func require<Service, Arg1>(
        _ serviceType: Service.Type, name: String? = nil, argument: Arg1
    ) throws(ResolutionError) -> Service {
        try dispatch(serviceType, name: name, arguments: argument)
    }
}
