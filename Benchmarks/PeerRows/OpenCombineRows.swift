import OpenCombine
import Rows

/// Where this file's subscribers put what they receive. Core's subscriber closures are
/// `@Sendable`, so they cannot change a captured local; the benchmarks run on one thread, so
/// the check of shared mutable state is waived here. File-private, as the peer's and the
/// hand-written code's accumulators are, so that no side pays a dynamic exclusivity check
/// the others skip.
nonisolated(unsafe) private var total = 0
nonisolated(unsafe) private var state = 0

/// OpenCombine 0.14's side of the reactive rows, built as in `Rows/ReactiveRows.swift`.
func openCombineRows() -> [PeerRow] {
    [chain(), viewModel(), fanOut(), subscribeAndDispose(), subscribeToAnOperatorAndDispose()]
}

/// `PassthroughSubject` → `map` → `filter` → `sink`.
private func chain() -> PeerRow {
    let kept = KeptAlive()
    let passthrough = PassthroughSubject<Int, Never>()
    kept.values.append(passthrough.map { $0 &* 2 }.filter { $0 % 3 != 0 }.sink { total &+= $0 })
    return PeerRow("Rx_map_filter_subscriber_one_event", peer: "OpenCombine") {
        withExtendedLifetime(kept) { passthrough.send(1) }
    }
}

/// `removeDuplicates` → `map { Just(...) }` → `switchToLatest` → `scan` → `sink`.
private func viewModel() -> PeerRow {
    var input = 0
    let kept = KeptAlive()
    let passthrough = PassthroughSubject<Int, Never>()
    kept.values.append(
        passthrough
            .removeDuplicates()
            .map { Just($0 &* 2) }
            .switchToLatest()
            .scan(0) { $0 &+ $1 }
            .sink { state = $0 }
    )
    return PeerRow("Rx_view_model_distinctUntilChanged_flatMapLatest_scan_one_event", peer: "OpenCombine") {
        input &+= 1
        withExtendedLifetime(kept) { passthrough.send(input) }
    }
}

/// One event to 1000 `sink`s of one subject.
private func fanOut() -> PeerRow {
    let kept = KeptAlive()
    let passthrough = PassthroughSubject<Int, Never>()
    for _ in 0..<1000 { kept.values.append(passthrough.sink { total &+= $0 }) }
    return PeerRow("Rx_fan-out_one_event_to_1000_subscribers", peer: "OpenCombine") {
        withExtendedLifetime(kept) { passthrough.send(1) }
    }
}

/// `sink` then `cancel`.
private func subscribeAndDispose() -> PeerRow {
    let passthrough = PassthroughSubject<Int, Never>()
    return PeerRow("Rx_subscribe_and_dispose", peer: "OpenCombine") {
        passthrough.sink { blackHole($0) }.cancel()
    }
}

/// `map`, made once, then `sink` and `cancel`.
private func subscribeToAnOperatorAndDispose() -> PeerRow {
    let passthrough = PassthroughSubject<Int, Never>()
    let doubled = passthrough.map { $0 &* 2 }
    return PeerRow("Rx_subscribe_to_map_and_dispose", peer: "OpenCombine") {
        doubled.sink { blackHole($0) }.cancel()
    }
}
