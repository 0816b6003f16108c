/// What a builder returns: a started-on-demand coordinator, typed by its result.
public struct Module<Result: Sendable>: Sendable {
    /// The module's coordinator; the parent runs it with `coordinate(to:)`.
    public let coordinator: BaseCoordinator<Result>

    /// Wraps a coordinator.
    public init(coordinator: BaseCoordinator<Result>) {
        self.coordinator = coordinator
    }
}

/// Why a module could not be built; the message says what to fix.
public struct BuildError: Error, CustomStringConvertible {
    /// The module that failed.
    public let module: String
    /// What went wrong and how to fix it.
    public let reason: String

    /// A build failure of `module`.
    public init(module: String, reason: String) {
        self.module = module
        self.reason = reason
    }

    /// A build failure caused by a failed resolution.
    public init(module: String, resolution: ResolutionError) {
        self.init(module: module, reason: resolution.description)
    }

    /// The failure in words.
    public var description: String { "Cannot build \(module): \(reason)" }
}
