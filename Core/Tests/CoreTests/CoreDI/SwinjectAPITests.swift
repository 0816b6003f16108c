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

extension ObjectScope {
    /// A scope for the tests: instances live until the session is reset.
    fileprivate static let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
}

final class SwinjectAPITests: XCTestCase {
    func testImplementsForwardsTypesToOneEntryAndItsScope() {
        let container = Container()
        container.register(Cat.self) { _ in Cat(name: "Mimi") }
            .inObjectScope(.container)
            .implements(Animal.self, Pet.self)
        let cat = container.resolve(Cat.self)
        let animal = container.resolve(Animal.self)
        let pet = container.resolve(Pet.self)
        XCTAssertEqual(animal?.name, "Mimi")
        XCTAssertTrue(cat === animal)
        XCTAssertTrue(pet === cat)
    }

    func testForwardWithNamesArgumentsAndGraphScope() {
        let container = Container()
        let entry = container.register(Cat.self) { (_, name: String) in Cat(name: name) }
        container.forward(Animal.self, name: "named", to: entry)
        XCTAssertEqual(container.resolve(Animal.self, name: "named", argument: "Tom")?.name, "Tom")
        XCTAssertNil(container.resolve(Animal.self, argument: "Tom"), "the forward was registered under a name")

        final class Owner {
            let animal: Animal
            let cat: Cat
            init(animal: Animal, cat: Cat) {
                self.animal = animal
                self.cat = cat
            }
        }
        let graph = Container()
        graph.register(Cat.self) { _ in Cat(name: "G") }.implements(Animal.self)
        graph.register(Owner.self) { r in Owner(animal: try r.require(Animal.self), cat: try r.require(Cat.self)) }
        let owner = graph.resolve(Owner.self)
        XCTAssertTrue(owner?.animal === owner?.cat, "one graph builds the entry once, whichever type asked")
    }

    func testAKeyResolvesWhicheverRegistrationCameLastPlainOrForwarded() {
        let container = Container()
        container.register(Animal.self) { _ in Cat(name: "plain") }
        container.register(Cat.self) { _ in Cat(name: "forwarded") }.implements(Animal.self)
        XCTAssertEqual(container.resolve(Animal.self)?.name, "forwarded", "a forward replaces a plain registration")
        container.register(Animal.self) { _ in Cat(name: "plain again") }
        XCTAssertEqual(container.resolve(Animal.self)?.name, "plain again", "and a plain one replaces a forward")
        XCTAssertEqual(container.registrations.filter { $0.type == "Animal" }.count, 1, "one registration per key")

        let child = Container(parent: container)
        child.register(Cat.self) { _ in Cat(name: "child") }.implements(Animal.self)
        XCTAssertEqual(child.resolve(Animal.self)?.name, "child", "a child's forward overrides its parent's key")
        XCTAssertEqual(container.resolve(Animal.self)?.name, "plain again")
    }

    func testAForwardToAnIncompatibleTypeIsAnError() {
        let container = Container()
        let entry = container.register(Session.self) { _ in Session(user: "u") }
        container.forward(Animal.self, to: entry)
        XCTAssertNil(container.resolve(Animal.self))
        XCTAssertThrowsError(try container.require(Animal.self)) { error in
            XCTAssertTrue("\(error)".contains("not a Animal"), "\(error)")
        }
    }

    func testACustomScopeKeepsInstancesUntilReset() {
        let container = Container()
        var made = 0
        container.register(Session.self) { _ in
            made += 1
            return Session(user: "user\(made)")
        }.inObjectScope(.session)
        container.register(Cat.self) { _ in Cat(name: "kept") }.inObjectScope(.container)
        let first = container.resolve(Session.self)
        XCTAssertTrue(first === container.resolve(Session.self))
        let cat = container.resolve(Cat.self)

        container.resetObjectScope(.session)
        let afterLogout = container.resolve(Session.self)
        XCTAssertEqual(afterLogout?.user, "user2")
        XCTAssertFalse(afterLogout === first)
        XCTAssertTrue(cat === container.resolve(Cat.self), "resetting one scope leaves the others alone")
    }

    func testResetObjectScopeReachesTheParentsAndFreesInstances() {
        let parent = Container()
        parent.register(Session.self) { _ in Session(user: "app") }.inObjectScope(.container)
        let child = parent.makeChild()
        weak let session = child.resolve(Session.self)
        XCTAssertNotNil(session)
        child.resetObjectScope(.container)
        XCTAssertNil(session, "the kept singleton is released")
        XCTAssertNotNil(child.resolve(Session.self))
    }

    func testResetObjectScopeForOneServiceTypeLeavesTheOthersKept() {
        let parent = Container()
        parent.register(Session.self) { _ in Session(user: "app") }.inObjectScope(.container)
        let child = parent.makeChild()
        child.register(Cat.self) { _ in Cat(name: "kept") }.inObjectScope(.container)
        let session = child.resolve(Session.self)
        let cat = child.resolve(Cat.self)
        child.resetObjectScope(.container, serviceType: Session.self)
        XCTAssertFalse(session === child.resolve(Session.self), "the parent's Session is rebuilt")
        XCTAssertTrue(cat === child.resolve(Cat.self), "the Cat stays")
        let graphCat = child.resolve(Cat.self)
        child.resetObjectScope(.graph, serviceType: Cat.self)
        XCTAssertTrue(graphCat === child.resolve(Cat.self), "another scope's instances are not touched")
    }

