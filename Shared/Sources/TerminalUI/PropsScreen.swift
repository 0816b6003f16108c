import Core
import Shared

/// Props every screen's view shows in the same places: the header, the status line, the hint.
public protocol ScreenProps: Equatable, Sendable {
    /// The screen's title.
    var title: String { get }
    /// Loading, empty or error text, if any.
    var status: String? { get }
    /// The keys the screen takes.
    var hint: String { get }
    /// Whether the screen is still waiting for data it is about to show; line mode waits
    /// for it to settle before the next command.
    var isLoading: Bool { get }
}

extension ScreenProps {
    /// Nothing to wait for.
    public var isLoading: Bool { false }
}

/// The part every screen shares: it owns its view, renders each new props value on the main
/// actor and asks the shell to redraw. Subclasses bind in `viewDidLoad` and turn keys and
/// commands into inputs.
@MainActor
open class PropsScreen<View: TerminalView>: Screen where View.Props: ScreenProps {
    /// The screen's view.
    public let view: View
    /// Subscriptions that live as long as the screen.
    public let disposeBag = DisposeBag()
    /// The props last rendered.
    public private(set) var props: View.Props?
    private var redraw: (@MainActor () -> Void)?
    private var isLoaded = false

    /// A screen showing `view`.
    public init(view: View) {
        self.view = view
    }

    /// Calls `viewDidLoad` the first time only.
    public final func loadViewIfNeeded() {
        guard !isLoaded else { return }
        isLoaded = true
        viewDidLoad()
    }

    /// Binds the view model and starts loading; runs once, when the screen is first shown.
    open func viewDidLoad() {}

    /// Renders every distinct props value of `source` on the main actor.
    public final func bind(props source: Observable<View.Props>) {
        source
            .distinctUntilChanged()
            .subscribe(
                with: self,
                onMainActor: { screen, props in
                    screen.props = props
                    screen.view.render(props: props)
                    screen.redraw?()
                }
            )
            .disposed(by: disposeBag)
    }

    /// Asks the shell to draw the screen again.
    public final func setNeedsRedraw() {
        redraw?()
    }

    /// The latest props' title, or empty before the first props arrive.
    public var title: String { props?.title ?? "" }

    /// The latest props' status line, or none before the first props arrive.
    public var status: String? { props?.status }

    /// Loading until the first props are rendered, then as the props say.
    public var isLoading: Bool { props?.isLoading ?? true }

    /// The view's frame with the key hint below it.
    open func frame(size: ANSIRenderer.Size) -> Frame {
        Frame(view.frame(size: size).lines + [Frame.Line(props?.hint ?? "", style: .dim)])
    }

    /// No commands by default.
    open var commands: [CommandSpec] { [] }

    /// This screen's piece of the address; every screen of the app overrides it (a test walks
    /// them all), since a screen without one cannot be linked to.
    open var address: ScreenAddress { ScreenAddress() }

    /// No keys beyond the commands' by default.
    open var keyBindings: [KeyBinding] { [] }

    /// No route by default; a feature's screen gives its route's `edges`.
    open var edges: [RouteEdge] { [] }

    /// The keys the screen's `commands` declare: a command's key runs it without argument,
    /// and Esc or Backspace runs `back` when the screen takes it.
    open func handle(_ key: Key) -> Bool {
        guard let command = command(for: key) else { return false }
        return handle(command: command)
    }

    /// No commands by default.
    open func handle(command: Command) -> Bool { false }

    /// Keeps the shell's redraw closure.
    public final func setRedraw(_ redraw: @escaping @MainActor () -> Void) {
        self.redraw = redraw
    }
}
