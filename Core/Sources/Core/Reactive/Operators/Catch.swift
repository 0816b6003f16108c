/// Subscribes to its source, and on failure hands over to a replacement chosen by `recover`.
final class RecoverySink<Element>: Sink<Element>, ObserverType, @unchecked Sendable {
    private let source: Observable<Element>
    private let recover: (Swift.Error, RecoverySink<Element>) -> Void
    private let current = SerialDisposable()
    private let lock = SubscriptionTrampoline()

    init(observer: AnyObserver<Element>, source: Observable<Element>, recover: @escaping (Swift.Error, RecoverySink<Element>) -> Void) {
        self.source = source
        self.recover = recover
        super.init(observer: observer)
    }

    func run() -> Disposable {
        setUpstream(current)
        resubscribe()
        return self
    }

    func on(_ event: Event<Element>) {
        if case .error(let error) = event, !isFinished {
            recover(error, self)
        } else {
            forward(event)
        }
    }

    /// Subscribes to the source again; a trampoline keeps synchronous failures from recursing.
    func resubscribe() {
        lock.run { [self] in
            guard !isFinished else { return }
            current.disposable = source.subscribe(self)
        }
    }

    /// Switches to `replacement` for the rest of the sequence.
    func switchTo(_ replacement: Observable<Element>) {
        current.disposable = replacement.subscribe(AnyObserver { [self] event in forward(event) })
    }
}

extension ObservableType {
    /// On failure, continues with the sequence `handler` returns for the error.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            RecoverySink(observer: observer, source: source) { error, sink in
                do { sink.switchTo(try handler(error)) } catch { sink.forwardTerminal(.error(error)) }
            }.run()
        }
    }

    /// On failure, emits `element` and completes.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        self.catch { _ in .just(element) }
    }

    /// Resubscribes after every failure.
    public func retry() -> Observable<Element> {
        retry(.max)
    }

    /// Subscribes up to `maxAttemptCount` times in all; the last failure is passed on.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            var attempts = 1
            return RecoverySink(observer: observer, source: source) { error, sink in
                if attempts < maxAttemptCount {
                    attempts += 1
                    sink.resubscribe()
                } else {
                    sink.forwardTerminal(.error(error))
                }
            }.run()
        }
    }
}