    func testBehaviorsHearOfEveryLaterRegistrationAndForwardedType() {
        final class Log: Behavior {
            var entries: [String] = []
            func container<Type, Service>(
                _ container: Container, didRegisterType type: Type.Type, toService entry: ServiceEntry<Service>,
                withName name: String?
            ) {
                entries.append("\(type) -> \(Service.self) \(name ?? "-") \(entry.objectScope)")
            }
        }
        let early = Log()
        let late = Log()
        let container = Container(behaviors: [early])
        container.register(Cat.self, name: "tom") { _ in Cat(name: "tom") }.inObjectScope(.container)
        container.addBehavior(late)
        container.register(Cat.self) { _ in Cat(name: "any") }.implements(Animal.self)
        XCTAssertEqual(
            early.entries,
            ["Cat -> Cat tom graph", "Cat -> Cat - graph", "Animal -> Cat - graph"])
        XCTAssertEqual(late.entries, ["Cat -> Cat - graph", "Animal -> Cat - graph"], "only registrations after it")
    }

    func testWeakAndTransientStoragesInACustomScope() {
        let weakScope = ObjectScope(storageFactory: WeakStorage.init, description: "weak-ish")
        let transientScope = ObjectScope(storageFactory: TransientStorage.init)
        let container = Container()
        container.register(Cat.self, name: "weak") { _ in Cat(name: "w") }.inObjectScope(weakScope)
        container.register(Cat.self, name: "transient") { _ in Cat(name: "t") }.inObjectScope(transientScope)
        var held = container.resolve(Cat.self, name: "weak")
        XCTAssertTrue(held === container.resolve(Cat.self, name: "weak"))
        weak let old = held
        held = nil
        XCTAssertNil(old)
        XCTAssertFalse(
            container.resolve(Cat.self, name: "transient") === container.resolve(Cat.self, name: "transient"))
        XCTAssertEqual(weakScope.description, "weak-ish")
        XCTAssertTrue(
            container.register(Cat.self) { _ in Cat(name: "") }.inObjectScope(weakScope).objectScope === weakScope)
    }

    func testFactoriesTakeUpToNineArguments() {
        let container = Container()
        container.register(String.self) { (_, a: Int, b: Int, c: Int, d: Int) in "\(a + b + c + d)" }
        container.register(String.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int) in
            "\(a + b + c + d + e + f + g + h + i)"
        }
        XCTAssertEqual(container.resolve(String.self, arguments: 1, 2, 3, 4), "10")
        XCTAssertEqual(container.resolve(String.self, arguments: 1, 2, 3, 4, 5, 6, 7, 8, 9), "45")
        XCTAssertEqual(try container.require(String.self, arguments: 1, 1, 1, 1), "4")
        XCTAssertNil(container.resolve(String.self, arguments: 1, 2, 3, 4, 5))

        container.register(String.self, name: "five") { (_, a: Int, b: Int, c: Int, d: Int, e: Int) in
            "\(a * b * c * d * e)"
        }
        XCTAssertEqual(container.resolve(String.self, name: "five", arguments: 1, 2, 3, 4, 5), "120")
    }

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

    func testHasAnyRegistrationIgnoresArgumentsButNotNamesAndLooksInParents() {
        let parent = Container()
        parent.register(Cat.self) { (_, name: String) in Cat(name: name) }
        let child = parent.makeChild()
        child.register(Session.self, name: "guest") { _ in Session(user: "guest") }
        XCTAssertTrue(child.hasAnyRegistration(of: Cat.self), "registered with an argument, in the parent")
        XCTAssertFalse(child.hasRegistration(for: Cat.self), "which a plain lookup does not find")
        XCTAssertTrue(child.hasAnyRegistration(of: Session.self, name: "guest"))
        XCTAssertFalse(child.hasAnyRegistration(of: Session.self))
        XCTAssertFalse(parent.hasAnyRegistration(of: Session.self, name: "guest"), "a parent does not see its child")
    }

    func testDescriptionListsRegistrationsInSwinjectsFormat() {
        let container = Container()
        XCTAssertEqual(container.description, "[\n]")
        container.register(Animal.self, name: "tom") { _ in Cat(name: "tom") }
        container.register(Animal.self) { (_, name: String, _: Bool) in Cat(name: name) }
            .inObjectScope(.container)
            .initCompleted { _, _ in }
        container.register(Session.self) { (_, user: String) in Session(user: user) }
        XCTAssertEqual(
            container.description,
            """
            [
                { Service: Animal, Factory: (Resolver, String, Bool) -> Animal, ObjectScope: container, \
            InitCompleted: Specified 1 closures },
                { Service: Animal, Name: "tom", Factory: Resolver -> Animal, ObjectScope: graph },
                { Service: Session, Factory: (Resolver, String) -> Session, ObjectScope: graph }
            ]
            """)
        XCTAssertEqual(container.makeChild().description, "[\n]", "a child lists its own registrations only")
    }
}
