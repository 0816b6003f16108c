/// Runs `work` in a task, cancels the task once `work` calls `subscribed`, and says how `work`
/// ended: "cancelled" when it threw `CancellationError`, which is what awaiting Core's
/// sequences promises.
func outcomeOfCancelling(
    _ work: @escaping @Sendable (_ subscribed: @escaping @Sendable () -> Void) async throws -> Void
) async -> String {
    let started = AsyncStream<Void>.makeStream()
    let task = Task { () -> String in
        do {
            try await work { started.continuation.yield() }
            return "returned"
        } catch is CancellationError {
            return "cancelled"
        } catch {
            return "failed with \(error)"
        }
    }
    var iterator = started.stream.makeAsyncIterator()
    _ = await iterator.next()
    task.cancel()
    return await task.value
}
