import Core
import Foundation

extension ObservableConvertibleType {
    /// A blocking view of this sequence for tests, as RxBlocking's: its methods wait for the
    /// sequence and fail with `RxError.timeout` after `timeout` seconds. Waiting on the main
    /// thread keeps the main run loop turning, so work scheduled on the main queue proceeds.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> where Element: Sendable {
        BlockingObservable(source: asObservable(), timeout: timeout)
    }
}

/// How a blocking wait ended: every element, then the completion or the error.
public enum MaterializedSequenceResult<Element> {
    /// The sequence completed.
    case completed(elements: [Element])
    /// The sequence failed after `elements`.
    case failed(elements: [Element], error: Swift.Error)
}

/// A sequence read by blocking the calling thread; see `toBlocking(timeout:)`.
public struct BlockingObservable<Element: Sendable> {
    let source: Observable<Element>
    let timeout: TimeInterval?

    /// Every element, once the sequence completes; throws its error.
    public func toArray() throws -> [Element] {
        try run(stopAfterFirst: false).elements()
    }

    /// The first element, or nil when the sequence completes empty; stops waiting (and
    /// disposes) after the first element.
    public func first() throws -> Element? {
        try run(stopAfterFirst: true).elements().first
    }

    /// The last element, or nil when the sequence completes empty.
    public func last() throws -> Element? {
        try run(stopAfterFirst: false).elements().last
    }

    /// The only element; throws `RxError.noElements` or `RxError.moreThanOneElement` otherwise.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// The only element that satisfies `predicate`; throws `RxError.noElements` or
    /// `RxError.moreThanOneElement` when none or several do, and what `predicate` throws. As
    /// RxBlocking's, it fails at the second match, without waiting for the sequence to end.
    /// `predicate` runs on the waiting thread, as elements arrive.
    public func single(_ predicate: (Element) throws -> Bool) throws -> Element {
        var match: Element?
        var secondMatch = false
        var checked = 0
        let recording = try wait(stopAfterFirst: false) { elements in
            while checked < elements.count, !secondMatch {
                if try predicate(elements[checked]) {
                    if match == nil { match = elements[checked] } else { secondMatch = true }
                }
                checked += 1
            }
            return secondMatch
        }
        if secondMatch { throw RxError.moreThanOneElement }
        guard recording.isDone else { throw RxError.timeout }
        _ = try recording.elements()
        guard let match else { throw RxError.noElements }
        return match
    }

    /// Every element and how the sequence ended, without throwing (RxBlocking's): a sequence
    /// still running at the timeout is `.failed` with the elements so far and
    /// `RxError.timeout`.
    public func materialize() -> MaterializedSequenceResult<Element> {
        let recording = wait(stopAfterFirst: false) { _ in false }
        // The subscription is disposed by now, so nothing changes the recording any more; one
        // that is not done received no error, and its result holds the elements so far.
        guard !recording.isDone, case .completed(let soFar) = recording.result else { return recording.result }
        return .failed(elements: soFar, error: RxError.timeout)
    }

    private func run(stopAfterFirst: Bool) throws -> Recording<Element> {
        let recording = wait(stopAfterFirst: stopAfterFirst) { _ in false }
        guard recording.isDone else { throw RxError.timeout }
        return recording
    }

    /// Subscribes and waits until the sequence is done, `enough` says the elements so far
    /// settle the answer, or the timeout passes.
    private func wait(
        stopAfterFirst: Bool, until enough: ([Element]) throws -> Bool
    ) rethrows -> Recording<Element> {
        let recording = Recording<Element>(stopAfterFirst: stopAfterFirst)
        // Outside a trampoline that runs here (a `toBlocking()` inside an operator's closure),
        // whose queued work would wait for this wait to end.
        let subscription = CurrentThreadScheduler.outsideTrampoline { source.subscribe { recording.record($0) } }
        defer { subscription.dispose() }
        let deadline = timeout.map { Date().addingTimeInterval($0) } ?? .distantFuture
        let dispatchDeadline = timeout.map { DispatchTime.now() + $0 } ?? .distantFuture
        while !recording.isDone, Date() < deadline {
            if try enough(recording.elementsSoFar) { return recording }
            if Thread.isMainThread {
                _ = RunLoop.current.run(mode: .default, before: Swift.min(deadline, Date().addingTimeInterval(0.01)))
            } else {
                // Signalled at every event, so the loop looks again at each element.
                _ = recording.changed.wait(timeout: dispatchDeadline)
            }
        }
        // The elements that arrived with the last event, or after the last look.
        _ = try enough(recording.elementsSoFar)
        return recording
    }
}

/// What a blocking wait received; the subscription writes it, the waiting thread reads it.
private final class Recording<Element: Sendable>: Sendable {
    /// Signalled at every event the recording takes.
    let changed = DispatchSemaphore(value: 0)
    private let stopAfterFirst: Bool
    /// What arrived so far, and whether the wait is over.
    private struct Received: Sendable {
        var elements: [Element] = []
        var failure: Swift.Error?
        var done = false
    }

    private let received = LockedValue(Received())

    init(stopAfterFirst: Bool) {
        self.stopAfterFirst = stopAfterFirst
    }

    var isDone: Bool { received.withLock { $0.done } }

    var elementsSoFar: [Element] { received.withLock { $0.elements } }

    func record(_ event: Event<Element>) {
        let stopAfterFirst = self.stopAfterFirst
        let taken = received.withLock { received -> Bool in
            guard !received.done else { return false }
            switch event {
            case .next(let element):
                received.elements.append(element)
                received.done = stopAfterFirst
            case .error(let error):
                received.failure = error
                received.done = true
            case .completed:
                received.done = true
            }
            return true
        }
        if taken { changed.signal() }
    }

    var result: MaterializedSequenceResult<Element> {
        received.withLock { received in
            if let failure = received.failure { return .failed(elements: received.elements, error: failure) }
            return .completed(elements: received.elements)
        }
    }

    func elements() throws -> [Element] {
        switch result {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }
}
