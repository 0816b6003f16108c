import Synchronization

/// A registration, returned by `register` so it can be configured by chaining.
public class ServiceEntry<Service>: @unchecked Sendable {
    private let scopeValue: Atomic<UInt8>
    private let lock = Lock()
    private var instance: Service?
    private weak var weakInstance: AnyObject?
    private var completions: [(Resolver, Service) -> Void] = []

    init(scope: ObjectScope) {
        scopeValue = Atomic(scope.rawValue)
    }

    /// How long resolved instances are reused.
    public var objectScope: ObjectScope {
        ObjectScope(rawValue: scopeValue.load(ordering: .relaxed)) ?? .graph
    }

    /// Sets how long resolved instances are reused.
    @discardableResult
    public func inObjectScope(_ scope: ObjectScope) -> Self {
        scopeValue.store(scope.rawValue, ordering: .relaxed)
        return self
    }

    /// Runs `completed` after each new instance is created and stored in its scope: the
    /// place for property injection, which is how two graph-scoped services can refer to
    /// each other without a constructor cycle.
    @discardableResult
    public func initCompleted(_ completed: @escaping (Resolver, Service) -> Void) -> Self {
        lock.locked { completions.append(completed) }
        return self
    }

    var initCompletions: [(Resolver, Service) -> Void] { lock.locked { completions } }

    /// The stored instance for the container and weak scopes.
    func storedInstance(_ scope: ObjectScope) -> Service? {
        switch scope {
        case .container: return lock.locked { instance }
        case .weak: return lock.locked { weakInstance } as? Service
        case .transient, .graph: return nil
        }
    }

    /// Stores `created` unless another thread stored one first; returns the one to use.
    func store(_ created: Service, scope: ObjectScope) -> Service {
        switch scope {
        case .container:
            return lock.locked {
                if let instance { return instance }
                instance = created
                return created
            }
        case .weak:
            let winner = lock.locked { () -> AnyObject? in
                if let weakInstance { return weakInstance }
                weakInstance = created as AnyObject
                return nil
            }
            return (winner as? Service) ?? created
        case .transient, .graph:
            return created
        }
    }

    func releaseInstances() {
        lock.locked {
            instance = nil
            weakInstance = nil
        }
    }
}

/// A registration's factory, typed by its arguments.
final class FactoryEntry<Service, Arguments>: ServiceEntry<Service>, @unchecked Sendable {
    let factory: (Resolver, Arguments) throws -> Service

    init(scope: ObjectScope, factory: @escaping (Resolver, Arguments) throws -> Service) {
        self.factory = factory
        super.init(scope: scope)
    }
}

/// A type-erased view of entries for the registry.
protocol AnyRegistration: AnyObject, Sendable {
    func releaseInstances()
}

extension ServiceEntry: AnyRegistration {}
