import Foundation
import XCTest

/// Programs the compiler must reject: each is compiled (through the SIL passes, where Swift 6
/// diagnoses data races) against the Core module this test was built with, beside a near twin that must compile (so a failure for some other
/// reason, such as a missing module, cannot pass for a rejection).
final class CompileFailTests: XCTestCase {
    /// An operator's closure may run on whatever thread the source emits on, so it is
    /// `@Sendable`: one that changes a non-Sendable object does not compile, whether the chain
    /// is an `Observable` or a trait.
    func testAnOperatorClosureCannotCaptureANonSendableObject() throws {
        try assertRejected(
            """
            final class Counter { var n = 0 }
            func race(_ source: Observable<Int>) -> Observable<Int> {
                let counter = Counter()
                return source.map { value -> Int in
                    counter.n += 1
                    return value
                }
            }
            """,
            accepted: """
                final class Counter: Sendable { let n = 0 }
                func fine(_ source: Observable<Int>) -> Observable<Int> {
                    let counter = Counter()
                    return source.map { $0 + counter.n }
                }
                """,
            because: "non-Sendable type 'Counter' in a '@Sendable' closure")
        try assertRejected(
            """
            final class Counter { var n = 0 }
            func race() -> Single<Int> {
                let counter = Counter()
                return Single<Int>.just(1).map { value -> Int in
                    counter.n += 1
                    return value
                }
            }
            """,
            accepted: "func fine() -> Single<Int> { Single<Int>.just(1).map { $0 + 1 } }",
            because: "non-Sendable type 'Counter' in a '@Sendable' closure")
    }

    /// A sequence keeps its elements for subscribers that may run on other threads, so a
    /// factory that keeps one asks for a `Sendable` element; the sequence itself is `Sendable`.
    func testASequenceKeepsOnlySendableElements() throws {
        try assertRejected(
            """
            final class Counter { var n = 0 }
            func f() -> Observable<Counter> { Observable.just(Counter()) }
            """,
            accepted: """
                func needsSendable(_ value: some Sendable) {}
                func f() { needsSendable(Observable.just(1)); needsSendable(Single<Int>.just(1)) }
                """,
            because: "does not conform to the 'Sendable' protocol")
        try assertRejected(
            """
            final class Counter { var n = 0 }
            func f() -> PublishSubject<Counter> { PublishSubject() }
            """,
            accepted: "func f() -> PublishSubject<Int> { PublishSubject() }",
            because: "Sendable")
    }

    /// As in RxSwift, only a sequence without elements is a `Completable` as it is: one with
    /// elements says that it drops them.
    func testOnlyAnElementlessSequenceConvertsToACompletable() throws {
        try assertRejected(
            "func f(_ source: Observable<Int>) -> Completable { source.asCompletable() }",
            accepted: "func f(_ source: Observable<Int>) -> Completable { source.ignoreElements().asCompletable() }",
            because: "Never")
    }

    /// `drive` is for sequences that cannot fail: an `Observable` must become a `Driver` first,
    /// saying what replaces an error (RxCocoa's rule).
    func testAnObservableThatCanFailCannotBeDriven() throws {
        try assertRejected(
            """
            @MainActor func show(_ source: Observable<Int>) {
                _ = source.drive(onNext: { _ in })
            }
            """,
            accepted: """
                @MainActor func show(_ source: Observable<Int>) {
                    _ = source.asDriver(onErrorJustReturn: 0).drive(onNext: { _ in })
                }
                """,
            because: "has no member 'drive'")
    }

    /// Two detached tasks sharing a container (and its non-Sendable singleton) do not compile.
    func testAContainerCannotBeSharedByTwoTasks() throws {
        try assertRejected(
            """
            final class Counter { var n = 0 }
            func race() {
                let container = Container()
                container.register(Counter.self) { _ in Counter() }.inObjectScope(.container)
                Task.detached { container.resolve(Counter.self)?.n += 1 }
                Task.detached { container.resolve(Counter.self)?.n += 1 }
            }
            """,
            accepted: """
                final class Counter { var n = 0 }
                func fine() {
                    let container = Container()
                    container.register(Counter.self) { _ in Counter() }.inObjectScope(.container)
                    container.resolve(Counter.self)?.n += 1
                }
                """,
            because: "risks causing data races")
    }

