import Core

/// What opens a screen `scaffold screen` added to a feature: the `screen NAME` command, the
/// link piece `screen/NAME`, and the route case that carries the name.
public enum AddedScreen {
    /// `screen NAME`: opens an added screen by its name, the way `screen/NAME` in a link does.
    public static let command = CommandSpec("screen", argument: .text("NAME"), help: "open the screen called NAME")

    /// The link piece `screen/NAME`; a feature's manifest takes its list's `route(feature:)`,
    /// which checks the name.
    public static let route = LinkRoute(command.name, takesValue: true)

    /// An added screen, by the name it was added with: what a route case of a feature with
    /// added screens carries (`case screen(AddedScreen.Named)`).
    public struct Named: Destination, Equatable {
        /// The screen's name, in any case.
        public let name: String

        /// The screen called `name`.
        public init(_ name: String) { self.name = name }

        /// `screen/NAME`, a screen of the feature's own.
        public static let edge = RouteEdge(AddedScreen.route, opens: nil)
    }
}

/// The screens `scaffold screen FEATURE NAME` added to a feature, in the order they were
/// added, each made by the feature's provider (`Provider`) as a module: what the feature's
/// screen opens with `screen NAME` and a link with `…/screen/NAME`. A feature that takes added
/// screens keeps one in its coordinator, its entries between the generator's markers (a
/// generated feature's screen is the list of them); a feature without the markers takes none.
public struct AddedScreens<Provider>: Sendable {
    /// Makes a screen's module from the feature's provider, over the navigation.
    public typealias Make = @MainActor @Sendable (Provider, NavigationControllable) -> Module<Void>

    /// The screens, by name, in the order they were added.
    public let entries: [(name: String, make: Make)]

    /// The list of `entries`.
    public init(_ entries: [(name: String, make: Make)]) {
        self.entries = entries
    }

    /// The screens' names, in order.
    public var names: [String] { entries.map(\.name) }

    /// The index of the screen called `name`, in any case: links and the `screen` command name
    /// screens, so they stay valid as screens are added.
    public func index(named name: String) -> Int? {
        entries.firstIndex { $0.name.lowercased() == name.lowercased() }
    }

    /// The module of the screen at `index`, made from `provider` over `navigation`; nil when
    /// there is no screen at `index`.
    @MainActor
    public func module(at index: Int, from provider: Provider, over navigation: NavigationControllable) -> Module<Void>?
    {
        entries.indices.contains(index) ? entries[index].make(provider, navigation) : nil
    }

    /// `manifest` with `screen/NAME` checked against these screens' names, so a link to a
    /// screen the feature does not have is refused before anything moves.
    public func offered(in manifest: FeatureManifest) -> FeatureManifest {
        let checked = RouteEdge(route(feature: manifest.name), opens: nil)
        return FeatureManifest(
            name: manifest.name, commands: manifest.commands,
            edges: manifest.edges.map { $0.link.piece == checked.link.piece ? checked : $0 }, routes: manifest.routes,
            queries: manifest.queries)
    }

    /// `screen/NAME` for feature `feature`'s manifest: a name none of the screens has is refused
    /// before anything moves, with the reason.
    public func route(feature: String) -> LinkRoute {
        let names = Set(self.names.map { $0.lowercased() })
        return LinkRoute(
            AddedScreen.route.piece, takesValue: true,
            check: { name, _ in
                .just(names.contains(name.lowercased()) ? nil : "\(feature) has no screen called \(name)")
            })
    }
}

extension BaseCoordinator {
    /// Opens the screen at `index` of `screens`, made from `provider` over `navigation`, as a
    /// child flow: the body of every feature's `openScreen(at:)` edge. Nil when there is no such
    /// screen or the navigation is gone; a screen's flow that fails goes to `onFailure`.
    @discardableResult
    public func openScreen<Provider>(
        at index: Int, of screens: AddedScreens<Provider>, from provider: Provider,
        over navigation: NavigationControllable?, onFailure: @escaping @MainActor (Swift.Error) -> Void
    ) -> BaseCoordinator<Void>? {
        guard let navigation, let module = screens.module(at: index, from: provider, over: navigation) else {
            return nil
        }
        return openChild({ module }, onFailure: onFailure)
    }
}
