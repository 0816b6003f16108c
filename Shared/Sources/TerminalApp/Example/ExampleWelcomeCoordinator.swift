import Core
import Shared

/// The home of an example whose feature the root opens (by its entry's command or key): one
/// screen saying how to open it, for the life of the example.
public final class ExampleWelcomeCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: TextScreen

    /// A home titled `title` over `navigation`, naming `entry` as the way in.
    public init(navigation: NavigationControllable, title: String, entry: FeatureEntry) {
        self.navigation = navigation
        screen = TextScreen(title: title, commands: [])
        let key = entry.command.key.map { " (or press \($0))" } ?? ""
        screen.lines = ["Type \(entry.command.name)\(key) to open \(entry.title); back returns here."]
    }

    public override func start() -> MainActorObservable<Void> {
        navigation?.setViewControllers([screen], animated: false)
        return .never()
    }
}
