import Shared

/// What following a link takes, worked out from the features' manifests before anything
/// moves: the command to type on each screen from the root up, and the checks to run first.
/// The features declare their pieces (`FeatureManifest.routes`, `queries`, root entries); this
/// type only walks them, so it names no feature.
struct LinkPlan {
    /// A route's check with the value the link gives it.
    struct Check {
        let route: LinkRoute
        let value: String
    }

    /// The command lines, in order, starting on the root screen.
    var steps: [String] = []
    /// The checks, in order.
    var checks: [Check] = []

    /// The plan for `address` (`link` as the user wrote it, for messages), starting on the
    /// screen of `root`; `manifests` are found by name, `entries` open from any screen.
    static func make(
        for address: ScreenAddress, link: String, root: FeatureManifest, manifests: [FeatureManifest],
        entries: [(entry: FeatureEntry, manifest: FeatureManifest)]
    ) -> Result<LinkPlan, LinkError> {
        var plan = LinkPlan()
        var current = root
        // Where each screen of the walk appears in `steps`, for its query items.
        var arrivals: [(manifest: FeatureManifest, step: Int)] = [(root, 0)]
        var index = 0
        while index < address.path.count {
            let piece = address.path[index]
            if let route = current.routes.first(where: { $0.piece == piece }) {
                var value = ""
                if route.takesValue {
                    guard index + 1 < address.path.count else {
                        return .failure(LinkError(link: link, reason: "\"\(piece)\" needs a value after it"))
                    }
                    index += 1
                    value = address.path[index]
                    if route.check != nil { plan.checks.append(Check(route: route, value: value)) }
                }
                plan.steps.append(route.command(value))
                guard let next = route.leadsTo else {
                    // Still the same screen: its query items apply after this piece too.
                    arrivals[arrivals.count - 1].step = plan.steps.count
                    index += 1
                    continue
                }
                guard let manifest = manifests.first(where: { $0.name == next }) else {
                    return .failure(LinkError(link: link, reason: "no screen called \(next) is part of this app"))
                }
                current = manifest
                arrivals.append((manifest, plan.steps.count))
            } else if let opened = entries.first(where: { $0.entry.command.name == piece }) {
                plan.steps.append(opened.entry.command.name)
                current = opened.manifest
                arrivals.append((opened.manifest, plan.steps.count))
            } else {
                let walked = ScreenAddress(path: Array(address.path[..<index]))
                return .failure(LinkError(link: link, reason: "no screen at \(walked) opens \"\(piece)\""))
            }
            index += 1
        }
        // A query item is applied by the last screen of the walk that takes it, right after
        // that screen appears.
        var inserted: [(step: Int, command: String)] = []
        for item in address.query {
            guard let arrival = arrivals.last(where: { $0.manifest.queries.contains { $0.name == item.name } }),
                let query = arrival.manifest.queries.first(where: { $0.name == item.name })
            else {
                return .failure(LinkError(link: link, reason: "no screen on the way takes \"\(item.name)=\""))
            }
            guard let command = query.command(item.value) else {
                return .failure(LinkError(link: link, reason: "\"\(item.value)\" is not a value \(item.name) takes"))
            }
            inserted.append((arrival.step, command))
        }
        // Last first, so earlier positions stay put and items for one screen keep their order.
        let lastFirst = inserted.enumerated().sorted { ($0.element.step, $0.offset) > ($1.element.step, $1.offset) }
        for item in lastFirst { plan.steps.insert(item.element.command, at: item.element.step) }
        return .success(plan)
    }
}
