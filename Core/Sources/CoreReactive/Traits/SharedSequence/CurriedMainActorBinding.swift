// A curried binder whose argument is a main-actor closure (a cell factory, for one) is given
// its closure through these overloads, not through the generic `R1` forms: with a generic `R1`,
// Swift 6.3 cannot type an inline trailing closure in main-actor code ("failed to produce
// diagnostic"), while a parameter spelled as a main-actor function type gives the closure its
// type directly. `FromMemorySliceTests` writes the call as RxCocoa users do.

extension ObservableType {
    /// `bind(to:curriedArgument:)` for a binder whose argument is a main-actor closure of
    /// 1 parameter: `source.bind(to: list.rx.items) { ... }`.
    @inlinable
    public func bind<A, Output, Result>(
        to binder: (Self) -> (@escaping @MainActor (A) -> Output) -> Result,
        curriedArgument: @escaping @MainActor (A) -> Output
    ) -> Result {
        binder(self)(curriedArgument)
    }

    /// `bind(to:curriedArgument:)` for a binder whose argument is a main-actor closure of
    /// 2 parameters: `source.bind(to: list.rx.items) { ... }`.
    @inlinable
    public func bind<A, B, Output, Result>(
        to binder: (Self) -> (@escaping @MainActor (A, B) -> Output) -> Result,
        curriedArgument: @escaping @MainActor (A, B) -> Output
    ) -> Result {
        binder(self)(curriedArgument)
    }

    /// `bind(to:curriedArgument:)` for a binder whose argument is a main-actor closure of
    /// 3 parameters: `source.bind(to: list.rx.items) { ... }`.
    @inlinable
    public func bind<A, B, C, Output, Result>(
        to binder: (Self) -> (@escaping @MainActor (A, B, C) -> Output) -> Result,
        curriedArgument: @escaping @MainActor (A, B, C) -> Output
    ) -> Result {
        binder(self)(curriedArgument)
    }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy, Element: Sendable {
    /// `drive(_:curriedArgument:)` for a binder whose argument is a main-actor closure of
    /// 1 parameter: `driver.drive(list.rx.items) { ... }`.
    @inlinable
    public func drive<A, Output, Result>(
        _ with: (Observable<Element>) -> (@escaping @MainActor (A) -> Output) -> Result,
        curriedArgument: @escaping @MainActor (A) -> Output
    ) -> Result {
        with(asObservable())(curriedArgument)
    }

    /// `drive(_:curriedArgument:)` for a binder whose argument is a main-actor closure of
    /// 2 parameters: `driver.drive(list.rx.items) { ... }`.
    @inlinable
    public func drive<A, B, Output, Result>(
        _ with: (Observable<Element>) -> (@escaping @MainActor (A, B) -> Output) -> Result,
        curriedArgument: @escaping @MainActor (A, B) -> Output
    ) -> Result {
        with(asObservable())(curriedArgument)
    }

    /// `drive(_:curriedArgument:)` for a binder whose argument is a main-actor closure of
    /// 3 parameters: `driver.drive(list.rx.items) { ... }`.
    @inlinable
    public func drive<A, B, C, Output, Result>(
        _ with: (Observable<Element>) -> (@escaping @MainActor (A, B, C) -> Output) -> Result,
        curriedArgument: @escaping @MainActor (A, B, C) -> Output
    ) -> Result {
        with(asObservable())(curriedArgument)
    }
}
