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
        if let container = self as? Container {
            return try container.resolveService(serviceType, name: name, arguments: arguments)
        }
        return try resolveService(serviceType, name: name, arguments: arguments)
    }

    /// `dispatch` for the optional `resolve`: nil, after saying why (`ResolutionError.report`).
    @inlinable @inline(__always)
    func dispatchOptional<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments
    ) -> Service? {
        if let container = self as? Container {
            return container.resolveOptional(serviceType, name: name, arguments: arguments)
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
