import CoreSupport
import Foundation

/// Runs work on the calling thread as a trampoline: the first `schedule` on a thread runs its
/// action at once and then everything scheduled meanwhile, in order; a `schedule` made while
/// the trampoline runs is queued instead of recursing.
///
/// As in RxSwift, subscribing to a sequence made by an operator or a factory (`create`, `of`,
/// `from`, `map`, `merge`, ...) from outside any trampoline runs the whole subscription inside
/// one. So `of`, `from`, `range`, `repeatElement` and `generate`, whose default scheduler this
/// is, emit only once the whole chain is subscribed, in turns when several are subscribed in
/// one go: `Observable.merge(.of(1, 2), .of(3, 4))` gives 1, 3, 2, 4. `just`, `empty`,
/// `never`, `error`, subjects, relays and `share()` subscribe without one, as RxSwift's do.
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The one instance: its queue is the calling thread's, so every caller may share it.
    public static let instance = CurrentThreadScheduler()

    @inlinable
    init() {}

    /// Whether a `schedule` call on this thread would run its action at once (no trampoline
    /// is running here).
    public static var isScheduleRequired: Bool { TrampolineFlag.current == TrampolineFlag.idle }

    /// Runs `action` now when no trampoline runs on this thread, else queues it.
    @inlinable
    public func schedule<StateType: Sendable>(
        _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        guard TrampolineFlag.current == TrampolineFlag.idle else {
            let item = TrampolineItem { action(state) }
            TrampolineQueue.current().items.append(item)
            return item
        }
        return Self.trampoline { action(state) }
    }

    /// Runs `work` outside the trampoline running on this thread, if one does: that one's queue
    /// waits, untouched, until `work` returns. For code that blocks until a sequence it
    /// subscribes to is done (a test's `toBlocking()`), which inside a trampoline would wait
    /// for elements queued behind itself.
    package static func outsideTrampoline<Result>(_ work: () throws -> Result) rethrows -> Result {
        let flag = TrampolineFlag.current
        guard flag != TrampolineFlag.idle else { return try work() }
        let dictionary = Thread.current.threadDictionary
        let queue = dictionary[TrampolineQueue.key]
        dictionary[TrampolineQueue.key] = nil
        TrampolineFlag.current = TrampolineFlag.idle
        defer {
            dictionary[TrampolineQueue.key] = queue
            TrampolineFlag.current = flag
        }
        return try work()
    }

    /// Runs `work` as this thread's trampoline, then everything it and what that runs schedule
    /// here; the caller checked that none runs yet.
    @inlinable
    static func trampoline(_ work: () -> Disposable) -> Disposable {
        TrampolineFlag.current = TrampolineFlag.running
        let disposable = work()
        if TrampolineFlag.current == TrampolineFlag.queued { TrampolineQueue.drain() }
        TrampolineFlag.current = TrampolineFlag.idle
        return disposable
    }
}

/// One queued action of the trampoline, cancellable until it runs.
@usableFromInline
final class TrampolineItem: Disposable {
    @usableFromInline
    let action: @Sendable () -> Disposable
    @usableFromInline
    let cancel = SingleAssignmentDisposable()

    @inlinable
    init(_ action: @escaping @Sendable () -> Disposable) {
        self.action = action
    }

    @inlinable
    func run() {
        guard !cancel.isDisposed else { return }
        cancel.setDisposable(action())
    }

    @inlinable
    func dispose() { cancel.dispose() }
}

/// The queue of the trampoline running on a thread, kept in the thread's dictionary while it
/// runs.
///
/// Foundation's thread dictionary rather than a pthread key holding an unretained pointer:
/// the dictionary retains the queue, so nothing can point at a queue already freed.
@usableFromInline
final class TrampolineQueue {
    @usableFromInline
    var items: [TrampolineItem] = []

    @inlinable
    init() {}

    @usableFromInline
    static let key = "Core.CurrentThreadScheduler.queue"

    /// The queue of the trampoline running on this thread, made on first use.
    @usableFromInline
    static func current() -> TrampolineQueue {
        let dictionary = Thread.current.threadDictionary
        if TrampolineFlag.current == TrampolineFlag.queued, let queue = dictionary[key] as? TrampolineQueue {
            return queue
        }
        let queue = TrampolineQueue()
        dictionary[key] = queue
        TrampolineFlag.current = TrampolineFlag.queued
        return queue
    }

    /// Runs this thread's queued items in order, those they queue included, then lets the
    /// queue go. Taken a batch at a time, so an item queued by a running one waits its turn
    /// after everything queued before it, and the queue holds nothing already run.
    @usableFromInline
    static func drain() {
        let dictionary = Thread.current.threadDictionary
        guard let queue = dictionary[key] as? TrampolineQueue else { return }
        while !queue.items.isEmpty {
            let batch = queue.items
            queue.items = []
            for item in batch { item.run() }
        }
        dictionary[key] = nil
    }
}
