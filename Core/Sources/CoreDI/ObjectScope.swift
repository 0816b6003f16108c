/// How long a resolved instance is reused, as Swinject's `ObjectScope`: the built-in
/// `.transient`, `.graph`, `.container` and `.weak`, or a custom scope with its own storage.
///
/// A custom scope is a value you keep (`static let session = ObjectScope(storageFactory:
/// PermanentStorage.init, description: "session")`); `Container.resetObjectScope(_:)` empties
/// every registration in it, which is how a session ends at logout.
public final class ObjectScope: Sendable, CustomStringConvertible {
    /// What the container does with instances of this scope.
    @usableFromInline
    enum Kind: UInt8, Sendable {
        case transient, graph, container, weak, custom
    }

    @usableFromInline let kind: Kind
    private let storageFactory: (@Sendable () -> InstanceStorage)?

    /// The scope's name.
    public let description: String

    /// A custom scope: each registration in it keeps its instance in a storage made by
    /// `storageFactory` (`PermanentStorage.init`, `WeakStorage.init`, or your own).
    public init(storageFactory: @escaping @Sendable () -> InstanceStorage, description: String = "custom") {
        kind = .custom
        self.storageFactory = storageFactory
        self.description = description
    }

    private init(builtIn kind: Kind, description: String) {
        self.kind = kind
        storageFactory = nil
        self.description = description
    }

    /// A new storage for one registration: a weak one for `.weak`, the custom scope's own,
    /// none for the others. Inlinable, so a registration in a built-in scope without storage
    /// makes no call.
    @inlinable
    static func makeStorage(_ kind: Kind, custom: ObjectScope?) -> InstanceStorage? {
        switch kind {
        case .weak: WeakStorage()
        case .custom: custom?.makeCustomStorage()
        case .transient, .graph, .container: nil
        }
    }

    /// A new storage made by this custom scope's factory.
    @usableFromInline
    func makeCustomStorage() -> InstanceStorage? {
        storageFactory?()
    }

    /// The scope `kind` names, or `custom`. Containers and entries keep a built-in scope as
    /// its kind alone, so they retain and release no scope object.
    @usableFromInline
    static func of(_ kind: Kind, custom: ObjectScope?) -> ObjectScope {
        switch kind {
        case .transient: .transient
        case .graph: .graph
        case .container: .container
        case .weak: .weak
        // A custom kind always comes with its scope; `.transient` only completes the switch.
        case .custom: custom ?? .transient
        }
    }

    /// A new instance for every resolution.
    public static let transient = ObjectScope(builtIn: .transient, description: "transient")
    /// One instance per top-level `resolve` call, shared by everything that call builds.
    public static let graph = ObjectScope(builtIn: .graph, description: "graph")
    /// One instance for the registering container and its children: a singleton.
    public static let container = ObjectScope(builtIn: .container, description: "container")
    /// Shared while someone else holds it strongly; recreated after it is freed.
    public static let weak = ObjectScope(builtIn: .weak, description: "weak")
}

/// Where a custom-scoped registration keeps its instance. The container reads and writes it
/// as one operation of its hierarchy (under the hierarchy's lock once it is synchronized), so
/// an implementation needs no locking of its own.
///
/// The container reads and writes a custom scope's storage through the graph methods, with
/// the running resolution's graph, and tells it when that graph is done; they default to
/// `instance` and to nothing (Swinject's `InstanceStorage`).
public protocol InstanceStorage: AnyObject {
    /// The kept instance, or nil.
    var instance: Any? { get set }
    /// The instance kept for `graph`; by default, `instance`.
    func instance(inGraph graph: GraphIdentifier) -> Any?
    /// Keeps `instance` for `graph`; by default, as `instance`.
    func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier)
    /// A resolution that read or wrote this storage finished its graph; by default, nothing.
    func graphResolutionCompleted()
}

extension InstanceStorage {
    /// `instance`, whatever the graph.
    public func instance(inGraph graph: GraphIdentifier) -> Any? { instance }

    /// Sets `instance`, whatever the graph.
    public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) { self.instance = instance }

    /// Nothing to do.
    public func graphResolutionCompleted() {}
}

/// Keeps its instance until reset: a singleton per scope.
public final class PermanentStorage: InstanceStorage {
    /// What the scope keeps: nil until the first resolution stores one, and again after
    /// `Container.resetObjectScope(_:)`.
    public var instance: Any?

    /// A storage holding nothing yet.
    public init() {}
}

/// Keeps nothing: every resolution makes a new instance.
public final class TransientStorage: InstanceStorage {
    /// Always nil; setting it does nothing.
    public var instance: Any? {
        get { nil }
        set {}
    }

    /// A storage that keeps nothing.
    public init() {}
}

/// Keeps a class instance while something else holds it strongly.
public final class WeakStorage: InstanceStorage {
    private weak var object: AnyObject?

    /// The instance, while it is alive.
    public var instance: Any? {
        get { object }
        set { object = newValue.map { $0 as AnyObject } }
    }

    /// A storage holding nothing yet.
    public init() {}
}
