// A program that takes only the streams: the CoreReactive product, no container.
import CoreReactive

let bag = DisposeBag()
Observable.from([1, 2, 3]).map { $0 * 2 }.reduce(0, accumulator: +)
    .subscribe(onNext: { print("sum from CoreReactive: \($0)") })
    .disposed(by: bag)