    /// The synchronized resolver hands out Sendable services only.
    func testTheSynchronizedResolverRefusesANonSendableService() throws {
        try assertRejected(
            """
            final class Counter { var n = 0 }
            func race() {
                let container = Container()
                container.register(Counter.self) { _ in Counter() }
                let resolver = container.synchronize()
                Task.detached { resolver.resolve(Counter.self)?.n += 1 }
            }
            """,
            accepted: """
                struct Settings: Sendable { let name: String }
                func fine() {
                    let container = Container()
                    container.register(Settings.self) { _ in Settings(name: "x") }
                    let resolver = container.synchronize()
                    Task.detached { _ = resolver.resolve(Settings.self)?.name }
                }
                """,
            because: "Sendable")
    }

    /// A disposable may be disposed on any thread, so the closure it keeps must be `@Sendable`:
    /// one that changes a non-Sendable object the caller keeps changing does not compile, while
    /// the everyday shape, a work item cancelled on dispose, still does.
    func testADisposableCannotKeepANonSendableClosure() throws {
        try assertRejected(
            """
            import Dispatch
            final class Counter { var n = 0 }
            func race() {
                let counter = Counter()
                let disposable = Disposables.create { counter.n += 1 }
                DispatchQueue.global().async { disposable.dispose() }
                counter.n += 1
            }
            """,
            accepted: """
                import Dispatch
                func fine() -> Observable<Int> {
                    Observable.create { observer in
                        let work = DispatchWorkItem {
                            observer.onNext(1)
                            observer.onCompleted()
                        }
                        DispatchQueue.global().async(execute: work)
                        return Disposables.create { work.cancel() }
                    }
                }
                """,
            because: "risks causing data races")
    }

    /// A main-actor screen cannot write its state from a plain subscriber closure: a relay may
    /// be fed from any thread. Its safe twins compile: a `Signal` or `Driver`, or
    /// `observe(on: MainScheduler.instance)` first, whose subscriber closures are main-actor code.
    func testAMainActorScreenCannotWriteItsStateFromAPlainSubscriber() throws {
        let screen = """
            import Dispatch
            @MainActor final class Screen {
                var title = ""
                let bag = DisposeBag()
                func bind(_ relay: PublishRelay<String>) {
                    BINDING
                }
            }
            func feed(_ relay: PublishRelay<String>) {
                DispatchQueue.global().async { relay.accept("from another thread") }
            }
            """
        try assertRejected(
            screen.replacingOccurrences(
                of: "BINDING", with: "relay.subscribe(onNext: { [weak self] in self?.title = $0 }).disposed(by: bag)"),
            accepted: screen.replacingOccurrences(
                of: "BINDING",
                with: """
                    relay.asSignal().emit(onNext: { [weak self] in self?.title = $0 }).disposed(by: bag)
                            relay.asDriver(onErrorJustReturn: "").drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: bag)
                            relay.observe(on: MainScheduler.instance)
                                .subscribe(onNext: { [weak self] in self?.title = $0 }, onError: { [weak self] _ in self?.title = "" })
                                .disposed(by: bag)
                            relay.observe(on: MainScheduler.instance)
                                .subscribe(with: self, onNext: { screen, title in screen.title = title })
                                .disposed(by: bag)
                            relay.subscribe(onNext: { [weak self] _ in _ = self }).disposed(by: bag)
                    """),
            because: "main actor-isolated property 'title' can not be mutated from a Sendable closure")
    }

