import RxCocoa
import RxRelay
import RxSwift

public final class EditorViewModel: Stepper {
    public struct Input {
        public let title: Observable<String?>
        public let body: Observable<String?>
        public let save: Observable<Void>
        public let cancel: Observable<Void>

        public init(
            title: Observable<String?>, body: Observable<String?>, save: Observable<Void>, cancel: Observable<Void>
        ) {
            self.title = title
            self.body = body
            self.save = save
            self.cancel = cancel
        }
    }

    public struct Output {
        public let canSave: Driver<Bool>
        public let titleHint: Driver<String>
        public let error: Signal<String>
    }

    public let steps = PublishRelay<NotesStep>()
    private let service: NotesService
    private let disposeBag = DisposeBag()

    public init(service: NotesService) {
        self.service = service
    }

    public func transform(_ input: Input) -> Output {
        let title = input.title.map { $0 ?? "" }
        let body = input.body.map { $0 ?? "" }
        let canSave = Observable.combineLatest(title, body) { title, body in
            !title.isEmpty && title.count <= 40 && !body.isEmpty
        }
        .distinctUntilChanged()
        let titleHint = title.map { $0.count > 40 ? "Keep the title under 40 characters" : "" }
        let errors = PublishRelay<String>()
        let service = self.service
        input.save
            .withLatestFrom(Observable.combineLatest(title, body, canSave))
            .filter { $0.2 }
            .flatMapFirst { title, body, _ in
                service.save(title: title, body: body).asObservable()
                    .catch { _ in
                        errors.accept("Could not save; try again")
                        return .empty()
                    }
            }
            .map { NotesStep.composed($0) }
            .bind(to: steps)
            .disposed(by: disposeBag)
        input.cancel.map { NotesStep.cancelled }.bind(to: steps).disposed(by: disposeBag)
        return Output(
            canSave: canSave.asDriver(onErrorJustReturn: false),
            titleHint: titleHint.asDriver(onErrorJustReturn: ""),
            error: errors.asSignal())
    }
}
