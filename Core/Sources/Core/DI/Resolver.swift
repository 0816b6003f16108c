/// Resolves services. Factories receive one: resolving through it during the factory joins
/// the running resolution (same graph, same cycle check).
public protocol Resolver: AnyObject {
    /// Resolves `serviceType` registered under `name` for these arguments (`()` for none,
    /// the value itself for one, a tuple for several), or throws what went wrong.
    func resolveService<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments
    ) throws(ResolutionError) -> Service
}

/// Whether `resolver` is exactly a `Container`: a metadata pointer compare, where `as?` would
/// be a runtime cast on every resolve.
///
/// Kept out of line on purpose: Swift 6.3's optimizer crashes (CSE on `value_metatype`) when
/// two of these checks are inlined into one function, as in a factory requiring two services.
@usableFromInline @inline(never)
func isContainer(_ resolver: AnyObject) -> Bool {
    type(of: resolver) == Container.self
}

extension Resolver {
    /// Dispatches to the concrete resolver when it is one of Core's, so the call specializes
    /// for the service type instead of going through the protocol's generic witness.
    @inlinable @inline(__always)
    func dispatch<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments
    ) throws(ResolutionError) -> Service {
        if isContainer(self) {
            return try unsafeDowncast(self, to: Container.self).resolveService(
                serviceType, name: name, arguments: arguments)
        }
        return try resolveService(serviceType, name: name, arguments: arguments)
    }

    /// `dispatch` for the optional `resolve`: a missing registration is nil, with no error built.
    @inlinable @inline(__always)
    func dispatchOptional<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments
    ) -> Service? {
        if isContainer(self) {
            let key = ServiceKey(Service.self, Arguments.self, name: name)
            let outcome: Result<Service, ResolutionError>? = unsafeDowncast(self, to: Container.self).resolution(
                of: key, arguments: arguments)
            return try? outcome?.get()
        }
        return try? resolveService(serviceType, name: name, arguments: arguments)
    }

    /// The service, or nil when it cannot be resolved; `require` says why.
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
