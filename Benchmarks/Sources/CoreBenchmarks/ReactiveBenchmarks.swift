import Core
import OpenCombine

/// The reactive rows: one event through a chain, a view model's chain, fan-out to 1000,
/// subscribe + dispose.
func reactiveRows(_ schedule: Schedule) -> [Row] {
    [chainRow(schedule), viewModelRow(schedule), fanOutRow(schedule), subscribeRow(schedule)]
}

/// What a view model builds: drop repeated inputs, start a new request per input (replacing
/// the one before), and fold the results into state. Each event is a new input.
private func viewModelRow(_ schedule: Schedule) -> Row {
    var state = 0
    var input = 0
    let subject = PublishSubject<Int>()
    let subscription =
        subject
        .distinctUntilChanged()
        .flatMapLatest { Observable.just($0 &* 2) }
        .scan(0) { $0 &+ $1 }
        .subscribe(onNext: { state = $0 })
    let passthrough = PassthroughSubject<Int, Never>()
    let cancellable =
        passthrough
        .removeDuplicates()
        .map { Just($0 &* 2) }
        .switchToLatest()
        .scan(0) { $0 &+ $1 }
        .sink { state = $0 }
    // By hand: the same logic as one closure over local state.
    var previous: Int?
    var total = 0
    let handChain: (Int) -> Void = opaque { value in
        guard value != previous else { return }
        previous = value
        total &+= value &* 2
        state = total
    }
    let timings = compare(
        schedule,
        core: {
            input &+= 1
            subject.onNext(input)
        },
        peer: {
            input &+= 1
            passthrough.send(input)
        },
        hand: {
            input &+= 1
            handChain(input)
        }
    )
    subscription.dispose()
    cancellable.cancel()
    blackHole(state)
    return Row(
        work: "Rx: view model: distinctUntilChanged → flatMapLatest → scan, per event", peer: "OpenCombine",
        timings: timings, target: 3)
}

private func chainRow(_ schedule: Schedule) -> Row {
    var total = 0
    let subject = PublishSubject<Int>()
    let subscription = subject.map { $0 &* 2 }.filter { $0 % 3 != 0 }.subscribe(onNext: { total &+= $0 })
    let passthrough = PassthroughSubject<Int, Never>()
    let cancellable = passthrough.map { $0 &* 2 }.filter { $0 % 3 != 0 }.sink { total &+= $0 }
    let sink: (Int) -> Void = opaque { total &+= $0 }
    let handChain: (Int) -> Void = opaque { value in
        let mapped = value &* 2
        if mapped % 3 != 0 { sink(mapped) }
    }
    let timings = compare(
        schedule,
        core: { subject.onNext(1) },
        peer: { passthrough.send(1) },
        hand: { handChain(1) }
    )
    subscription.dispose()
    cancellable.cancel()
    blackHole(total)
    return Row(
        work: "Rx: one event through map → filter → subscriber", peer: "OpenCombine", timings: timings, target: 3)
}

private func fanOutRow(_ schedule: Schedule) -> Row {
    var total = 0
    let subject = PublishSubject<Int>()
    let bag = CompositeDisposable()
    for _ in 0..<1000 { bag.insert(subject.subscribe(onNext: { total &+= $0 })) }
    let passthrough = PassthroughSubject<Int, Never>()
    let cancellables = (0..<1000).map { _ in passthrough.sink { total &+= $0 } }
    let handlers: [(Int) -> Void] = (0..<1000).map { _ in { total &+= $0 } }
    let timings = compare(
        schedule,
        core: { subject.onNext(1) },
        peer: { passthrough.send(1) },
        hand: { for handler in handlers { handler(1) } }
    )
    bag.dispose()
    cancellables.forEach { $0.cancel() }
    blackHole(total)
    return Row(work: "Rx: deliver one event to 1000 subscribers", peer: "OpenCombine", timings: timings, target: 3)
}

private func subscribeRow(_ schedule: Schedule) -> Row {
    let subject = PublishSubject<Int>()
    let passthrough = PassthroughSubject<Int, Never>()
    // By hand: a class holding its observers, as an app without a framework would write.
    final class Handlers { var list: [(Int) -> Void] = [] }
    let handlers = opaque(Handlers())
    let timings = compare(
        schedule,
        core: { subject.subscribe(onNext: { blackHole($0) }).dispose() },
        peer: { passthrough.sink { blackHole($0) }.cancel() },
        hand: {
            handlers.list.append(opaque { blackHole($0) })
            handlers.list.removeLast()
        }
    )
    return Row(work: "Rx: subscribe + dispose", peer: "OpenCombine", timings: timings, target: 3)
}
