import Core
import Shared

/// The root flow: shows the home flow (the screen the app opens on), which runs for the life
/// of the app, and runs the root features the user opens over whatever screen is on top. A
/// feature that fails while it runs is handed to `onFailure`, and the next one opens as usual.
public final class RootCoordinator: BaseCoordinator<Void> {
    private let navigation: NavigationControllable
    private let home: @MainActor (NavigationControllable) -> Module<Void>
    private let features: [RootFeature]
    /// The home flow, once started: where a link goes first.
    private weak var homeFlow: LinkFollowing?
    private let onFailure: @MainActor (Swift.Error) -> Void

    /// The root flow over `navigation`, opening on the flow `home` builds and offering
    /// `features` (by their entries, and to links); failures of the features it opens go to
    /// `onFailure`.
    public init(
        navigation: NavigationControllable, home: @escaping @MainActor (NavigationControllable) -> Module<Void>,
        features: [RootFeature], onFailure: @escaping @MainActor (Swift.Error) -> Void
    ) {
        self.navigation = navigation
        self.home = home
        self.features = features
        self.onFailure = onFailure
        super.init()
    }

    /// Runs `feature` over the current screens: the root's one edge, from the feature's entry
    /// or a link. Returns its flow, or nil when it failed to build (handed to `onFailure`).
    @discardableResult
    public func open(_ feature: RootFeature) -> BaseCoordinator<Void>? {
        openChild({ feature.build(navigation) }, onFailure: onFailure)
    }

    public override func start() -> MainActorObservable<Void> {
        let module = home(navigation)
        homeFlow = module.coordinator as? LinkFollowing
        return coordinate(to: module.coordinator)
    }
}

extension RootCoordinator: LinkFollowing {
    /// Hands the link to the home flow (the root screen's), then opens each root feature the
    /// rest names over the screen on top, as its entry would, and hands it what follows.
    public func follow(_ walk: inout LinkWalk) async throws(LinkError) {
        try await homeFlow?.follow(&walk)
        while let feature = features.first(where: { $0.entry.command.name == walk.steps.first?.piece }) {
            try await walk.follow(LinkRoute(feature.entry.command.name)) { _ in open(feature) }
        }
    }
}
