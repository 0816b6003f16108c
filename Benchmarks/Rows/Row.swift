/// One piece of work done by Core and by hand: a benchmark row's own side. Its peer's side
/// (`PeerRow` in `PeerRows`) is kept apart, so the allocation check CI runs builds none of
/// the peers.
///
/// The same closures run on the harness (`register`) and in turns (the `Turns` program), so
/// both measure exactly the code described here.
public struct Row {
    /// The row's name, without spaces: `DI_graph_protocol_keys_default_scope`.
    public let name: String
    /// How many times faster than its peer Core must be, or nil for a row reported as measured.
    public let floor: Double?
    /// One operation with Core.
    public let core: () -> Void
    /// The same operation written by hand, the floor of what any library can cost.
    public let hand: () -> Void

    /// A row; `floor` is nil for one reported without a floor.
    public init(_ name: String, floor: Double?, core: @escaping () -> Void, hand: @escaping () -> Void) {
        self.name = name
        self.floor = floor
        self.core = core
        self.hand = hand
    }
}

/// The rows of each of the harness's gated suites, by the suite's name (the name its target,
/// executable and `Thresholds/` files carry), in the order the tables list them.
public func suites() -> [(name: String, rows: [Row])] {
    [("DI", diRows()), ("Scoped", scopedRows()), ("Reactive", reactiveRows())]
}

/// Every row, in the order the tables list them.
public func allRows() -> [Row] {
    suites().flatMap(\.rows) + validationRows()
}

/// How a row's allocations are counted and judged, by the harness (`rowConfiguration`) and by
/// the `Allocations` program alike.
public enum AllocationCount {
    /// The operations one measured iteration runs; counts are per this many operations.
    public static let operationsPerIteration = 1000
    /// How far a p90 count may stray from its threshold: one-off growth of a buffer passes, one
    /// more malloc per operation fails.
    public static let tolerance = 10
}
