/// Hides a value from the optimizer, so hand-written baselines are not folded away.
@inline(never)
public func opaque<T>(_ value: T) -> T {
    value
}

/// Uses a result where the optimizer cannot see it, so the work that made it is not removed.
/// Written as the harness writes its own (`@_optimize(none)`, an empty body), so a row costs
/// the same whether the harness, `Turns` or `Allocations` runs it.
@_optimize(none)
public func blackHole(_: some Any) {}
