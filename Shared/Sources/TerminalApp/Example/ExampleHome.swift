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

/// How links reach a feature in its example: `select` takes the choice's value; when the
/// feature's own screen does not print that piece itself (Tips shows no venue id), `opens` is
/// the piece that opens it after the choice, and the home screen prints the choice's piece.
public struct ExampleRoutes: Sendable {
    /// The piece that names a choice by its value (`venue/ID`).
    public let select: String
    /// The piece that opens the feature after `select`; nil when `select` opens it.
    public let opens: String?

    /// Routes that name a choice with `select` and open the feature with `opens` (or at once).
    public init(select: String, opens: String? = nil) {
        self.select = select
        self.opens = opens
    }

    /// The home screen's manifest: `open N`, and the routes a link takes from it to the
    /// feature `feature` names.
    func manifest(title: String, feature: String, values: [String]) -> FeatureManifest {
        let known = Set(values)
        let check: @Sendable (String, VenueRepository) -> Single<Void> = { value, _ in
            known.contains(value) ? .just(()) : .error(LinkCheckError("this example has no \"\(value)\""))
        }
        let select = LinkRoute(self.select, takesValue: true, leadsTo: opens == nil ? feature : nil, check: check)
        return FeatureManifest(
            name: title, commands: [.open], routes: [select] + (opens.map { [LinkRoute($0, leadsTo: feature)] } ?? []))
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
    private let requests = PublishRelay<ExampleChoice<Input>>()

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

    public override func start() -> Observable<Void> {
        guard let navigation else { return .empty() }
        let listing = choices.enumerated().map { "\($0.offset + 1). \($0.element.title)" }
        screen.lines = listing.isEmpty ? ["Nothing to open: the embedded data has no choices here."] : listing
        let (requests, choices) = (self.requests, self.choices)
        let open: @MainActor (Int) -> Bool = { number in
            guard number >= 1, number <= choices.count else { return false }
            requests.accept(choices[number - 1])
            return true
        }
        screen.onCommand = { command in command.number.map(open) ?? false }
        screen.onKey = { key in
            guard case .character(let character) = key, let digit = character.wholeNumberValue else { return false }
            return open(digit)
        }
        screen.keyBindings = [KeyBinding("1-9", help: "open")]
        navigation.setViewControllers([screen], animated: false)
        let (screen, build, routes) = (self.screen, self.build, self.routes)
        coordinateEach(
            requests.asObservable().do(onMainActor: { choice in
                screen.address = ScreenAddress(path: routes.opens == nil ? [] : [routes.select, choice.value])
            }),
            build: { choice in build(navigation, choice.input) },
            onFailure: { error in screen.lines = listing + ["", "Could not open it: \(error)"] }
        )
        .subscribe(onMainActor: { _ in screen.address = ScreenAddress() })
        .disposed(by: disposeBag)
        return .never()
    }
}

extension ExampleHomeCoordinator: LinkFollowing {
    /// Takes the choice's piece (and the opening piece, when there is one), opens the
    /// feature on it and hands the rest to the feature's flow.
    public func follow(_ walk: LinkWalk) async -> Result<LinkWalk, LinkError> {
        var walk = walk
        guard let value = walk.take(LinkRoute(routes.select, takesValue: true)) else { return .success(walk) }
        guard let choice = choices.first(where: { $0.value == value }) else {
            return .failure(walk.failure("this example has no \"\(value)\""))
        }
        if let opens = routes.opens, walk.take(LinkRoute(opens)) == nil { return .success(walk) }
        let requests = self.requests
        return await handOff(walk, opening: choice.title) { requests.accept(choice) }
    }
}
