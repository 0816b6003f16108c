/// Per-subscription state of a multi-source operator (the latest element of each source, or
/// each source's queue), shared by the closures the operator hands its sink.
///
/// The value is `Sendable`, checked where the operator's signature asks for it; the class
/// itself is `@unchecked` only because of the `var`, which the owning sink reads and writes
/// under its own lock and nowhere else.
@usableFromInline
final class SerializedState<Value: Sendable>: @unchecked Sendable {
    @usableFromInline var value: Value

    @inlinable
    init(_ value: Value) { self.value = value }
}

/// State that a recursive schedule walks one step at a time, such as an iterator made for one
/// subscription.
///
/// `@unchecked` because the value need not be `Sendable`: it is made inside the subscription,
/// never leaves it, and the scheduler runs one step after the other, never two at once.
@usableFromInline
final class StepState<Value>: @unchecked Sendable {
    @usableFromInline var value: Value

    @inlinable
    init(_ value: Value) { self.value = value }
}
