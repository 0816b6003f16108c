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

/// Every row, in the order the tables list them.
public func allRows() -> [Row] {
    diRows() + scopedRows() + reactiveRows()
}