    /// A subscriber behind `observe(on:)` runs on the scheduler's threads, so it cannot share a
    /// non-Sendable object with the code that subscribed; a lock-protected counter is fine.
    func testASubscriberBehindAConcurrentSchedulerCannotShareANonSendableObject() throws {
        try assertRejected(
            """
            final class Counter { var n = 0 }
            func race(_ subject: PublishSubject<Int>) -> Disposable {
                let counter = Counter()
                let subscription = subject.observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
                    .subscribe(onNext: { _ in counter.n += 1 })
                counter.n += 1
                return subscription
            }
            """,
            accepted: """
                import Foundation
                final class Counter: @unchecked Sendable {
                    private let lock = NSLock()
                    private var count = 0
                    func increment() { lock.lock(); count += 1; lock.unlock() }
                }
                func fine(_ subject: PublishSubject<Int>) -> Disposable {
                    let counter = Counter()
                    let subscription = subject.observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
                        .subscribe(onNext: { _ in counter.increment() })
                    counter.increment()
                    return subscription
                }
                """,
            because: "capture of 'counter' with non-Sendable type 'Counter' in a '@Sendable' closure")
        // The main-actor subscriber from code that is not on the main actor: the closure is
        // main-actor code, so the counter is sent there and cannot be touched here again.
        try assertRejected(
            """
            final class Counter { var n = 0 }
            func race(_ subject: PublishSubject<Int>) -> Disposable {
                let counter = Counter()
                let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: { _ in counter.n += 1 })
                counter.n += 1
                return subscription
            }
            """,
            accepted: """
                func fine(_ subject: PublishSubject<Int>) -> Disposable {
                    subject.observe(on: MainScheduler.instance).subscribe(onNext: { print($0) })
                }
                """,
            because: "risks causing data races")
    }

    /// A subject or relay crosses to another thread only when its elements may: one of a
    /// non-Sendable class stays where it was made.
    func testASubjectOfNonSendableElementsCannotCrossToAnotherThread() throws {
        try assertRejected(
            """
            import Dispatch
            final class Model { var name = "" }
            func race() {
                let relay = BehaviorRelay(value: Model())
                DispatchQueue.global().async { relay.value.name = "elsewhere" }
                relay.value.name = "here"
            }
            """,
            accepted: """
                import Dispatch
                struct Model: Sendable { var name = "" }
                func fine() {
                    let relay = BehaviorRelay(value: Model())
                    let subject = PublishSubject<Model>()
                    DispatchQueue.global().async {
                        relay.accept(Model(name: "elsewhere"))
                        subject.onNext(relay.value)
                    }
                }
                """,
            because: "Sendable")
    }

    /// A `.rx` member that does not exist is reported as missing, whether the base is a class
    /// or a struct, not as a key-path binder's unmet requirement.
    func testAMissingRxMemberIsReportedAsMissing() throws {
        let screen = """
            @MainActor final class Screen: ReactiveCompatible { var title = "" }
            struct Value: ReactiveCompatible { var title = "" }
            """
        try assertRejected(
            screen + "\n@MainActor func f(_ screen: Screen) { _ = screen.rx.titel }",
            accepted: screen + "\n@MainActor func f(_ screen: Screen) { _ = screen.rx.title }",
            because: "this `.rx` member does not exist")
        try assertRejected(
            screen + "\n@MainActor func f(_ value: Value) { _ = value.rx.title }",
            accepted: screen + "\n@MainActor func f(_ value: Value) { _ = value.rx.base.title }",
            because: "this `.rx` member does not exist")
    }

    /// An assembly of main-actor services is main-actor code: its conformance says so, and
    /// the compiler keeps it, and the assembler that applies it, on the main actor.
    func testAnAssemblyOfMainActorServicesStaysOnTheMainActor() throws {
        let assembly = """
            @MainActor final class Screen { init() {} }
            @MainActor struct ScreenAssembly: @MainActor Assembly {
                func assemble(container: Container) { container.register(Screen.self) { _ in Screen() } }
            }
            """
        try assertRejected(
            assembly + "\nfunc f() -> Assembler { Assembler([ScreenAssembly()]) }",
            accepted: assembly + "\n@MainActor func f() -> Assembler { Assembler([ScreenAssembly()]) }",
            because: "main actor-isolated conformance")
    }

