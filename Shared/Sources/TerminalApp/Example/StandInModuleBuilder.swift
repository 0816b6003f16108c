import Core
import Shared

/// How a feature shows its screen: what a stand-in does in its place.
public enum StandInPresentation: Sendable {
    /// Pushed onto the stack.
    case push
    /// Presented modally.
    case present
}

/// A feature an example opens but does not build, stood in by one screen that says what
/// would open and with what input; `back` closes it and ends the flow, so the way back works.
/// It records each input, as a test's fake does. A feature's Testing product declares the
/// builder it stands in for: `final class StandInX: StandInModuleBuilder<XInput>, XBuildable`.
@MainActor
open class StandInModuleBuilder<Input>: ModuleBuildable {
    /// The inputs of every build asked for.
    public private(set) var inputs: [Input] = []
    private let manifest: FeatureManifest
    private let presentation: StandInPresentation
    private let describe: (Input) -> (text: String, address: ScreenAddress)

    /// A stand-in for the feature `manifest` describes, shown as it would be (`presentation`);
    /// `describe` says, for an input, what the screen would show and gives its address piece.
    public init(
        for manifest: FeatureManifest, presentation: StandInPresentation,
        describe: @escaping (Input) -> (text: String, address: ScreenAddress)
    ) {
        self.manifest = manifest
        self.presentation = presentation
        self.describe = describe
    }

    /// Records `input` and returns a flow showing the stand-in screen over `navigation`.
    public func buildModule(with navigation: NavigationControllable, input: Input) -> Module<Void> {
        inputs.append(input)
        let (text, address) = describe(input)
        let screen = TextScreen(title: "\(manifest.name) (stand-in)", commands: [.back])
        screen.address = address
        screen.lines = [
            "\(manifest.name) would open here: \(text).",
            "This example does not build \(manifest.name); back returns to the screen that opened it.",
        ]
        return Module(
            coordinator: StandInCoordinator(
                navigation: navigation, screen: screen, presentation: presentation, queries: manifest.queries))
    }
}

/// Shows the stand-in screen and ends when it goes back.
final class StandInCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: TextScreen
    private let presentation: StandInPresentation
    private let queries: [LinkQuery]
    private let closed = PublishRelay<Void>()

    init(
        navigation: NavigationControllable, screen: TextScreen,
        presentation: StandInPresentation, queries: [LinkQuery]
    ) {
        self.navigation = navigation
        self.screen = screen
        self.presentation = presentation
        self.queries = queries
    }

    override func start() -> MainActorObservable<Void> {
        let closed = self.closed
        screen.onCommand = { command in
            guard command.name == CommandSpec.back.name else { return false }
            closed.accept(())
            return true
        }
        switch presentation {
        case .push: navigation?.pushViewController(screen, animated: true)
        case .present: navigation?.present(screen, animated: true)
        }
        let presentation = self.presentation
        return closed.observe(on: MainScheduler.instance).take(1).do(onNext: { [weak self] in
            switch presentation {
            case .push: _ = self?.navigation?.popViewController(animated: true)
            case .present: self?.navigation?.dismiss(animated: true)
            }
        })
    }
}

extension StandInCoordinator: LinkFollowing {
    /// Takes the query items the real screen would take, and shows them.
    func follow(_ walk: inout LinkWalk) async throws(LinkError) {
        for query in queries {
            if let value = walk.take(query) {
                screen.lines.append("The link asks it for \(query.name)=\(value).")
                screen.address.query.append(.init(query.name, value))
            }
        }
    }
}

extension StandInModuleBuilder where Input == Void {
    /// The stand-in of a feature that takes no input; it satisfies that feature's
    /// `buildModule(with:)`.
    public func buildModule(with navigation: NavigationControllable) -> Module<Void> {
        buildModule(with: navigation, input: ())
    }
}
