import Core

/// What the presenter sees of the view: the view behind a protocol, so the presenter is
/// tested without one.
@MainActor
protocol __Screen__Viewing: AnyObject {
    func display(_ props: __Screen__Props)
}

/// MVP's presenter: the reducer of the view's state. View events come in, the state is
/// reduced, and the view is told what to display.
@MainActor
final class __Screen__Presenter {
    enum Event {
        case add
        case removeLast
    }

    weak var view: __Screen__Viewing?
    /// The user is done with the screen.
    let close = PublishRelay<Void>()
    private(set) var items: [String] = []

    /// The pure transition from one state to the next.
    static func reduce(_ items: [String], _ event: Event) -> [String] {
        switch event {
        case .add: return items + ["Item \(items.count + 1)"]
        case .removeLast: return Array(items.dropLast())
        }
    }

    /// Shows the initial state.
    func viewDidLoad() {
        view?.display(__Screen__Props.from(items))
    }

    func handle(_ event: Event) {
        items = Self.reduce(items, event)
        view?.display(__Screen__Props.from(items))
    }

    func backTapped() {
        close.accept(())
    }
}