    /// A container that makes main-actor services stays where it was made: handing it to code
    /// that runs elsewhere, to resolve one there, is refused.
    func testAContainerOfMainActorServicesCannotBeResolvedElsewhere() throws {
        let setup = """
            @MainActor final class Screen { init() {} }
            @MainActor func make() -> Container {
                let container = Container()
                container.register(Screen.self) { _ in Screen() }
                return container
            }
            """
        try assertRejected(
            setup + "\n@MainActor func f() { let c = make(); Task.detached { _ = c.resolve(Screen.self) } }",
            accepted: setup
                + "\n@MainActor func f() { let c = make(); Task { @MainActor in _ = c.resolve(Screen.self) } }",
            because: "risks causing data races")
    }

    /// A `Driver`'s operators take main-actor closures, which may read a screen's state; a
    /// plain `Observable`'s take `@Sendable` ones, since it may run anywhere, so the same
    /// closure there is refused.
    func testAMainActorClosureGoesOnlyToAChainThatDeliversOnMain() throws {
        let screen = "final class Screen { var m = 1 }"
        try assertRejected(
            screen + "\n@MainActor func f(_ s: Screen, _ o: Observable<Int>) -> Observable<Int> { o.map { $0 * s.m } }",
            accepted: screen
                + "\n@MainActor func f(_ s: Screen, _ d: Driver<Int>) -> Driver<Int> { d.map { $0 * s.m }.filter { $0 > s.m } }",
            because: "non-Sendable type 'Screen' in a '@Sendable' closure")
        // After `observe(on: MainScheduler.instance)` the chain stays main-typed while it stays
        // on main; a flattening into plain observables leaves main, and so do its closures.
        try assertRejected(
            screen + """

                @MainActor func f(_ s: Screen, _ o: Observable<Int>) -> Observable<Int> {
                    o.observe(on: MainScheduler.instance).flatMapLatest { Observable.just($0) }.map { $0 * s.m }
                }
                """,
            accepted: screen + """

                @MainActor func f(_ s: Screen, _ o: Observable<Int>) -> MainActorObservable<Int> {
                    o.observe(on: MainScheduler.instance).map { $0 * s.m }.filter { $0 > s.m }
                }
                """,
            because: "non-Sendable type 'Screen' in a '@Sendable' closure")
    }

    /// Asked for as a plain `Observable`, a main-typed sequence's operators still take
    /// main-actor closures (the result may leave the main queue; the closure does not), in a
    /// generic `Reactive` extension with a capture list too; the same closures handed to a
    /// subject, which may emit anywhere, or to what a flattening returned, are refused.
    func testAMainTypedChainAskedAsAPlainObservableKeepsItsClosuresOnMain() throws {
        let screen = "final class Screen: ReactiveCompatible { var m = 1 }"
        try assertRejected(
            screen + """

                @MainActor func f(_ s: Screen, _ taps: PublishSubject<Int>) -> Observable<Int> {
                    taps.flatMap { v -> Observable<Int> in .just(v * s.m) }
                }
                """,
            accepted: screen + """

                @MainActor func f(_ s: Screen, _ taps: ControlEvent<Int>) -> Observable<Int> {
                    taps.do(onNext: { s.m = $0 }).flatMap { v -> Observable<Int> in .just(v * s.m) }
                }
                """,
            because: "non-Sendable type 'Screen' in a '@Sendable' closure")
        try assertRejected(
            screen + """

                @MainActor func f(_ s: Screen, _ taps: ControlEvent<Int>) -> Observable<Int> {
                    taps.flatMap { v -> Observable<Int> in .just(v) }.map { $0 * s.m }
                }
                """,
            accepted: screen + """

                @MainActor func f(_ s: Screen, _ taps: ControlEvent<Int>) -> Observable<Int> {
                    taps.flatMap { v -> Observable<Int> in .just(v) }.observe(on: MainScheduler.instance).map { $0 * s.m }
                }
                """,
            because: "non-Sendable type 'Screen' in a '@Sendable' closure")
        try assertRejected(
            screen + """

                @MainActor extension Reactive where Base: Screen {
                    func scaled(_ taps: PublishSubject<Int>) -> Observable<Int> { taps.map { [weak s = base] in $0 * (s?.m ?? 0) } }
                }
                """,
            accepted: screen + """

                @MainActor extension Reactive where Base: Screen {
                    func scaled(_ taps: ControlEvent<Int>) -> Observable<Int> { taps.map { [weak s = base] in $0 * (s?.m ?? 0) } }
                }
                """,
            because: "Sendable")
    }

