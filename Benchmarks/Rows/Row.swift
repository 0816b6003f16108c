/// One piece of work done by Core, by the peer its users would otherwise pick, and by hand.
///
/// The same closures run on the harness (`register`) and in turns (the `Turns` program),
/// so both measure exactly the code described here.
public struct Row {
    /// The row's name, without spaces: `DI_graph_protocol_keys_default_scope`.
    public let name: String
    /// The peer's name, as the harness lists it: `Swinject`.
    public let peer: String
    /// How many times faster than the peer Core must be, or nil for a row reported as measured.
    public let floor: Double?
    /// One operation with Core.
    public let core: () -> Void
    /// The same operation with the peer.
    public let peerWork: () -> Void
    /// The same operation written by hand, the floor of what any library can cost.
    public let hand: () -> Void

    /// A row; `floor` is nil for one reported without a floor.
    public init(
        _ name: String, peer: String, floor: Double?, core: @escaping () -> Void,
        peerWork: @escaping () -> Void, hand: @escaping () -> Void
    ) {
        self.name = name
        self.peer = peer
        self.floor = floor
        self.core = core
        self.peerWork = peerWork
        self.hand = hand
    }
}
