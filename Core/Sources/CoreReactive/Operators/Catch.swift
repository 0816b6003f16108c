import CoreSupport

/// Subscribes to one source at a time; on failure, `recover` decides what to subscribe to
/// next, or fails the sequence.
@usableFromInline
final class RecoverySink<Element>: Sink<Element>, ObserverType, @unchecked Sendable {
    // @unchecked: `next` is handed over under `lock`; events arrive serialized, so `recover`, a
    // closure made for this subscription alone, never runs twice at once.
    @usableFromInline
    let recover: (Swift.Error, RecoverySink<Element>) -> Void
    @usableFromInline
    let current = SerialDisposable()
    @usableFromInline
    let trampoline = SubscriptionTrampoline()
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    var next: Observable<Element>?

    @inlinable
    init(observer: AnyObserver<Element>, recover: @escaping (Swift.Error, RecoverySink<Element>) -> Void) {
        self.recover = recover
        super.init(observer: observer)
    }

    @inlinable
    func run(_ first: Observable<Element>) -> Disposable {
        setUpstream(current)
        resume(with: first)
        return self
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if case .error(let error) = event, !isFinished {
            recover(error, self)
        } else {
            forward(event)
        }
    }

    /// Replaces the failed source with `source`. The trampoline turns a chain of synchronous
    /// failures into a loop instead of a recursion.
    @inlinable
    func resume(with source: Observable<Element>) {
        lock.locked { next = source }
        trampoline.run { [self] in
            guard !isFinished,
                let source = lock.locked({ () -> Observable<Element>? in
                    defer { next = nil }
                    return next
                })
            else { return }
            current.disposable = source.subscribe(self)
        }
    }
}

extension ObservableType {
    /// On failure, continues with the sequence `handler` returns for the error.
    @inlinable
    public func `catch`(
        _ handler: @escaping @Sendable (Swift.Error) throws -> Observable<Element>
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            var recovered = false
            return RecoverySink(observer: observer) { error, sink in
                guard !recovered else { return sink.forwardTerminal(.error(error)) }
                recovered = true
                do { sink.resume(with: try handler(error)) } catch { sink.forwardTerminal(.error(error)) }
            }.run(source)
        }
    }

    /// On failure, emits `element` and completes.
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> where Element: Sendable {
        self.catch { _ in .just(element) }
    }

    /// Resubscribes after every failure.
    @inlinable
    public func retry() -> Observable<Element> {
        retry(.max)
    }

    /// Subscribes up to `maxAttemptCount` times in all; the last failure is passed on.
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            var attempts = 1
            return RecoverySink(observer: observer) { error, sink in
                guard attempts < maxAttemptCount else { return sink.forwardTerminal(.error(error)) }
                attempts += 1
                sink.resume(with: source)
            }.run(source)
        }
    }
}

extension Observable {
    /// Subscribes to the sources in turn, moving to the next one when the current one fails;
    /// fails with the last error when every source failed, completes when one completes (or
    /// when there are none).
    @inlinable
    public static func `catch`<Sources: Swift.Sequence & Sendable>(sequence sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Observable { observer in
            var remaining = sources.makeIterator()
            guard let first = remaining.next() else {
                observer.on(.completed)
                return Disposables.create()
            }
            return RecoverySink(observer: observer) { error, sink in
                guard let next = remaining.next() else { return sink.forwardTerminal(.error(error)) }
                sink.resume(with: next)
            }.run(first)
        }
    }
}
