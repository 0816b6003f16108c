import Core
import CoreTesting
import XCTest

final class AssemblyTests: XCTestCase {
    func testAssemblerUnderAParentWithADefaultScope() {
        struct AppAssembly: Assembly {
            func assemble(container: Container) {
                container.register(Cat.self) { _ in Cat(name: "app") }
            }
        }
        struct SessionAssembly: Assembly {
            func assemble(container: Container) {
                container.register(UserSession.self) { _ in UserSession(user: "u") }
            }
        }
        let app = Assembler([AppAssembly()])
        let session = Assembler([SessionAssembly()], parent: app, defaultObjectScope: .container)
        XCTAssertTrue(session.resolver.resolve(UserSession.self) === session.resolver.resolve(UserSession.self))
        XCTAssertEqual(session.resolver.resolve(Cat.self)?.name, "app")
        XCTAssertNil(app.resolver.resolve(UserSession.self))

        let empty = Assembler(parentAssembler: app, defaultObjectScope: .transient)
        empty.apply(assembly: SessionAssembly())
        XCTAssertFalse(empty.resolver.resolve(UserSession.self) === empty.resolver.resolve(UserSession.self))
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
                container.register(UserSession.self) { _ in UserSession(user: "u") }
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
