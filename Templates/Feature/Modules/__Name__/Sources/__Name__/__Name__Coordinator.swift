import Core
import Shared
import __Name__Interface

/// Pushes the __Name__ screen, runs the screens added to it, and pops it when the user goes
/// back. A screen flow that fails is reported on the status line; the others still open.
final class __Name__Coordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: __Name__ViewController
    private let links = LinkHandOff()

    init(navigation: NavigationControllable, screen: __Name__ViewController) {
        self.navigation = navigation
        self.screen = screen
    }

    override func start() -> MainActorObservable<Void> {
        guard let navigation else { return .empty() }
        navigation.pushViewController(screen, animated: true)
        let viewModel = screen.viewModel
        let links = self.links
        coordinateEach(
            viewModel.outputs.openScreen,
            build: { index in links.started(Module(coordinator: Self.screens[index].make(navigation))) },
            onFailure: { error in
                viewModel.inputs.notice.accept(__Name__Strings.english.text("failure.screen", ["reason": "\(error)"]))
            }
        )
        .subscribe()
        .disposed(by: disposeBag)
        return viewModel.outputs.close
            .observe(on: MainScheduler.instance)
            .take(1)
            .do(onNext: { [weak self] in _ = self?.navigation?.popViewController(animated: true) })
    }

    /// Screens added with `swift run scaffold screen __Name__ NAME`: the main screen lists them
    /// and opens one by its number. The generator adds an entry between the markers. Not
    /// isolated: the formatter lists the names off the main actor; making a flow is main-actor work.
    nonisolated static var screens: [(name: String, make: @MainActor (NavigationControllable) -> BaseCoordinator<Void>)]
    {
        [
            // scaffold:screens:begin
            // scaffold:screens:end
        ]
    }

    /// The index of the added screen called `name`, in any case: links and the `screen`
    /// command name screens, so they stay valid as screens are added.
    nonisolated static func screenIndex(named name: String) -> Int? {
        screens.firstIndex { $0.name.lowercased() == name.lowercased() }
    }
}

extension __Name__Coordinator: LinkFollowing {
    /// Opens `screen/NAME` as the `screen` command would; the added screens take no further link.
    func follow(_ walk: inout LinkWalk) async throws(LinkError) {
        let inputs = screen.viewModel.inputs
        try await links.follow(__Name__Links.screen, of: &walk) { name in
            Self.screenIndex(named: name).map(inputs.screenSelected.accept)
        }
    }
}
