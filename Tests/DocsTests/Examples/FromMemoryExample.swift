import Core
import CoreTesting
import Foundation
import XCTest

// An RxSwift 6 + RxCocoa + Swinject slice typed from memory, as a user porting an app would
// write it; it compiles on Core with no rename beyond the imports. (Not shown in a README: the
// migration example there is the short version.)

private protocol ProfileService: Sendable {
    func profile(id: String) -> Single<String>
    func follow(id: String) -> Completable
}

private final class ProfileViewModel: Sendable {  // annotation: Sendable, for withUnretained(self)
    let name: Driver<String>
    let followed: Signal<Void>
    let log = PublishRelay<String>()
    private let disposeBag = DisposeBag()

    init(id: Observable<String>, followTaps: Observable<Void>, service: ProfileService) {
        let log = self.log
        name =
            id
            .distinctUntilChanged()
            .flatMapLatest { id in
                Observable.catch(sequence: [service.profile(id: id).asObservable(), .just("(offline)")])
            }
            .asDriver(onErrorJustReturn: "")
        followed =
            followTaps
            .debug("follow taps", trimOutput: true)
            .withLatestFrom(id)
            .flatMapFirst { id in
                Completable.concat(service.follow(id: id), service.follow(id: id + "-mirror"))
                    .andThen(Observable.just(()))
            }
            .asSignal(onErrorSignalWith: .empty())
        followTaps.withUnretained(self)
            .subscribe(onNext: { model, _ in model.log.accept("tap") })
            .disposed(by: disposeBag)
        Observable.from([1, 2, 3]).reduce(0, accumulator: +)
            .subscribe(onNext: { log.accept("sum \($0)") })
            .disposed(by: disposeBag)
    }
}

private struct FakeProfiles: ProfileService {
    func profile(id: String) -> Single<String> { .just("Profile \(id)") }
    func follow(id: String) -> Completable { .empty() }
}

private struct ProfileAssembly: Assembly {
    func assemble(container: Container) {
        container.register(ProfileService.self) { _ in FakeProfiles() }.inObjectScope(.container)
        container.register(ProfileViewModel.self) { (r: Resolver, id: Observable<String>) in
            ProfileViewModel(id: id, followTaps: .never(), service: r.resolve(ProfileService.self)!)
        }
    }
}

@MainActor
final class FromMemoryExampleTests: XCTestCase {
    func testTheSliceTypedFromMemoryRunsOnCore() async throws {
        let scheduler = TestScheduler(initialClock: 0)
        let assembler = Assembler([ProfileAssembly()])
        let ids = scheduler.createHotObservable([.next(10, "ada"), .next(20, "ada"), .next(30, "bob")])
        let names = scheduler.createObserver(String.self)
        let bag = CompositeDisposable()
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = assembler.resolver.resolve(ProfileViewModel.self, argument: ids.asObservable())
            if let viewModel {
                _ = bag.insert(viewModel.name.drive(names))
            }
            scheduler.start()
        }
        XCTAssertEqual(names.events, [.next(11, "Profile ada"), .next(31, "Profile bob")])
        bag.dispose()
    }
}
