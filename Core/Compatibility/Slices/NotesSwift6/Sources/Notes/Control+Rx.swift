import RxCocoa
import RxSwift

extension Control: ReactiveCompatible {}

/// The controls' `rx` members, written as RxCocoa writes its own.
extension Reactive where Base: Control {
    public func controlEvent(_ kind: ControlEventKind) -> ControlEvent<Int> {
        ControlEvent(
            events: Observable.create { [weak control = self.base] observer in
                guard let control = control else {
                    observer.on(.completed)
                    return Disposables.create()
                }
                let id = control.addAction(for: kind) { value in observer.on(.next(value)) }
                return Disposables.create(onMainActor: { control.removeAction(id) })
            })
    }
}

extension Reactive where Base: TextInput {
    public var text: ControlProperty<String?> {
        ControlProperty(
            values: Observable<String?>.deferred { [weak input = self.base] in
                let edits = input?.rx.controlEvent(.editingChanged).map { [weak input] _ in input?.text } ?? .empty()
                return edits.startWith(input?.text)
            },
            valueSink: Binder(base) { input, text in input.text = text })
    }
}

extension Reactive where Base: Button {
    public var tap: ControlEvent<Void> { ControlEvent(events: controlEvent(.tap).map { _ in () }) }
}

extension Reactive where Base: ListView {
    public var itemSelected: ControlEvent<Int> { controlEvent(.selection) }

    public var modelSelected: ControlEvent<Note> {
        ControlEvent(events: itemSelected.compactMap { [weak list = self.base] row in list?.note(at: row) })
    }

    public var nearBottom: ControlEvent<Void> {
        ControlEvent(
            events: controlEvent(.display).filter { [weak list = self.base] row in list?.isNearBottom(row) ?? false }
                .map { _ in () })
    }

    /// The selected note's title as a plain sequence.
    public var selectedTitles: Observable<String> {
        itemSelected.flatMap { [weak list = self.base] row -> Observable<String> in
            guard let note = list?.note(at: row) else { return .empty() }
            return .just(note.title)
        }
    }

    public var sections: Binder<[NoteSection]> {
        Binder(base) { list, sections in list.sections = sections }
    }
}
