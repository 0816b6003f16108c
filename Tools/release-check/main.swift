// A program a new user writes after adding Core by version: a container, a view-model-style
// chain and a subject. Its output is compared with expected-output.txt.
import Core
import Foundation

protocol Greeting { var text: String { get } }
struct Hello: Greeting { let text = "hello" }

let container = Container()
container.register(Greeting.self) { _ in Hello() }
print(container.resolve(Greeting.self)?.text ?? "unresolved")

let bag = DisposeBag()
let query = PublishSubject<String>()
query
    .map { $0.trimmingCharacters(in: .whitespaces) }
    .filter { !$0.isEmpty }
    .distinctUntilChanged()
    .scan(0) { count, _ in count + 1 }
    .subscribe(onNext: { print("searches: \($0)") })
    .disposed(by: bag)
for text in ["  ber", "ber", "", "berlin"] { query.onNext(text) }

Observable.from([1, 2, 3]).reduce(0, accumulator: +).subscribe(onNext: { print("sum: \($0)") }).disposed(by: bag)
