#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs work on the calling thread as a trampoline: the first `schedule` on a thread runs its
/// action at once and then everything scheduled meanwhile, in order; a `schedule` made while
/// the trampoline runs is queued instead of recursing.
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether a `schedule` call on this thread would run its action at once (no trampoline
    /// is running here).
    public static var isScheduleRequired: Bool { TrampolineQueue.current == nil }

    /// Runs `action` now when no trampoline runs on this thread, else queues it.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
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
private final class TrampolineItem: Disposable, @unchecked Sendable {
    // @unchecked: created, run and read on the trampoline's own thread; only `cancel` is shared.
    private let action: () -> Disposable
    private let cancel = SingleAssignmentDisposable()

    init(_ action: @escaping () -> Disposable) {
        self.action = action
    }

    func run() {
        guard !cancel.isDisposed else { return }
        cancel.setDisposable(action())
    }

    func dispose() { cancel.dispose() }
}

/// The queue of the trampoline running on a thread, found through a thread-specific key.
private final class TrampolineQueue {
    var items: [TrampolineItem] = []

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The calling thread's running trampoline; the thread's trampoline frame owns it.
    static var current: TrampolineQueue? {
        get { pthread_getspecific(key).map { Unmanaged<TrampolineQueue>.fromOpaque($0).takeUnretainedValue() } }
        set {
            if let old = pthread_getspecific(key) { Unmanaged<TrampolineQueue>.fromOpaque(old).release() }
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
        }
    }
}
