/// How long a resolved instance is reused.
public enum ObjectScope: UInt8, Sendable, CustomStringConvertible {
    /// A new instance for every resolution.
    case transient
    /// One instance per top-level `resolve` call, shared by everything that call builds.
    case graph
    /// One instance for the registering container and its children: a singleton.
    case container
    /// Shared while someone else holds it strongly; recreated after it is freed.
    case weak

    /// The scope's name.
    public var description: String {
        switch self {
        case .transient: return "transient"
        case .graph: return "graph"
        case .container: return "container"
        case .weak: return "weak"
        }
    }
}
