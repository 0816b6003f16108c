import Dispatch

/// How a reader thread hands input to the main actor, where the screens live.
public enum MainActorHandoff {
    /// Runs `work` on the main actor and waits until it is done, so input read on another
    /// thread is handled in the order it was read, one piece at a time. `work` may suspend
    /// (line mode waits for a screen to settle) without holding up the main actor.
    public static func run(_ work: @escaping @MainActor @Sendable () async -> Void) {
        let done = DispatchSemaphore(value: 0)
        Task { @MainActor in
            await work()
            done.signal()
        }
        done.wait()
    }
}
