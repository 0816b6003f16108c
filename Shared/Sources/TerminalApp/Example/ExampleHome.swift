import Core
import Shared

/// One thing a feature's example can open it on: a venue, a city.
public struct ExampleChoice<Input>: Sendable where Input: Sendable {
    /// What the home lists.
    public let title: String
    /// The value a link gives for it (a venue id, a city name).
    public let value: String
    /// The feature's input for it.
    public let input: Input

    /// A choice listed as `title`, linked by `value`, opening the feature with `input`.
    public init(title: String, value: String, input: Input) {
        self.title = title
        self.value = value
        self.input = input
    }
}

/// How links reach a feature in its example: by the feature's own route when it names a
/// choice (VenueDetails' `venue/ID`), else by the home's `choice/VALUE` followed by the
/// feature's route (`choice/ID/tips`, as Tips' route names no venue); the home screen then
/// prints the choice's piece while the feature is open.
public struct ExampleRoutes: Sendable {
    /// The piece that names a choice by its value.
    public let select: LinkRoute
    /// The feature's own route, after `select`; nil when `select` is it.
    public let opens: LinkRoute?

    /// Links name a choice with the feature's `route`, which opens the feature on it.
    public static func feature(_ route: LinkRoute) -> ExampleRoutes {
        ExampleRoutes(select: route, opens: nil)
    }

    /// Links name a choice with the home's `choice/VALUE`, then open the feature with `route`.
    public static func choice(then route: LinkRoute) -> ExampleRoutes {
        ExampleRoutes(select: LinkRoute("choice", takesValue: true), opens: route)
    }

    /// The home screen's manifest: `open N`, the feature it opens, and the piece of its own
    /// that names one of `values` when the feature's route does not.
    func manifest(title: String, feature: FeatureManifest, values: [String]) -> FeatureManifest {
        guard let opens else {
            return FeatureManifest(name: title, commands: [.open], edges: [RouteEdge(select, opens: feature.name)])
        }
        let known = Set(values)
        let select = LinkRoute(
            self.select.piece, takesValue: true,
            check: { value, _ in .just(known.contains(value) ? nil : "this example has no \"\(value)\"") })
        return FeatureManifest(
            name: title, commands: [.open], edges: [RouteEdge(opens, opens: feature.name)], routes: [select])
    }
}

/// The home of a feature's example: lists the choices, opens the feature on the one picked
/// (`open N`, or a link), and shows the home again when the feature's flow ends. A flow that
/// fails is shown on the home screen; the next choice opens as usual.
public final class ExampleHomeCoordinator<Input: Sendable>: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: TextScreen
    private let choices: [ExampleChoice<Input>]
    private let routes: ExampleRoutes
    private let build: @MainActor (NavigationControllable, Input) -> Module<Void>

    /// A home titled `title` over `navigation`, listing `choices`, reached by links through
    /// `routes`, opening the feature with `build`.
    public init(
        navigation: NavigationControllable, title: String, choices: [ExampleChoice<Input>], routes: ExampleRoutes,
        build: @escaping @MainActor (NavigationControllable, Input) -> Module<Void>
    ) {
        self.navigation = navigation
        self.screen = TextScreen(title: title, commands: [.open])
        self.choices = choices
        self.routes = routes
        self.build = build
    }

    /// The choices, numbered.
    private var listing: [String] { choices.enumerated().map { "\($0.offset + 1). \($0.element.title)" } }

    public override func start() -> MainActorObservable<Void> {
        guard let navigation else { return .empty() }
        screen.lines = listing.isEmpty ? ["Nothing to open: the embedded data has no choices here."] : listing
        let choose: @MainActor (Int) -> Bool = { [weak self] number in
            guard let self, number >= 1, number <= self.choices.count else { return false }
            self.open(self.choices[number - 1])
            return true
        }
        screen.onCommand = { command in command.number.map(choose) ?? false }
        screen.onKey = { key in
            guard case .character(let character) = key, let digit = character.wholeNumberValue else { return false }
            return choose(digit)
        }
        screen.keyBindings = [KeyBinding("1-9", help: "open")]
        navigation.setViewControllers([screen], animated: false)
        return .never()
    }

    /// The feature on `choice`, over the home: the one edge, from a number or a link. The home
    /// prints the choice's piece while the feature is open, and its own again once it ends; a
    /// failure is listed under the choices.
    @discardableResult
    func open(_ choice: ExampleChoice<Input>) -> BaseCoordinator<Void>? {
        guard let navigation else { return nil }
        let screen = self.screen
        let listing = self.listing
        screen.address = routes.opens == nil ? ScreenAddress() : routes.select.address(choice.value)
        return openChild(
            { build(navigation, choice.input) },
            onResult: { _ in screen.address = ScreenAddress() },
            onFailure: { error in screen.lines = listing + ["", "Could not open it: \(error)"] })
    }
}

extension ExampleHomeCoordinator: LinkFollowing {
    /// Takes the choice's piece (and the opening piece, when there is one), opens the
    /// feature on it and hands the rest to the feature's flow.
    public func follow(_ walk: inout LinkWalk) async throws(LinkError) {
        let choices = self.choices
        let open = { (value: String) in choices.first { $0.value == value }.flatMap(self.open) }
        guard let opens = routes.opens else { return try await walk.follow(routes.select, opening: open) }
        guard let value = walk.take(routes.select) else { return }
        try await walk.follow(opens) { _ in open(value) }
    }
}
