import Swinject
import XCTest

protocol Greeter {
    func greet() -> String
}

final class EnglishGreeter: Greeter {
    func greet() -> String { "hello" }
}

final class Screen {
    let greeter: Greeter
    init(greeter: Greeter) { self.greeter = greeter }
}

struct GreetingAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Greeter.self) { _ in EnglishGreeter() }.inObjectScope(.container)
        container.register(Screen.self) { r in Screen(greeter: r.resolve(Greeter.self)!) }
    }
}

/// Swinject's names over Core, in the Swift 5 language mode, as a team wrote them.
final class SwinjectTests: XCTestCase {
    func testAnAssemblerResolvesAGraph() {
        let assembler = Assembler([GreetingAssembly()])
        let screen = assembler.resolver.resolve(Screen.self)
        XCTAssertEqual(screen?.greeter.greet(), "hello")
        XCTAssertTrue(
            assembler.resolver.resolve(Greeter.self) as AnyObject === screen?.greeter as AnyObject,
            "a container-scoped service is made once")
    }
}
