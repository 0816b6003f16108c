/// Resolves services; factories receive one, so the dependencies they resolve belong to the
/// same resolution (same graph, same cycle check).
public protocol Resolver: AnyObject {
    /// Resolves `serviceType` registered under `name` for these arguments (`()` for none,
    /// the value itself for one, a tuple for several), or throws what went wrong.
    func resolveService<Service, Arguments>(_ serviceType: Service.Type, name: String?, arguments: Arguments) throws(ResolutionError) -> Service
}

extension Resolver {
    /// The service, or nil when it cannot be resolved; `require` says why.
    public func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        try? resolveService(serviceType, name: nil, arguments: ())
    }

    /// The service registered under `name`, or nil.
    public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        try? resolveService(serviceType, name: name, arguments: ())
    }

    /// The service built with one argument, or nil.
    public func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service? {
        try? resolveService(serviceType, name: nil, arguments: argument)
    }

    /// The service registered under `name` built with one argument, or nil.
    public func resolve<Service, Arg1>(_ serviceType: Service.Type, name: String?, argument: Arg1) -> Service? {
        try? resolveService(serviceType, name: name, arguments: argument)
    }

    /// The service built with two arguments, or nil.
    public func resolve<Service, Arg1, Arg2>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2) -> Service? {
        try? resolveService(serviceType, name: nil, arguments: (arg1, arg2))
    }

    /// The service registered under `name` built with two arguments, or nil.
    public func resolve<Service, Arg1, Arg2>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2) -> Service? {
        try? resolveService(serviceType, name: name, arguments: (arg1, arg2))
    }

    /// The service built with three arguments, or nil.
    public func resolve<Service, Arg1, Arg2, Arg3>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3) -> Service? {
        try? resolveService(serviceType, name: nil, arguments: (arg1, arg2, arg3))
    }

    /// The service registered under `name` built with three arguments, or nil.
    public func resolve<Service, Arg1, Arg2, Arg3>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3) -> Service? {
        try? resolveService(serviceType, name: name, arguments: (arg1, arg2, arg3))
    }

    /// The service, or an error naming what is missing and the path that needed it.
    public func require<Service>(_ serviceType: Service.Type, name: String? = nil) throws(ResolutionError) -> Service {
        try resolveService(serviceType, name: name, arguments: ())
    }

    /// The service built with one argument, or an error saying why not.
    public func require<Service, Arg1>(_ serviceType: Service.Type, name: String? = nil, argument: Arg1) throws(ResolutionError) -> Service {
        try resolveService(serviceType, name: name, arguments: argument)
    }

    /// The service built with two arguments, or an error saying why not.
    public func require<Service, Arg1, Arg2>(_ serviceType: Service.Type, name: String? = nil, arguments arg1: Arg1, _ arg2: Arg2) throws(ResolutionError) -> Service {
        try resolveService(serviceType, name: name, arguments: (arg1, arg2))
    }

    /// The service built with three arguments, or an error saying why not.
    public func require<Service, Arg1, Arg2, Arg3>(_ serviceType: Service.Type, name: String? = nil, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3) throws(ResolutionError) -> Service {
        try resolveService(serviceType, name: name, arguments: (arg1, arg2, arg3))
    }
}
