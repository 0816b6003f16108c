import Rows

/// A row's work done by the peer its users would otherwise pick: the same operation as the
/// `Row` of the same name, written the way the peer's users write it.
public struct PeerRow {
    /// The row's name, as its `Row`'s.
    public let name: String
    /// The peer's name, as the harness lists it: `Swinject`.
    public let peer: String
    /// One operation with the peer.
    public let work: () -> Void

    /// The peer's side of row `name`.
    public init(_ name: String, peer: String, work: @escaping () -> Void) {
        self.name = name
        self.peer = peer
        self.work = work
    }
}

/// Every peer row: Swinject's, swift-dependencies' and OpenCombine's.
public func allPeerRows() -> [PeerRow] {
    swinjectRows() + dependenciesRows() + openCombineRows()
}
