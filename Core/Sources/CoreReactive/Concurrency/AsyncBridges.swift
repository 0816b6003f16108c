import CoreSupport

extension ObservableConvertibleType where Element: Sendable {
    /// The elements as an async sequence; ending the iteration disposes the subscription.
    ///
    /// An iteration that ends without the sequence terminating (the iterating task was
    /// cancelled, or the subscription was disposed) throws `CancellationError`.
    @inlinable
    public var values: ObservableValues<Element> {
        ObservableValues(source: asObservable())
    }
}

/// The async sequence behind `values`.
public struct ObservableValues<Element: Sendable>: AsyncSequence {
    @inlinable
    init(source: Observable<Element>) { self.source = source }

    @usableFromInline
    let source: Observable<Element>

    /// Subscribes and starts buffering the elements for the iterator.
    @inlinable
    public func makeAsyncIterator() -> Iterator {
        let ending = Ending()
        let stream = AsyncThrowingStream<Element, Swift.Error> { continuation in
            let subscription = source.subscribe(
                onNext: { continuation.yield($0) },
                onError: { error in
                    ending.markTerminated()
                    continuation.finish(throwing: error)
                },
                onCompleted: {
                    ending.markTerminated()
                    continuation.finish()
                },
                onDisposed: { continuation.finish() }
            )
            continuation.onTermination = { _ in subscription.dispose() }
        }
        return Iterator(base: stream.makeAsyncIterator(), ending: ending)
    }

    /// Yields the elements, then ends as the sequence did.
    public struct Iterator: AsyncIteratorProtocol {
        @inlinable
        init(base: AsyncThrowingStream<Element, Swift.Error>.AsyncIterator, ending: Ending) {
            self.base = base
            self.ending = ending
        }

        @usableFromInline
        var base: AsyncThrowingStream<Element, Swift.Error>.AsyncIterator
        @usableFromInline
        let ending: Ending

        /// The next element; nil after completion; throws the sequence's error, or
        /// `CancellationError` when it ended without terminating.
        @inlinable
        public mutating func next() async throws -> Element? {
            if let element = try await base.next() { return element }
            guard ending.terminated else { throw CancellationError() }
            return nil
        }
    }

    /// Whether the sequence reached a terminal event, as opposed to being cut short.
    public final class Ending: Sendable {
        @usableFromInline
        let flag = AtomicWord()

        @inlinable
        init() {}

        @inlinable
        func markTerminated() { flag.store(1) }

        @usableFromInline
        var terminated: Bool { flag.load() != 0 }
    }
}

extension Observable where Element: Sendable {
    /// Runs `work` in a task per subscriber (detached when `detached`) and emits its result;
    /// disposing cancels the task and lets go of the subscriber at once, without waiting for
    /// the task to notice.
    @inlinable
    public static func fromAsync(
        priority: TaskPriority? = nil, detached: Bool = false, _ work: @escaping @Sendable () async throws -> Element
    ) -> Observable<Element> {
        create { observer in
            let target = TaskTarget(observer)
            let operation: @Sendable () async -> Void = {
                do {
                    let element = try await work()
                    try Task.checkCancellation()
                    target.send(.next(element))
                    target.send(.completed)
                } catch {
                    if !Task.isCancelled { target.send(.error(error)) }
                }
            }
            let task =
                detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create {
                target.release()
                task.cancel()
            }
        }
    }
}

extension AsyncSequence where Element: Sendable, Self: Sendable {
    /// The async sequence's elements as an observable: each subscriber iterates it in a task
    /// of its own (detached when `detached`, at `priority` when given), and disposing cancels
    /// that task. Cancellation ends the observable with a completion, as in RxSwift.
    @inlinable
    public func asObservable(detached: Bool = false, priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.create { observer in
            let target = TaskTarget(observer)
            let iterate: @Sendable () async -> Void = {
                do {
                    for try await element in self { target.send(.next(element)) }
                    target.send(.completed)
                } catch is CancellationError {
                    target.send(.completed)
                } catch {
                    target.send(.error(error))
                }
            }
            let task =
                detached
                ? Task.detached(priority: priority, operation: iterate) : Task(priority: priority, operation: iterate)
            return Disposables.create {
                target.release()
                task.cancel()
            }
        }
    }
}

/// The subscriber a task reports to, dropped on dispose so a running task holds nothing.
@usableFromInline
final class TaskTarget<Element: Sendable>: Sendable {
    /// The subscriber, until `release`.
    @usableFromInline
    let observer: LockedValue<AnyObserver<Element>?>

    @inlinable
    init(_ observer: AnyObserver<Element>) {
        self.observer = LockedValue(observer)
    }

    @inlinable
    func send(_ event: Event<Element>) {
        observer.withLock { $0 }?.on(event)
    }

    @inlinable
    func release() {
        let old = observer.withLock { observer -> AnyObserver<Element>? in
            defer { observer = nil }
            return observer
        }
        withExtendedLifetime(old) {}
    }
}
