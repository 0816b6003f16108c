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

    /// What assemblies and tests resolve from: the same container, typed as Swinject's
    /// `Assembler.resolver` is, so code written against it keeps compiling.
    public var resolver: Resolver { container }

    /// Applies `assemblies` to `container`.
    public init(_ assemblies: [Assembly] = [], container: Container = Container()) {
        self.container = container
        apply(assemblies: assemblies)
    }

    /// Applies `assemblies` to a new container under `parent`'s (a top-level one without a
    /// parent), whose registrations default to `defaultObjectScope` and are told to
    /// `behaviors` (before any assembly runs): for flows and sessions that sit under the
    /// app-wide assembly.
    public convenience init(
        _ assemblies: [Assembly], parent: Assembler?, defaultObjectScope: ObjectScope = .graph,
        behaviors: [Behavior] = []
    ) {
        let container = Container(
            parent: parent?.container, defaultObjectScope: defaultObjectScope, behaviors: behaviors)
        self.init(assemblies, container: container)
    }

    /// An assembler with no assemblies yet, over a new container under `parentAssembler`'s.
    public convenience init(
        parentAssembler: Assembler?, defaultObjectScope: ObjectScope = .graph, behaviors: [Behavior] = []
    ) {
        self.init([], parent: parentAssembler, defaultObjectScope: defaultObjectScope, behaviors: behaviors)
    }

    /// Validates the container the assemblies registered into (see `Container.validate()`):
    /// the one call a test of an app's assemblies makes.
    @discardableResult
    public func validate() throws(ContainerValidationError) -> ValidationReport {
        try container.validate()
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
