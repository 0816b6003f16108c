// A program that takes only the container: the CoreDI product, no streams.
import CoreDI

protocol Greeting { var text: String { get } }
struct Hello: Greeting { let text = "hello from CoreDI" }

let container = Container()
container.register(Greeting.self) { _ in Hello() }
print(container.resolve(Greeting.self)?.text ?? "unresolved")
