import Foundation

/// Runs work on the calling thread as a trampoline: the first `schedule` on a thread runs its
/// action at once and then everything scheduled meanwhile, in order; a `schedule` made while
/// the trampoline runs is queued instead of recursing.
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    @inlinable
    init() {}

    /// Whether a `schedule` call on this thread would run its action at once (no trampoline
    /// is running here).
    public static var isScheduleRequired: Bool { TrampolineQueue.current == nil }

    /// Runs `action` now when no trampoline runs on this thread, else queues it.
    @inlinable
    public func schedule<StateType: Sendable>(
        _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        if let queue = TrampolineQueue.current {
            let item = TrampolineItem { action(state) }
            queue.items.append(item)
            return item
        }
        let queue = TrampolineQueue()
        TrampolineQueue.current = queue
        defer { TrampolineQueue.current = nil }
        let disposable = action(state)
        while !queue.items.isEmpty {
            let item = queue.items.removeFirst()
            item.run()
        }
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

/// The queue of the trampoline running on a thread, kept in the thread's dictionary.
///
/// Foundation's thread dictionary rather than a pthread key holding an unretained pointer:
/// the dictionary retains the queue, so nothing can point at a queue already freed.
@usableFromInline
final class TrampolineQueue {
    @inlinable
    init() {}

    @usableFromInline
    var items: [TrampolineItem] = []

    @usableFromInline
    static let key = "Core.CurrentThreadScheduler.queue"

    /// The calling thread's running trampoline; the thread's trampoline frame owns it.
    @usableFromInline
    static var current: TrampolineQueue? {
        get { Thread.current.threadDictionary[key] as? TrampolineQueue }
        set {
            let dictionary = Thread.current.threadDictionary
            dictionary[key] = newValue
        }
    }
}
