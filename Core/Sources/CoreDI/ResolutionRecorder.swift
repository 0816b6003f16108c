/// What a validation or a tree walk saw: each service it built, nested as the factories asked
/// for them, and each failure where it started. Lives for one `validate()` or `tree(of:)`,
/// in the hierarchy's exclusive access, like the frame that holds it.
@usableFromInline
final class ResolutionRecorder {
    /// One service built (or found built) during the walk.
    struct Node {
        let key: ServiceKey
        let scope: ObjectScope
        /// How far up the resolving container's lineage the registration is: 0 for the
        /// container itself, 1 for its parent.
        let ownerDepth: Int
        /// Found among the instances this walk built already: the graph shares it.
        let reused: Bool
        var children: [Int] = []
        /// Why its factory did not return an instance, if it did not.
        var failure: ResolutionError?

        /// Whether the registration keeps its instance beyond one resolve.
        var keepsInstance: Bool { scope.kind == .container || scope.kind == .weak || scope.kind == .custom }
    }

    private(set) var nodes: [Node] = []
    private(set) var roots: [Int] = []
    /// The nodes whose factories are running, outermost first.
    private var running: [Int] = []
    private(set) var problems: [ValidationProblem] = []
    private(set) var optionalMisses: [ResolutionError] = []
    /// The entries whose factories ran, so a registration that takes arguments and was
    /// reached with them is not listed as unchecked.
    private(set) var builtEntries = Set<ObjectIdentifier>()

    init() {}

    /// A factory is about to run for `key` (or its instance was found built): a new node
    /// under the running one. Notes a kept instance that would keep a child container's
    /// service.
    func enter(_ key: ServiceKey, scope: ObjectScope, ownerDepth: Int, reused: Bool) -> Int {
        let index = nodes.count
        nodes.append(Node(key: key, scope: scope, ownerDepth: ownerDepth, reused: reused))
        if let parent = running.last { nodes[parent].children.append(index) } else { roots.append(index) }
        for keeper in running where nodes[keeper].keepsInstance && ownerDepth < nodes[keeper].ownerDepth {
            note(.keepsChildService(keeper: nodes[keeper].key, scope: nodes[keeper].scope, kept: key, path: path))
        }
        if !reused { running.append(index) }
        return index
    }

    /// The factory of `node` returned, or threw `failure`.
    func leave(_ node: Int, entry: ObjectIdentifier, failure: ResolutionError? = nil) {
        nodes[node].failure = failure
        if failure == nil { builtEntries.insert(entry) }
        if running.last == node { running.removeLast() }
    }

    /// A failure where it started: a missing registration, a cycle, a factory that threw.
    /// The same failure reached again along another path is listed once, with that path.
    func failed(_ error: ResolutionError) {
        note(.failed(error))
    }

    /// An optional resolve that found nothing: listed, not failed, since a service may take
    /// an optional dependency on purpose.
    func optionalMiss(_ error: ResolutionError) {
        guard !optionalMisses.contains(where: { $0.key == error.key && $0.path == error.path }) else { return }
        optionalMisses.append(error)
    }

    /// A problem found outside a resolve (a key registered twice, a refused forward).
    func note(_ problem: ValidationProblem) {
        if let index = problems.firstIndex(where: { $0.identity == problem.identity }) {
            problems[index].alsoReached(as: problem)
        } else {
            problems.append(problem)
        }
    }

    /// The service types of the running nodes, outermost first.
    private var path: [String] { running.map { String(describing: nodes[$0].key.service) } }
}
