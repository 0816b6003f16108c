import Core
import CoreTesting
import XCTest

private protocol Animal: AnyObject { var name: String { get } }

private protocol Pet: AnyObject {}

private final class Cat: Animal, Pet {
    let name: String
    init(name: String) { self.name = name }
}

private final class Session {
    let user: String
    init(user: String) { self.user = user }
}

final class AssemblyTests: XCTestCase {
    func testAssemblerUnderAParentWithADefaultScope() {
        struct AppAssembly: Assembly {
            func assemble(container: Container) {
                container.register(Cat.self) { _ in Cat(name: "app") }
            }
        }
        struct SessionAssembly: Assembly {
            func assemble(container: Container) {
                container.register(Session.self) { _ in Session(user: "u") }
            }
        }
        let app = Assembler([AppAssembly()])
        let session = Assembler([SessionAssembly()], parent: app, defaultObjectScope: .container)
        XCTAssertTrue(session.resolver.resolve(Session.self) === session.resolver.resolve(Session.self))
        XCTAssertEqual(session.resolver.resolve(Cat.self)?.name, "app")
        XCTAssertNil(app.resolver.resolve(Session.self))

        let empty = Assembler(parentAssembler: app, defaultObjectScope: .transient)
        empty.apply(assembly: SessionAssembly())
        XCTAssertFalse(empty.resolver.resolve(Session.self) === empty.resolver.resolve(Session.self))
    }

    func testAChildAssemblerTellsItsBehaviorsOfTheAssembliesItApplies() {
        final class Count: Behavior {
            var registrations = 0
            func container<Type, Service>(
                _ container: Container, didRegisterType type: Type.Type, toService entry: ServiceEntry<Service>,
                withName name: String?
            ) {
                registrations += 1
            }
        }
        struct SessionAssembly: Assembly {
            func assemble(container: Container) {
                container.register(Session.self) { _ in Session(user: "u") }
            }
        }
        let first = Count()
        _ = Assembler([SessionAssembly()], parent: Assembler(), behaviors: [first])
        XCTAssertEqual(first.registrations, 1, "told before the assemblies ran")
        let later = Count()
        let child = Assembler(parentAssembler: Assembler(), behaviors: [later])
        child.apply(assembly: SessionAssembly())
        XCTAssertEqual(later.registrations, 1)
    }
}
