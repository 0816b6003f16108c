extension ObservableType {
    /// Resubscribes after a failure each time the trigger emits.
    ///
    /// `notificationHandler` receives the failures as a sequence and returns the trigger;
    /// when the trigger completes, the sequence completes, and when it fails, the sequence
    /// fails with its error. Failures that are not an `Error` fail the sequence at once.
    @inlinable
    public func retry<Trigger: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping @Sendable (Observable<Error>) -> Trigger
    ) -> Observable<Element> where Trigger.Element: Sendable {
        let source = asObservable()
        return Observable { observer in
            RetryWhenSink<Element, Trigger.Element, Error>(observer: observer, source: source)
                .run { notificationHandler($0).asObservable() }
        }
    }

    /// Resubscribes after a failure each time the trigger emits; see `retry(when:)` above.
    @inlinable
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> Trigger
    ) -> Observable<Element> where Trigger.Element: Sendable {
        let source = asObservable()
        return Observable { observer in
            RetryWhenSink<Element, Trigger.Element, Swift.Error>(observer: observer, source: source)
                .run { notificationHandler($0).asObservable() }
        }
    }
}

/// `retry(when:)`'s sink: failures go into `errors`, the trigger built from them feeds
/// `notifier`, and each failure waits for the notifier's next event.
@usableFromInline
final class RetryWhenSink<Element, TriggerElement: Sendable, Failure: Swift.Error>: Sink<Element>, ObserverType,
    @unchecked Sendable
{
    // @unchecked: the subjects and disposables are thread-safe; events arrive serialized.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let errors = PublishSubject<Failure>()
    @usableFromInline
    let notifier = PublishSubject<TriggerElement>()
    @usableFromInline
    let current = SerialDisposable()
    @usableFromInline
    let waiting = SerialDisposable()
    @usableFromInline
    let trampoline = SubscriptionTrampoline()

    @inlinable
    init(observer: AnyObserver<Element>, source: Observable<Element>) {
        self.source = source
        super.init(observer: observer)
    }

    @inlinable
    func run(trigger makeTrigger: (Observable<Failure>) -> Observable<TriggerElement>) -> Disposable {
        let triggerSubscription = makeTrigger(errors.asObservable()).subscribe(notifier)
        setUpstream(Disposables.create(current, waiting, triggerSubscription))
        resubscribe()
        return self
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard case .error(let error) = event else { return forward(event) }
        guard !isFinished else { return }
        guard let failure = error as? Failure else { return forwardTerminal(event) }
        current.disposable = Disposables.create()
        waiting.disposable = notifier.subscribe(
            AnyObserver { [weak self] decision in
                guard let self else { return }
                switch decision {
                case .next: resubscribe()
                case .error(let triggerError): forwardTerminal(.error(triggerError))
                case .completed: forwardTerminal(.completed)
                }
            })
        errors.onNext(failure)
    }

    @inlinable
    func resubscribe() {
        trampoline.run { [self] in
            guard !isFinished else { return }
            waiting.disposable = Disposables.create()
            current.disposable = source.subscribe(self)
        }
    }
}
