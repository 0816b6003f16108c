import CoreSupport

/// Keeps only the newest inner sequence subscribed: a new outer element disposes the
/// previous inner at once. The outer subscription is released when the outer completes,
/// and an inner's when it completes.
///
/// The inner subscription is kept in the sink's own state, beside the id of the inner it
/// belongs to, and each inner is observed by one small object: a view model's per-input
/// request then costs one allocation here instead of a holder, a serial slot and a closure
/// context.
@usableFromInline
final class SwitchSink<Source, Output: Sendable>: SerialSink<Output>, @unchecked Sendable {
    // @unchecked: `latest`, `hasInner`, `outerDone`, `current` and `innerReleased` change
    // under `stateLock`.
    @usableFromInline
    let selector: (Source) throws -> Observable<Output>
    @usableFromInline
    let outer = SingleAssignmentDisposable()
    // Exclusivity unchecked: guarded by `stateLock`, which makes every access exclusive.
    @usableFromInline
    @exclusivity(unchecked) var latest: UInt64 = 0
    @usableFromInline
    @exclusivity(unchecked) var hasInner = false
    @usableFromInline
    @exclusivity(unchecked) var outerDone = false
    /// The newest inner's subscription, once its `subscribe` returned and while it runs.
    @usableFromInline
    @exclusivity(unchecked) var current: Disposable?
    /// Set when the sink lets go of everything: an inner subscription that arrives later is
    /// disposed at once.
    @usableFromInline
    @exclusivity(unchecked) var innerReleased = false

    @inlinable
    init(observer: AnyObserver<Output>, selector: @escaping @Sendable (Source) throws -> Observable<Output>) {
        self.selector = selector
        super.init(observer: observer)
    }

    @inlinable
    func run(_ source: Observable<Source>) -> Disposable where Output: Sendable {
        setUpstream(outer)
        outer.setDisposable(source.subscribe(AnyObserver(eventHandler: onOuter)))
        return self
    }

    @inlinable
    func onOuter(_ event: Event<Source>) where Output: Sendable {
        switch event {
        case .next(let element):
            guard !isFinished else { return }
            let next: Observable<Output>
            do { next = try selector(element) } catch { return send(.error(error)) }
            let (id, replaced) = stateLock.locked { () -> (UInt64, Disposable?) in
                latest &+= 1
                hasInner = true
                defer { current = nil }
                return (latest, current)
            }
            replaced?.dispose()
            let subscription = next.subscribe(AnyObserver(stopAware: SwitchInner(sink: self, id: id)))
            let kept = stateLock.locked { () -> Bool in
                guard latest == id, hasInner, !innerReleased else { return false }
                current = subscription
                return true
            }
            // Already replaced, completed or released while it subscribed.
            if !kept { subscription.dispose() }
        case .error(let error):
            send(.error(error))
        case .completed:
            outer.dispose()
            send { () -> Event<Output>? in
                outerDone = true
                return hasInner ? nil : .completed
            }
        }
    }

    @inlinable
    func onInner(_ event: Event<Output>, id: UInt64) where Output: Sendable {
        // Elements and errors first, without the completion's bookkeeping: each optional
        // disposable a path declares is a runtime-witness copy and destroy.
        guard event.isCompleted else { return send { latest == id ? event : nil } }
        var finished: Disposable?
        send { () -> Event<Output>? in
            guard latest == id else { return nil }
            hasInner = false
            (finished, current) = (current, nil)
            return outerDone ? .completed : nil
        }
        finished?.dispose()
    }

    @inlinable
    override func releaseResources() {
        let running = stateLock.locked { () -> Disposable? in
            innerReleased = true
            defer { current = nil }
            return current
        }
        running?.dispose()
    }
}

/// Observes one inner sequence of a `SwitchSink`, telling the sink which inner it is.
@usableFromInline
final class SwitchInner<Source, Output: Sendable>: ObserverType, StopAware, Sendable {
    @usableFromInline let sink: SwitchSink<Source, Output>
    @usableFromInline let id: UInt64

    @inlinable
    init(sink: SwitchSink<Source, Output>, id: UInt64) {
        self.sink = sink
        self.id = id
    }

    @inlinable
    func on(_ event: Event<Output>) { sink.onInner(event, id: id) }

    @inlinable
    var isStoppedDownstream: Bool { sink.isStoppedDownstream }

    /// An inner sequence that ends silently never completes: the switch goes on with the
    /// next one, and lets this one go when it switches or ends, as it does any inner.
    @inlinable
    func upstreamEndedSilently() {}
}

extension ObservableType {
    /// Maps each element to a sequence and follows only the newest one.
    @inlinable @_disfavoredOverload
    public func flatMapLatest<Inner: ObservableConvertibleType>(
        _ selector: @escaping @Sendable (Element) throws -> Inner
    ) -> Observable<Inner.Element> where Inner.Element: Sendable {
        let source = asObservable()
        return Observable { observer in
            SwitchSink<Element, Inner.Element>(observer: observer) { try selector($0).asObservable() }.run(source)
        }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Follows only the newest inner sequence.
    @inlinable
    public func switchLatest() -> Observable<Element.Element> where Element.Element: Sendable {
        flatMapLatest { $0 }
    }
}
