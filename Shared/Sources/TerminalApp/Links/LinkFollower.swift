import Core
import Shared

/// Follows links: checks a link whole before anything moves, so a bad one leaves the app where
/// it was, then goes back to the root as a user would and hands the link to the root flow.
@MainActor
struct LinkFollower {
    let session: ShellSession

    /// Follows `link`, waiting on each screen with `settled`; nil once the linked screen shows.
    func follow(_ link: String, settled: @escaping @MainActor () async -> Void) async -> LinkError? {
        do throws(LinkError) {
            let address = try ScreenAddress.parse(link).get()
            let fail = { (reason: String) in LinkError(link: link, reason: reason) }
            let steps = try await check(address, of: link, fail)
            let navigation = session.navigation
            while navigation.screens.count > 1 {
                let before = navigation.screens.count
                _ = session.route(Command(name: "back"))
                await settled()
                guard navigation.screens.count < before else {
                    throw fail("could not go back from \(navigation.visibleScreen?.title ?? "the screen on top")")
                }
            }
            guard let root = session.coordinator else { throw fail("the app has not started") }
            var walk = LinkWalk(link: link, steps: steps, query: address.query, settled: settled)
            try await root.follow(&walk)
            return walk.unfinished
        } catch { return error }
    }

    /// Walks `address` over the manifests from the home screen's, matching each piece to the
    /// route that takes it, and refusing a piece no screen on the way opens or a query item none
    /// takes; then asks each route's check about its value. The steps it returns are what the
    /// flows take, so no flow matches a piece again.
    private func check(
        _ address: ScreenAddress, of link: String, _ fail: (String) -> LinkError
    ) async throws(LinkError)
        -> [LinkWalk.Step]
    {
        let manifests = session.manifests + session.features.map(\.manifest)
        var steps: [LinkWalk.Step] = []
        var checks: [(LinkRoute, String)] = []
        var walked = [session.homeManifest]
        var rest = address.path[...]
        while let piece = rest.popFirst(), let current = walked.last {
            // The screen's own pieces, then its route's edges; an edge to another feature
            // goes on with that feature's manifest.
            let edge = current.edges.first { $0.link.piece == piece }
            if let route = current.routes.first(where: { $0.piece == piece }) ?? edge?.link {
                let step = try LinkWalk.Step(route, valueFrom: &rest, link: link)
                if route.takesValue, route.check != nil { checks.append((route, step.value)) }
                steps.append(step)
                if let feature = edge?.feature {
                    walked.append(
                        manifests.first { $0.name == feature } ?? FeatureManifest(name: feature, commands: []))
                }
            } else if let feature = session.features.first(where: { $0.entry.command.name == piece }) {
                steps.append(LinkWalk.Step(piece))
                walked.append(feature.manifest)
            } else {
                let before = ScreenAddress(path: Array(address.path[..<(rest.startIndex - 1)]))
                throw fail("no screen at \(before) opens \"\(piece)\"")
            }
        }
        for item in address.query {  // the first screen on the way that takes an item applies it
            guard let query = walked.lazy.compactMap({ $0.queries.first { $0.name == item.name } }).first else {
                throw fail("no screen on the way takes \"\(item.name)=\"")
            }
            guard query.values?.contains(item.value) ?? true else {
                throw fail("\"\(item.value)\" is not a value \(item.name) takes")
            }
        }
        for (route, value) in checks {
            let refusal: String?
            do { refusal = try await route.check?(value, session.container).value } catch {
                throw fail("\(error)")
            }
            if let refusal { throw fail(refusal) }
        }
        return steps
    }
}