    /// A view's `rx` source touches the view in main-actor code where a `ControlEvent` or
    /// `ControlProperty` is made of `Observable.create` or `deferred`; made apart from one, or
    /// handed to a plain sequence, the same closure is `@Sendable` and refused. Undoing on the
    /// main actor is spelled `Disposables.create(onMainActor:)`; `create`'s trailing closure may
    /// run anywhere.
    func testAViewsSourceTouchesTheViewOnlyWhereItIsMadeOnMain() throws {
        let control = """
            @MainActor final class Control: ReactiveCompatible {
                var count = 0
                func add(_ action: @escaping () -> Void) -> Int { count += 1; return count }
                func remove(_ id: Int) { count -= 1 }
            }
            """
        try assertRejected(
            control + """

                extension Reactive where Base: Control {
                    var taps: Observable<Void> {
                        Observable.create { [weak control = base] observer in
                            _ = control?.add { observer.on(.next(())) }
                            return Disposables.create()
                        }
                    }
                }
                """,
            accepted: control + """

                extension Reactive where Base: Control {
                    var taps: ControlEvent<Void> {
                        ControlEvent(events: Observable.create { [weak control = base] observer in
                            _ = control?.add { observer.on(.next(())) }
                            return Disposables.create()
                        })
                    }
                }
                """,
            because: "main actor-isolated")
        try assertRejected(
            control + """

                extension Reactive where Base: Control {
                    var taps: ControlEvent<Void> {
                        ControlEvent(events: Observable.create { [weak control = base] observer in
                            guard let control else { return Disposables.create() }
                            let id = control.add { observer.on(.next(())) }
                            return Disposables.create { control.remove(id) }
                        })
                    }
                }
                """,
            accepted: control + """

                extension Reactive where Base: Control {
                    var taps: ControlEvent<Void> {
                        ControlEvent(events: Observable.create { [weak control = base] observer in
                            guard let control else { return Disposables.create() }
                            let id = control.add { observer.on(.next(())) }
                            return Disposables.create(onMainActor: { control.remove(id) })
                        })
                    }
                }
                """,
            because: "main actor-isolated")
    }

    /// A coordinator's `start()` is main-typed: the `take(1)` and `do(onNext:)` that pop its
    /// screen are main-actor code, checked; the same closure on the screen's plain output,
    /// which may arrive anywhere, is refused.
    func testACoordinatorsFlowPopsItsScreenOnlyOnTheMainActor() throws {
        let flow = """
            final class Flow: BaseCoordinator<Void> {
                let close = PublishRelay<Void>()
                let navigation: NavigationControllable
                init(navigation: NavigationControllable) { self.navigation = navigation }
                override func start() -> MainActorObservable<Void> {
            """
        try assertRejected(
            flow + """

                        _ = close.take(1).do(onNext: { self.navigation.popViewController(animated: true) })
                        return .never()
                    }
                }
                """,
            accepted: flow + """

                        close.observe(on: MainScheduler.instance).take(1)
                            .do(onNext: { self.navigation.popViewController(animated: true) })
                    }
                }
                """,
            because: "main actor-isolated")
    }

