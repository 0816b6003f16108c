import Core

/// Where this file's subscribers put what they receive. Core's subscriber closures are
/// `@Sendable`, so they cannot change a captured local; the benchmarks run on one thread, so
/// the check of shared mutable state is waived here. File-private, as the peer's and the
/// hand-written code's accumulators are, so that no side pays a dynamic exclusivity check
/// the others skip.
nonisolated(unsafe) private var total = 0
nonisolated(unsafe) private var state = 0

/// The reactive rows, built as a view model builds them (PeerRows has OpenCombine's side).
public func reactiveRows() -> [Row] {
    [chain(), viewModel(), fanOut(), subscribeAndDispose(), subscribeToAnOperatorAndDispose()]
}

/// One event through `map` → `filter` → a closure subscriber.
private func chain() -> Row {
    let kept = KeptAlive()
    let subject = PublishSubject<Int>()
    kept.values.append(subject.map { $0 &* 2 }.filter { $0 % 3 != 0 }.subscribe(onNext: { total &+= $0 }))
    let sink: (Int) -> Void = opaque { total &+= $0 }
    let handChain: (Int) -> Void = opaque { value in
        let mapped = value &* 2
        if mapped % 3 != 0 { sink(mapped) }
    }
    return Row(
        "Rx_map_filter_subscriber_one_event", floor: 5,
        core: { withExtendedLifetime(kept) { subject.onNext(1) } },
        hand: { handChain(1) }
    )
}

/// What a view model builds per input: drop repeated inputs, start a request per input
/// (replacing the one before) and fold the results into state. Each event is a new input,
/// so each one starts and replaces an inner sequence.
private func viewModel() -> Row {
    var input = 0
    let kept = KeptAlive()
    let subject = PublishSubject<Int>()
    kept.values.append(
        subject
            .distinctUntilChanged()
            .flatMapLatest { Observable.just($0 &* 2) }
            .scan(0) { $0 &+ $1 }
            .subscribe(onNext: { state = $0 })
    )
    // By hand: the same logic as one closure over local state.
    var previous: Int?
    var sum = 0
    let handChain: (Int) -> Void = opaque { value in
        guard value != previous else { return }
        previous = value
        sum &+= value &* 2
        state = sum
    }
    var handInput = 0
    return Row(
        "Rx_view_model_distinctUntilChanged_flatMapLatest_scan_one_event", floor: 5,
        core: {
            input &+= 1
            withExtendedLifetime(kept) { subject.onNext(input) }
        },
        hand: {
            handInput &+= 1
            handChain(handInput)
        }
    )
}

/// One event to 1000 closure subscribers of one subject.
private func fanOut() -> Row {
    let kept = KeptAlive()
    let subject = PublishSubject<Int>()
    for _ in 0..<1000 { kept.values.append(subject.subscribe(onNext: { total &+= $0 })) }
    let handlers: [(Int) -> Void] = (0..<1000).map { _ in { total &+= $0 } }
    return Row(
        "Rx_fan-out_one_event_to_1000_subscribers", floor: 5,
        core: { withExtendedLifetime(kept) { subject.onNext(1) } },
        hand: { for handler in handlers { handler(1) } }
    )
}

/// Subscribe a closure to a subject, then dispose of the subscription.
private func subscribeAndDispose() -> Row {
    let subject = PublishSubject<Int>()
    // By hand: a class holding its observers, as an app without a framework would write.
    final class Handlers { var list: [(Int) -> Void] = [] }
    let handlers = opaque(Handlers())
    return Row(
        "Rx_subscribe_and_dispose", floor: 5,
        core: { subject.subscribe(onNext: { blackHole($0) }).dispose() },
        hand: {
            handlers.list.append(opaque { blackHole($0) })
            handlers.list.removeLast()
        }
    )
}

/// Subscribe a closure to an operator's result, made once as a view model's output is, then
/// dispose of the subscription: the subscription starts outside any trampoline, so it checks
/// for one (RxSwift's current-thread scheduler), which a subject's own subscribe does not.
private func subscribeToAnOperatorAndDispose() -> Row {
    let subject = PublishSubject<Int>()
    let doubled = subject.map { $0 &* 2 }
    final class Handlers { var list: [(Int) -> Void] = [] }
    let handlers = opaque(Handlers())
    return Row(
        "Rx_subscribe_to_map_and_dispose", floor: nil,
        core: { doubled.subscribe(onNext: { blackHole($0) }).dispose() },
        hand: {
            handlers.list.append(opaque { blackHole($0 &* 2) })
            handlers.list.removeLast()
        }
    )
}
