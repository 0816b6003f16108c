// A program written for RxSwift, RxCocoa and Swinject, in the Swift 5 language mode, built on
// Core's compatibility packages with its code unchanged.
import Library
import RxCocoa
import RxSwift
import Swinject

final class Greeter {
    let text = "hello"
}

let container = Container()
container.register(Greeter.self) { _ in Greeter() }.inObjectScope(.container)
let greeter: RxSwift.Observable<String> = .just(container.resolve(Greeter.self)!.text)

var doubled: [Int] = []
let bag = DisposeBag()
Observable.merge(.of(1, 2), .of(10, 20)).doubled()
    .subscribe(onNext: { doubled.append($0) })
    .disposed(by: bag)
let text = try greeter.toArray().asObservable().asDriver(onErrorJustReturn: []).map { $0.joined() }
var line = ""
text.drive(onNext: { line = $0 }).disposed(by: bag)
print("\(line); doubled by the library: \(doubled.map(String.init).joined(separator: ", "))")
