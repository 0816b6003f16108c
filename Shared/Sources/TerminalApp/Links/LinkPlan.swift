import Shared

/// What the features' manifests say of a link before anything moves: whether each piece is
/// one the screen reached so far declares, and which checks to run (a venue id that must
/// exist, a city that must have venues). The coordinators then follow it (`LinkFollowing`);
/// a link that passes here is one they take. This type only walks the manifests, so it names
/// no feature.
struct LinkPlan {
    /// A route's check with the value the link gives it.
    struct Check {
        let route: LinkRoute
        let value: String
    }

    /// The checks, in order.
    var checks: [Check] = []

    /// The plan for `address` (`link` as the user wrote it, for messages), starting on the
    /// screen of `root`; `manifests` are found by name, `entries` open over any screen.
    static func make(
        for address: ScreenAddress, link: String, root: FeatureManifest, manifests: [FeatureManifest],
        entries: [(entry: FeatureEntry, manifest: FeatureManifest)]
    ) -> Result<LinkPlan, LinkError> {
        var plan = LinkPlan()
        var current = root
        var walked = [root]
        var index = 0
        while index < address.path.count {
            let piece = address.path[index]
            // The screen's own pieces, then the routes of the features it opens.
            let opened = manifests.filter { current.opens.contains($0.name) }.compactMap(\.route)
            if let route = (current.routes + opened).first(where: { $0.piece == piece }) {
                if route.takesValue {
                    guard index + 1 < address.path.count else {
                        return .failure(LinkError(link: link, reason: "\"\(piece)\" needs a value after it"))
                    }
                    index += 1
                    if route.check != nil { plan.checks.append(Check(route: route, value: address.path[index])) }
                }
                if let next = route.leadsTo {
                    guard let manifest = manifests.first(where: { $0.name == next }) else {
                        return .failure(LinkError(link: link, reason: "no screen called \(next) is part of this app"))
                    }
                    current = manifest
                    walked.append(manifest)
                }
            } else if let opened = entries.first(where: { $0.entry.command.name == piece }) {
                current = opened.manifest
                walked.append(opened.manifest)
            } else {
                let before = ScreenAddress(path: Array(address.path[..<index]))
                return .failure(LinkError(link: link, reason: "no screen at \(before) opens \"\(piece)\""))
            }
            index += 1
        }
        // The first screen on the way that takes a query item applies it.
        for item in address.query {
            guard let query = walked.lazy.compactMap({ $0.queries.first { $0.name == item.name } }).first else {
                return .failure(LinkError(link: link, reason: "no screen on the way takes \"\(item.name)=\""))
            }
            guard query.accepts(item.value) else {
                return .failure(LinkError(link: link, reason: "\"\(item.value)\" is not a value \(item.name) takes"))
            }
        }
        return .success(plan)
    }
}