    /// A view that is not `Sendable` is bound on the main actor only: its key-path binder,
    /// a binder made for it and `drive(with:)` are main-actor API, which Swift 6 code outside
    /// the main actor cannot reach. (Swift 5 code sees RxCocoa's unchecked forms instead,
    /// `@available(swift, obsoleted: 6)`; the compatibility package's `RxCocoaTests` compile
    /// them in that mode.)
    func testANonSendableViewIsBoundOnlyFromTheMainActor() throws {
        let view = "final class View: ReactiveCompatible { var count = 0 }"
        try assertRejected(
            view + "\nfunc f(_ view: View) -> Binder<Int> { view.rx.count }",
            accepted: view + "\n@MainActor func f(_ view: View) -> Binder<Int> { view.rx.count }",
            because: "main actor-isolated")
        try assertRejected(
            view + "\nfunc f(_ view: View) -> Binder<Int> { Binder(view) { view, value in view.count = value } }",
            accepted: view
                + "\n@MainActor func f(_ view: View) -> Binder<Int> { Binder(view) { view, value in view.count = value } }",
            because: "main actor-isolated")
        try assertRejected(
            view + "\nfunc f(_ view: View, _ counts: Driver<Int>) { _ = counts.drive(with: view) { $0.count = $1 } }",
            accepted: view
                + "\n@MainActor func f(_ view: View, _ counts: Driver<Int>) { _ = counts.drive(with: view) { $0.count = $1 } }",
            because: "main actor-isolated")
    }

    /// The UI layer is main-actor code: a coordinator or a navigation controller cannot be
    /// driven from code that is not on the main actor.
    func testTheUILayerIsReachedOnlyFromTheMainActor() throws {
        try assertRejected(
            """
            func open(_ coordinator: BaseCoordinator<Void>, on navigation: NavigationControllable) {
                _ = coordinator.start()
                navigation.popViewController(animated: false)
            }
            """,
            accepted: """
                @MainActor func open(_ coordinator: BaseCoordinator<Void>, on navigation: NavigationControllable) {
                    _ = coordinator.start()
                    navigation.popViewController(animated: false)
                }
                """,
            because: "main actor-isolated")
    }

    private func assertRejected(
        _ rejected: String, accepted: String, because diagnostic: String, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let accept = try typecheck(accepted)
        XCTAssertEqual(accept.status, 0, "the twin must compile:\n\(accept.output)", file: file, line: line)
        let reject = try typecheck(rejected)
        XCTAssertNotEqual(reject.status, 0, "this program must not compile", file: file, line: line)
        XCTAssertTrue(
            reject.output.contains("error:") && reject.output.contains(diagnostic),
            "expected an error mentioning \(diagnostic):\n\(reject.output)", file: file, line: line)
    }

    /// Compiles `body` (after `import Core`) to SIL in Swift 6 mode against this build's modules.
    private func typecheck(_ body: String) throws -> (status: Int32, output: String) {
        let modules = try XCTUnwrap(Self.modulesDirectory, "no Core.swiftmodule beside this test bundle")
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("compile-fail-\(UUID()).swift")
        try ("import Core\n" + body + "\n").write(to: source, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: source) }  // a leftover temp file harms nothing
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Core's inlinable code calls its C atomics, so a client sees that module too (SwiftPM
        // passes the same module map to every target that depends on Core).
        let atomics = modules.deletingLastPathComponent().appendingPathComponent("CoreAtomics.build/module.modulemap")
        process.arguments = [
            "swiftc", "-emit-sil", "-o", "/dev/null", "-swift-version", "6", "-I", modules.path,
            "-Xcc", "-fmodule-map-file=\(atomics.path)", source.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// `<build>/Modules`, found by walking up from the running test bundle.
    private static let modulesDirectory: URL? = {
        var directory = Bundle(for: CompileFailTests.self).bundleURL
        for _ in 0..<6 {
            let candidate = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Core.swiftmodule").path) {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }()
}
