import Core

/// What opens a screen `scaffold screen` added, in every feature: the `screen NAME` command and
/// the link piece `screen/NAME`.
public enum AddedScreen {
    /// The `screen NAME` command, which a feature's screen takes once it has a screen added.
    public static let command = CommandSpec("screen", argument: .text("NAME"), help: "open the screen called NAME")

    /// The link piece `screen/NAME`; a feature's manifest takes its list's `route(feature:)`,
    /// which checks the name.
    public static let route = LinkRoute(command.name, takesValue: true)
}

/// The screens `scaffold screen FEATURE NAME` added to a feature, in the order they were
/// added, each made by the feature's provider (`Provider`) as a module: what the feature's
/// screen opens with `screen NAME` and a link with `…/screen/NAME`. Every feature's coordinator
/// keeps one, its entries between the generator's markers, so the same command adds a screen
/// to a hand-written feature and to a generated one.
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

    /// The commands a feature's screen adds to its own: `screen NAME` once it has a screen.
    public var commands: [CommandSpec] { entries.isEmpty ? [] : [AddedScreen.command] }

    /// `manifest` with these screens: their `screen NAME` command once there is one, and
    /// `screen/NAME`, checked against their names.
    public func offered(in manifest: FeatureManifest) -> FeatureManifest {
        FeatureManifest(
            name: manifest.name, commands: manifest.commands + commands, route: manifest.route, opens: manifest.opens,
            routes: manifest.routes + [route(feature: manifest.name)], queries: manifest.queries)
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
