/// Carries scheduled work to a dispatch queue; the scheduler's contract (work runs once, on
/// one queue) is what makes that safe, not the type system.
@usableFromInline
package struct UncheckedBox<Value>: @unchecked Sendable {
    @inlinable
    package init(value: Value) { self.value = value }

    // @unchecked: the scheduler contract above, not the type system, makes the crossing safe.
    @usableFromInline
    package var value: Value
}
