import Core
import Shared
import SharedTesting
import TerminalApp
import TerminalUI

/// A home screen whose route opens an item's screen (`item/ID`, checked: `0` is refused), and
/// the item's screen, which takes `tab=` and goes back with `back`: the smallest tree a link
/// walks, for the tests of the link follower and the root flow.
@MainActor
enum LinkedFlows {
    struct Item: Destination, Equatable {
        let id: String
        static let edge = RouteEdge(
            LinkRoute("item", takesValue: true, check: { id, _ in .just(id == "0" ? "there is no item 0" : nil) }),
            opens: "Item")
    }

    enum HomeRoute: FeatureRoute, Equatable {
        case item(Item)
        static let edges = [Item.edge]
    }

    static let tab = LinkQuery("tab", values: ["notes", "photos"])
    static let home = FeatureManifest(name: "Home", commands: [], edges: HomeRoute.edges)
    static let item = FeatureManifest(name: "Item", commands: [.back], queries: [tab])

    final class Home: BaseCoordinator<Void>, Routing, LinkFollowing {
        let navigation: NavigationControllable
        let screen = TextScreen(title: "Home", commands: [])

        init(navigation: NavigationControllable) { self.navigation = navigation }

        override func start() -> MainActorObservable<Void> {
            show(screen, on: navigation, as: .root, routes: .empty(), until: .never())
        }

        func navigate(to route: HomeRoute) -> NavigationNode? {
            switch route {
            case .item(let item):
                let navigation = self.navigation
                return openChild(
                    { Module(coordinator: ItemFlow(navigation: navigation, id: item.id)) }, onFailure: { _ in })
            }
        }

        func follow(_ walk: inout LinkWalk) async throws(LinkError) {
            try await walk.follow(self) { step in .item(Item(id: step.value)) }
        }
    }

    final class ItemFlow: BaseCoordinator<Void>, LinkFollowing {
        let navigation: NavigationControllable
        let screen: TextScreen
        let back = PublishRelay<Void>()

        init(navigation: NavigationControllable, id: String) {
            self.navigation = navigation
            screen = TextScreen(title: "Item \(id)", commands: [.back])
            screen.address = Item.edge.link.address(id)
        }

        override func start() -> MainActorObservable<Void> {
            let back = self.back
            screen.onCommand = { command in
                back.accept(())
                return command.name == "back"
            }
            return show(screen, on: navigation, as: .push, until: back.asObservable())
        }

        func follow(_ walk: inout LinkWalk) async throws(LinkError) {
            if let tab = walk.take(tab) { screen.lines = ["tab: \(tab)"] }
        }
    }

    /// A root feature, `inbox`, whose flow `make` builds (an item's, by default) after
    /// calling `built`.
    static func inbox(
        built: @escaping @MainActor () -> Void = {},
        make: @escaping @MainActor (NavigationControllable) -> BaseCoordinator<Void> = {
            ItemFlow(navigation: $0, id: "inbox")
        }
    ) -> RootFeature {
        RootFeature(
            entry: FeatureEntry(title: "Inbox", command: CommandSpec("inbox", help: "show the inbox")),
            manifest: FeatureManifest(name: "Inbox", commands: [.back])
        ) { navigation in
            built()
            return Module(coordinator: make(navigation))
        }
    }

    /// A session over these flows, started unless `started` is false (a shell starts its own),
    /// offering `features` from every screen.
    static func session(features: [RootFeature] = [], started: Bool = true) -> ShellSession {
        let session = ShellSession(
            home: { Module(coordinator: Home(navigation: $0)) }, homeManifest: home, manifests: [item],
            features: features, container: Container(), dataSource: "test")
        if started { session.start() }
        return session
    }
}
