extension PrimitiveSequence where Trait == SingleTrait, Element: Sendable {
    /// A single whose outcome is `work`'s, run in a task per subscriber (detached when
    /// `detached`); disposing cancels the task.
    @inlinable
    public static func create(
        priority: TaskPriority? = nil, detached: Bool = false, _ work: @escaping @Sendable () async throws -> Element
    ) -> Single<Element> {
        Single(raw: .fromAsync(priority: priority, detached: detached, work))
    }

    /// RxSwift's name for `create(priority:detached:_:)` with an async closure.
    @inlinable
    public static func from(
        priority: TaskPriority? = nil, detached: Bool = false, _ work: @escaping @Sendable () async throws -> Element
    ) -> Single<Element> {
        Single(raw: .fromAsync(priority: priority, detached: detached, work))
    }

    /// Waits for the outcome; cancelling the waiting task disposes the subscription and
    /// throws `CancellationError`.
    @inlinable
    public var value: Element {
        get async throws {
            for try await element in source.values { return element }
            throw RxError.noElements
        }
    }
}

extension PrimitiveSequence where Trait == MaybeTrait, Element: Sendable {
    /// Waits for the outcome: the element, or nil when the maybe completes empty; cancelling
    /// the waiting task disposes the subscription and throws `CancellationError`.
    @inlinable
    public var value: Element? {
        get async throws {
            for try await element in source.values { return element }
            return nil
        }
    }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// Waits for completion; cancelling the waiting task disposes the subscription and throws
    /// `CancellationError`.
    @inlinable
    public var value: Void {
        get async throws {
            for try await _ in source.values {}
        }
    }
}
