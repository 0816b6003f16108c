import Core
import Shared

/// Follows links for a session: checks the link against the features' manifests and their
/// checks, goes back to the root screen as a user would (`back` on each screen), then hands
/// the link to the root flow, which takes its part and hands the rest down the flows it
/// starts (`LinkFollowing`), each screen settling before the next opens. Nothing moves until
/// the link is known to be good, so a bad link leaves the app where it was.
@MainActor
struct LinkFollower {
    let session: ShellSession

    /// Follows `link`; `settle` returns once the screen on top has settled. Nil when the app
    /// now shows the linked screen, else what went wrong.
    func follow(_ link: String, settle: @escaping @MainActor () async -> Void) async -> LinkError? {
        let address: ScreenAddress
        switch ScreenAddress.parse(link) {
        case .failure(let error): return error
        case .success(let parsed): address = parsed
        }
        let plan: LinkPlan
        switch session.plan(for: address, link: link) {
        case .failure(let error): return error
        case .success(let made): plan = made
        }
        let repository = session.venueRepository
        for check in plan.checks {
            guard let verify = check.route.check else { continue }
            let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<Error?, Never>) in
                _ = verify(check.value, repository).subscribe { event in
                    switch event {
                    case .success: continuation.resume(returning: nil)
                    case .failure(let error): continuation.resume(returning: error)
                    }
                }
            }
            if let outcome { return LinkError(link: link, reason: "\(outcome)") }
        }
        let navigation = session.navigation
        // Screens above the root: the pushed ones and a presented one.
        let depth = { navigation.viewControllers.count - 1 + (navigation.presentedViewController == nil ? 0 : 1) }
        while depth() > 0 {
            let before = depth()
            _ = session.route(Command(name: "back"))
            await settle()
            guard depth() < before else {
                let title = navigation.visibleScreen?.title ?? "the screen on top"
                return LinkError(link: link, reason: "could not go back from \(title)")
            }
        }
        guard let root = session.coordinator else {
            return LinkError(link: link, reason: "the app has not started")
        }
        switch await root.follow(LinkWalk(address, link: link, settle: settle)) {
        case .failure(let error): return error
        case .success(let rest): return rest.unfinished
        }
    }
}
