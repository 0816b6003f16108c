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
    /// Runs `work` in a task per subscriber and emits its result; disposing cancels the task.
    public static func fromAsync(priority: TaskPriority? = nil, _ work: @escaping @Sendable () async throws -> Element) -> Observable<Element> {
        create { observer in
            let task = Task(priority: priority) {
                do {
                    let element = try await work()
                    try Task.checkCancellation()
                    observer.onNext(element)
                    observer.onCompleted()
                } catch {
                    if !Task.isCancelled { observer.onError(error) }
                }
            }
            return Disposables.create { task.cancel() }
        }
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
