import Synchronization

/// A registration, returned by `register` so it can be configured by chaining.
public class ServiceEntry<Service>: @unchecked Sendable {
    @usableFromInline let scopeValue: Atomic<UInt8>
    @usableFromInline let lock = Lock()
    @usableFromInline var instance: Service?
    @usableFromInline weak var weakInstance: AnyObject?
    @usableFromInline var completions: [(Resolver, Service) -> Void] = []
    @usableFromInline let hasCompletions = Atomic<Bool>(false)

    @usableFromInline
    init(scope: ObjectScope) {
        scopeValue = Atomic(scope.rawValue)
    }

    /// How long resolved instances are reused.
    @inlinable @inline(__always)
    public final var objectScope: ObjectScope {
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
        hasCompletions.store(true, ordering: .releasing)
        return self
    }

    @inlinable @inline(__always)
    final var initCompletions: [(Resolver, Service) -> Void] {
        guard hasCompletions.load(ordering: .acquiring) else { return [] }
        return lock.locked { completions }
    }

    /// The stored instance for the container and weak scopes.
    @inlinable @inline(__always)
    final func storedInstance(_ scope: ObjectScope) -> Service? {
        switch scope {
        case .container: return lock.locked { instance }
        case .weak: return lock.locked { weakInstance } as? Service
        case .transient, .graph: return nil
        }
    }

    /// Stores `created` unless another thread stored one first; returns the one to use.
    @inlinable @inline(__always)
    final func store(_ created: Service, scope: ObjectScope) -> Service {
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

    @usableFromInline
    func releaseInstances() {
        lock.locked {
            instance = nil
            weakInstance = nil
        }
    }
}

/// A registration's factory, typed by its arguments.
@usableFromInline
final class FactoryEntry<Service, Arguments>: ServiceEntry<Service>, @unchecked Sendable {
    @usableFromInline let factory: (Resolver, Arguments) throws -> Service

    @usableFromInline
    init(scope: ObjectScope, factory: @escaping (Resolver, Arguments) throws -> Service) {
        self.factory = factory
        super.init(scope: scope)
    }
}

/// A type-erased view of entries for the registry.
@usableFromInline
protocol AnyRegistration: AnyObject, Sendable {
    func releaseInstances()
}

extension ServiceEntry: AnyRegistration {}
