extension Observable where Element: Sendable {
    /// Emits `initialState`, then each state `iterate` makes from the one before, while
    /// `condition` holds, one scheduled step each; then completes. Either closure throwing
    /// fails the sequence (RxSwift's `generate`).
    @inlinable
    public static func generate(
        initialState: Element,
        condition: @escaping @Sendable (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping @Sendable (Element) throws -> Element
    ) -> Observable<Element> {
        Observable { observer in
            // Each step iterates from the state before, except the first.
            scheduler.scheduleRecursive((state: initialState, isFirst: true)) { step, recurse in
                guard !observer.isStopped else { return }
                do {
                    let state = step.isFirst ? step.state : try iterate(step.state)
                    guard try condition(state) else { return observer.on(.completed) }
                    observer.onNext(state)
                    recurse((state, false))
                } catch {
                    observer.on(.error(error))
                }
            }
        }
    }

    /// Emits `element` again and again, one scheduled step each, until the subscription ends
    /// (RxSwift's `repeatElement`).
    @inlinable
    public static func repeatElement(
        _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        Observable { observer in
            scheduler.scheduleRecursive(()) { _, recurse in
                guard !observer.isStopped else { return }
                observer.onNext(element)
                recurse(())
            }
        }
    }
}
