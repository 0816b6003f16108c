/// Resolving `Optional<T>` resolves `T`, as in Swinject: `resolve(Dog?.self)` finds the
/// registration of `Dog` when nothing is registered for `Dog?` itself, and is `.some(nil)`
/// when `Dog` is not registered either (or not under that name).
@usableFromInline
protocol OptionalService {
    /// The outcome of resolving the wrapped type, as `Result<Self, ResolutionError>`.
    static func wrappedResolution<Arguments>(in container: Container, name: String?, arguments: Arguments) -> Any
}

extension Optional: OptionalService {
    @usableFromInline
    static func wrappedResolution<Arguments>(in container: Container, name: String?, arguments: Arguments) -> Any {
        let key = ServiceKey(Wrapped.self, Arguments.self, name: name)
        let outcome: Result<Wrapped, ResolutionError>? = container.resolution(of: key, arguments: arguments)
        return outcome.map { $0.map { Optional.some($0) } } ?? Result<Wrapped?, ResolutionError>.success(nil)
    }
}

extension Container {
    /// For an optional service type, the outcome of resolving the wrapped type; nil otherwise.
    @inlinable @inline(never)
    func wrappedResolution<Service, Arguments>(name: String?, arguments: Arguments) -> Result<Service, ResolutionError>?
    {
        // `_isOptional` folds to a constant once specialized; the protocol cast alone is a
        // runtime conformance lookup, which every unregistered resolve would pay.
        guard _isOptional(Service.self), let optional = Service.self as? any OptionalService.Type else { return nil }
        return optional.wrappedResolution(in: self, name: name, arguments: arguments)
            as? Result<Service, ResolutionError>
    }
}
