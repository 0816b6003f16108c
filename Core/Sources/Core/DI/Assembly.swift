/// A group of related registrations, applied to a container by an `Assembler`.
public protocol Assembly {
    /// Registers this assembly's services.
    func assemble(container: Container)
    /// Runs after every assembly of the batch was applied; resolve eagerly here if needed.
    func loaded(resolver: Resolver)
}

extension Assembly {
    /// Does nothing by default.
    public func loaded(resolver: Resolver) {}
}

/// Applies assemblies to a container, like Swinject's `Assembler`.
public final class Assembler {
    /// The container the assemblies register into.
    public let container: Container

    /// The container, as a resolver.
    public var resolver: Resolver { container }

    /// Applies `assemblies` to `container`.
    public init(_ assemblies: [Assembly] = [], container: Container = Container()) {
        self.container = container
        apply(assemblies: assemblies)
    }

    /// Applies `assemblies` to a new child of `parent`'s container: for session scopes that sit
    /// under the app-wide one.
    public convenience init(_ assemblies: [Assembly], parent: Assembler) {
        self.init(assemblies, container: parent.container.makeChild())
    }

    /// Applies one assembly.
    public func apply(assembly: Assembly) {
        apply(assemblies: [assembly])
    }

    /// Applies assemblies in order, then tells each one they are all loaded.
    public func apply(assemblies: [Assembly]) {
        assemblies.forEach { $0.assemble(container: container) }
        assemblies.forEach { $0.loaded(resolver: container) }
    }
}
