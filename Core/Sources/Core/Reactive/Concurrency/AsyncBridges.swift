extension ObservableConvertibleType where Element: Sendable {
    /// The elements as an async sequence; ending the iteration disposes the subscription.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        let source = asObservable()
        return AsyncThrowingStream { continuation in
            let subscription = source.subscribe(
                onNext: { continuation.yield($0) },
                onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() }
            )
            continuation.onTermination = { _ in subscription.dispose() }
        }
    }
}

extension Observable where Element: Sendable {
    /// Runs `work` in a task per subscriber and emits its result; disposing cancels the task
    /// and lets go of the subscriber at once, without waiting for the task to notice.
    public static func fromAsync(priority: TaskPriority? = nil, _ work: @escaping @Sendable () async throws -> Element) -> Observable<Element> {
        create { observer in
            let target = TaskTarget(observer)
            let task = Task(priority: priority) {
                do {
                    let element = try await work()
                    try Task.checkCancellation()
                    target.send(.next(element))
                    target.send(.completed)
                } catch {
                    if !Task.isCancelled { target.send(.error(error)) }
                }
            }
            return Disposables.create {
                target.release()
                task.cancel()
            }
        }
    }
}

/// The subscriber a task reports to, dropped on dispose so a running task holds nothing.
private final class TaskTarget<Element>: @unchecked Sendable {
    private let lock = Lock()
    private var observer: AnyObserver<Element>?

    init(_ observer: AnyObserver<Element>) {
        self.observer = observer
    }

    func send(_ event: Event<Element>) {
        lock.locked { observer }?.on(event)
    }

    func release() {
        let old = lock.locked { () -> AnyObserver<Element>? in
            defer { observer = nil }
            return observer
        }
        withExtendedLifetime(old) {}
    }
}

extension Single where Element: Sendable {
    /// Runs `work` in a task per subscriber; disposing cancels the task.
    public static func fromAsync(priority: TaskPriority? = nil, _ work: @escaping @Sendable () async throws -> Element) -> Single<Element> {
        Single(unchecked: Observable.fromAsync(priority: priority, work))
    }

    /// Waits for the outcome; cancelling the waiting task disposes the subscription.
    public var value: Element {
        get async throws {
            for try await element in asObservable().values { return element }
            throw RxError.noElements
        }
    }
}
