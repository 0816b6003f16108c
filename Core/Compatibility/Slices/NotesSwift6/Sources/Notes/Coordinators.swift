import Foundation
import RxSwift

/// XCoordinator's shape, as a team writes it for RxSwift: a flow's result is an `Observable`.
@MainActor
open class Coordinator<Result> {
    private var children: [UUID: Any] = [:]
    public let identifier = UUID()
    public let navigation: NavigationStack

    public init(navigation: NavigationStack) {
        self.navigation = navigation
    }

    public var childCount: Int { children.count }

    open func start() -> Observable<Result> { .empty() }

    public func coordinate<T: Sendable>(to coordinator: Coordinator<T>) -> Observable<T> {
        children[coordinator.identifier] = coordinator
        return coordinator.start()
            .observe(on: MainScheduler.instance)
            .do(onNext: { [weak self, weak coordinator] _ in
                if let coordinator = coordinator { self?.children[coordinator.identifier] = nil }
            })
    }
}

public final class EditorCoordinator: Coordinator<Note?> {
    private let viewModel: EditorViewModel
    public let title = TextInput()
    public let body = TextInput()
    public let save = Button()
    public let cancel = Button()
    private let disposeBag = DisposeBag()

    public init(navigation: NavigationStack, viewModel: EditorViewModel) {
        self.viewModel = viewModel
        super.init(navigation: navigation)
    }

    public override func start() -> Observable<Note?> {
        navigation.push("Editor")
        let output = viewModel.transform(
            .init(
                title: title.rx.text.asObservable(), body: body.rx.text.asObservable(),
                save: save.rx.tap.asObservable(),
                cancel: cancel.rx.tap.asObservable()))
        output.canSave.drive(save.rx.isEnabled).disposed(by: disposeBag)
        return viewModel.steps
            .compactMap { step -> Note?? in
                switch step {
                case .composed(let note): return .some(note)
                case .cancelled: return .some(nil)
                default: return nil
                }
            }
            .take(1)
            .observe(on: MainScheduler.instance)
            .do(onNext: { [weak navigation] _ in navigation?.pop() })
    }
}

public final class NotesCoordinator: Coordinator<Void> {
    private let list = ListView()
    public let composeButton = Button()
    private let listViewModel: NotesListViewModel
    private let makeEditor: () -> EditorViewModel
    private let disposeBag = DisposeBag()
    public private(set) var opened: [Int] = []

    public init(
        navigation: NavigationStack, listViewModel: NotesListViewModel, makeEditor: @escaping () -> EditorViewModel
    ) {
        self.listViewModel = listViewModel
        self.makeEditor = makeEditor
        super.init(navigation: navigation)
    }

    public var listView: ListView { list }

    /// The editor this flow opened last, while it runs.
    public private(set) weak var editor: EditorCoordinator?

    public override func start() -> Observable<Void> {
        navigation.push("Notes")
        let sections = listViewModel.sections(nearBottom: list.rx.nearBottom.asObservable())
        sections.drive(list.rx.sections).disposed(by: disposeBag)
        listViewModel.bindSelection(list.rx.itemSelected.asObservable(), sections: sections.asObservable())
            .disposed(by: disposeBag)
        composeButton.rx.tap.map { NotesStep.compose }.bind(to: listViewModel.steps).disposed(by: disposeBag)
        listViewModel.steps
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] step in self?.handle(step) })
            .disposed(by: disposeBag)
        return .never()
    }

    private func handle(_ step: NotesStep) {
        switch step {
        case .open(let note):
            opened.append(note.id)
            navigation.push("Note \(note.id)")
        case .compose:
            let editor = EditorCoordinator(navigation: navigation, viewModel: makeEditor())
            self.editor = editor
            coordinate(to: editor)
                .observe(on: MainScheduler.instance)
                .subscribe(onNext: { [weak self] note in
                    if note != nil { self?.listViewModel.reload.accept(()) }
                })
                .disposed(by: disposeBag)
        case .composed, .cancelled:
            break
        }
    }
}
