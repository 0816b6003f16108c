/// Whatever a row's subscriptions need to stay alive for the whole run (an OpenCombine
/// `AnyCancellable` cancels when it is released).
public final class KeptAlive {
    /// The subscriptions kept.
    public var values: [Any] = []

    /// An empty keeper.
    public init() {}
}
