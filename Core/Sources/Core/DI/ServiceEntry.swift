import Synchronization

/// A registration, returned by `register` so it can be configured by chaining.
public class ServiceEntry<Service>: @unchecked Sendable {
    @usableFromInline let scopeValue: Atomic<UInt8>
    @usableFromInline let lock = Lock()
    /// The container-scoped instance; read and written under the registering container's
    /// lock only.
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
    final var hasInitCompletions: Bool { hasCompletions.load(ordering: .acquiring) }

    @usableFromInline
    final var initCompletions: [(Resolver, Service) -> Void] { lock.locked { completions } }

    /// The weak-scoped instance, while someone else keeps it alive. (A container-scoped
    /// instance is read under the registering container's lock.)
    @inlinable @inline(__always)
    final var liveWeakInstance: Service? {
        // Unwrapped before the cast: `Optional as? Service` on a nil here compiled, in release
        // with Swift 6.3, to a class cast of a null pointer.
        guard let instance = lock.locked({ weakInstance }) else { return nil }
        return instance as? Service
    }

    /// Stores `created` unless another thread stored one first; returns the one to use.
    /// `owner` is the registering container, whose lock guards the singleton.
    @inlinable @inline(__always)
    final func store(_ created: Service, scope: ObjectScope, owner: Container) -> Service {
        switch scope {
        case .container:
            return owner.lock.locked {
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
            // Unwrapped before the cast, as in `liveWeakInstance`.
            guard let winner else { return created }
            return (winner as? Service) ?? created
        case .transient, .graph:
            return created
        }
    }

    /// Hands over the kept instances; the owner calls it under its lock and drops them
    /// after unlocking, since a deinit may run user code.
    @usableFromInline
    func takeInstances() -> [Any] {
        defer { instance = nil }
        let weak = lock.locked { () -> AnyObject? in
            defer { weakInstance = nil }
            return weakInstance
        }
        return [instance as Any, weak as Any]
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
    func takeInstances() -> [Any]
}

extension ServiceEntry: AnyRegistration {}
