/// Waits, on the main actor, until a condition holds or a timeout passes. The owner calls
/// `check()` whenever the condition may have changed (a redraw, a new screen); nothing polls.
@MainActor
final class ScreenSettling {
    private let timeout: Double
    private var waiting: (condition: () -> Bool, resume: CheckedContinuation<Bool, Never>)?
    private var timer: Task<Void, Never>?

    /// A waiter that gives up after `timeout` seconds.
    init(timeout: Double) {
        self.timeout = timeout
    }

    /// "15 s", for messages.
    var timeoutDescription: String {
        timeout == timeout.rounded() ? "\(Int(timeout)) s" : "\(timeout) s"
    }

    /// True once `condition` holds (at once if it already does), false after the timeout.
    func wait(until condition: @escaping () -> Bool) async -> Bool {
        if condition() { return true }
        return await withCheckedContinuation { continuation in
            waiting = (condition, continuation)
            let timeout = self.timeout
            timer = Task { [weak self] in
                try? await Task.sleep(for: .seconds(timeout))
                guard !Task.isCancelled else { return }
                self?.finish(settled: false)
            }
        }
    }

    /// Ends the wait if its condition now holds.
    func check() {
        if let waiting, waiting.condition() { finish(settled: true) }
    }

    private func finish(settled: Bool) {
        guard let current = waiting else { return }
        waiting = nil
        timer?.cancel()
        timer = nil
        current.resume.resume(returning: settled)
    }
}
