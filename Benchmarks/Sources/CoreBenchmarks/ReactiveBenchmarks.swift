import Core
import OpenCombine

/// The reactive rows: one event through a chain, fan-out to 1000, subscribe + dispose.
func reactiveRows(iterations: Int, rounds: Int) -> [Row] {
    [chainRow(iterations: iterations, rounds: rounds),
     fanOutRow(iterations: max(1, iterations / 1000), rounds: rounds),
     subscribeRow(iterations: iterations, rounds: rounds)]
}

private func chainRow(iterations: Int, rounds: Int) -> Row {
    var total = 0
    let subject = PublishSubject<Int>()
    let subscription = subject.map { $0 &* 2 }.filter { $0 % 3 != 0 }.subscribe(onNext: { total &+= $0 })
    let core = measure(iterations: iterations, rounds: rounds) { subject.onNext(1) }
    subscription.dispose()

    let passthrough = PassthroughSubject<Int, Never>()
    let cancellable = passthrough.map { $0 &* 2 }.filter { $0 % 3 != 0 }.sink { total &+= $0 }
    let peer = measure(iterations: iterations, rounds: rounds) { passthrough.send(1) }
    cancellable.cancel()

    let sink: (Int) -> Void = opaque { total &+= $0 }
    let handChain: (Int) -> Void = opaque { value in
        let mapped = value &* 2
        if mapped % 3 != 0 { sink(mapped) }
    }
    let hand = measure(iterations: iterations, rounds: rounds) { handChain(1) }
    blackHole(total)
    return Row(work: "Rx: one event through map → filter → subscriber", peer: "OpenCombine", core: core, peerTime: peer, hand: hand, target: 3)
}

private func fanOutRow(iterations: Int, rounds: Int) -> Row {
    var total = 0
    let subject = PublishSubject<Int>()
    let bag = CompositeDisposable()
    for _ in 0..<1000 { bag.insert(subject.subscribe(onNext: { total &+= $0 })) }
    let core = measure(iterations: iterations, rounds: rounds) { subject.onNext(1) }
    bag.dispose()

    let passthrough = PassthroughSubject<Int, Never>()
    let cancellables = (0..<1000).map { _ in passthrough.sink { total &+= $0 } }
    let peer = measure(iterations: iterations, rounds: rounds) { passthrough.send(1) }
    cancellables.forEach { $0.cancel() }

    let handlers: [(Int) -> Void] = (0..<1000).map { _ in { total &+= $0 } }
    let hand = measure(iterations: iterations, rounds: rounds) { for handler in handlers { handler(1) } }
    blackHole(total)
    return Row(work: "Rx: deliver one event to 1000 subscribers", peer: "OpenCombine", core: core, peerTime: peer, hand: hand, target: 3)
}

private func subscribeRow(iterations: Int, rounds: Int) -> Row {
    let subject = PublishSubject<Int>()
    let core = measure(iterations: iterations, rounds: rounds) { subject.subscribe(onNext: { blackHole($0) }).dispose() }

    let passthrough = PassthroughSubject<Int, Never>()
    let peer = measure(iterations: iterations, rounds: rounds) { passthrough.sink { blackHole($0) }.cancel() }

    // By hand: a class holding its observers, as an app without a framework would write.
    final class Handlers { var list: [(Int) -> Void] = [] }
    let handlers = opaque(Handlers())
    let hand = measure(iterations: iterations, rounds: rounds) {
        handlers.list.append(opaque { blackHole($0) })
        handlers.list.removeLast()
    }
    return Row(work: "Rx: subscribe + dispose", peer: "OpenCombine", core: core, peerTime: peer, hand: hand, target: 3)
}
