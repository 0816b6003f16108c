import Core
import XCTest

private protocol Store: AnyObject {}
private final class FileStore: Store {
    let label: String
    init(label: String = "") { self.label = label }
}

/// A pair that needs each other from their initialisers, as apps write it with `Lazy`.
private final class Checkout {
    let basket: Basket
    let lazyBasket: Lazy<Basket>
    let basketMaker: Provider<Basket>
    init(basket: Basket, lazyBasket: Lazy<Basket>, basketMaker: Provider<Basket>) {
        self.basket = basket
        self.lazyBasket = lazyBasket
        self.basketMaker = basketMaker
    }
}

private final class Basket {
    let checkout: Lazy<Checkout>
    init(checkout: Lazy<Checkout>) { self.checkout = checkout }
}

/// `Lazy` and `Provider`, the way Swinject's users rely on them.
final class DeferredResolutionTests: XCTestCase {
    func testALazyResolvesOnFirstReadThenKeepsWhatItGot() throws {
        let container = Container()
        var made = 0
        container.register(Store.self) { _ in
            made += 1
            return FileStore()
        }
        let lazy = try XCTUnwrap(container.resolve(Lazy<Store>.self))
        XCTAssertEqual(made, 0, "nothing is built until the instance is read")
        let first = try lazy.instance
        XCTAssertTrue(first is FileStore)
        XCTAssertTrue(try lazy.instance === first)
        XCTAssertEqual(made, 1)
    }

    func testAProviderResolvesAgainOnEveryRead() throws {
        let container = Container()
        var made = 0
        container.register(Store.self) { _ in
            made += 1
            return FileStore()
        }
        let provider = try XCTUnwrap(container.resolve(Provider<Store>.self))
        XCTAssertEqual(made, 0)
        XCTAssertFalse(try provider.instance === provider.instance)
        XCTAssertEqual(made, 2)

        container.register(FileStore.self) { _ in FileStore() }.inObjectScope(.container)
        let shared = try XCTUnwrap(container.resolve(Provider<FileStore>.self))
        XCTAssertTrue(try shared.instance === shared.instance, "a scope that keeps its instance still does")
    }

    func testNoWrapperWhenTheServiceIsNotRegisteredUnderThatNameAndArguments() {
        let container = Container()
        container.register(Store.self, name: "disk") { _ in FileStore() }
        container.register(FileStore.self) { (_, label: String) in FileStore(label: label) }
        XCTAssertNil(container.resolve(Lazy<Store>.self))
        XCTAssertNil(container.resolve(Provider<Store>.self, name: "memory"))
        XCTAssertNotNil(container.resolve(Lazy<Store>.self, name: "disk"))
        XCTAssertNil(container.resolve(Lazy<FileStore>.self), "registered only with an argument")
        XCTAssertThrowsError(try container.require(Lazy<Store>.self))
    }

    func testArgumentsForwardedTypesAndParentsAreHonoured() throws {
        let parent = Container()
        parent.register(FileStore.self) { (_, label: String) in FileStore(label: label) }
        parent.register(FileStore.self, name: "plain") { _ in FileStore(label: "plain") }
            .implements(Store.self, name: "plain")
        let child = parent.makeChild()
        XCTAssertEqual(try child.resolve(Lazy<FileStore>.self, argument: "tmp")?.instance.label, "tmp")
        XCTAssertEqual(try child.resolve(Provider<FileStore>.self, argument: "log")?.instance.label, "log")
        XCTAssertNil(child.resolve(Lazy<Store>.self), "the forward was registered under a name")
        let forwarded = try XCTUnwrap(child.resolve(Lazy<Store>.self, name: "plain"))
        XCTAssertEqual((try forwarded.instance as? FileStore)?.label, "plain")
    }

    func testALazyReadLaterSharesTheGraphThatMadeItWhileItsInstancesLive() throws {
        let container = Container()
        container.register(Checkout.self) { resolver in
            Checkout(
                basket: try resolver.require(Basket.self), lazyBasket: try resolver.require(Lazy<Basket>.self),
                basketMaker: try resolver.require(Provider<Basket>.self))
        }
        container.register(Basket.self) { resolver in Basket(checkout: try resolver.require(Lazy<Checkout>.self)) }

        let checkout = try container.require(Checkout.self)
        XCTAssertTrue(try checkout.lazyBasket.instance === checkout.basket, "the graph's basket, still alive")
        XCTAssertTrue(try checkout.basket.checkout.instance === checkout, "each side reaches the other")
        XCTAssertFalse(try checkout.basketMaker.instance === checkout.basket, "a provider starts a graph of its own")

        let lazyCheckout = try container.require(Lazy<Checkout>.self)
        XCTAssertTrue(try lazyCheckout.instance.basket.checkout.instance === lazyCheckout.instance)
    }

    func testReadingAfterTheContainerIsGoneOrWhenADependencyIsMissingThrowsWhy() throws {
        var container: Container? = Container()
        container?.register(Store.self) { _ in FileStore() }
        container?.register(Basket.self) { resolver in Basket(checkout: try resolver.require(Lazy<Checkout>.self)) }
        let lazy = try XCTUnwrap(container?.resolve(Lazy<Store>.self))
        let provider = try XCTUnwrap(container?.resolve(Provider<Basket>.self))
        XCTAssertThrowsError(try provider.instance) { error in
            XCTAssertTrue("\(error)".contains("Lazy<Checkout>"), "\(error)")
        }
        container = nil
        XCTAssertThrowsError(try lazy.instance) { error in
            guard case .containerReleased? = (error as? ResolutionError)?.kind else { return XCTFail("\(error)") }
            XCTAssertTrue("\(error)".contains("Keep the container"), "\(error)")
        }
    }

    func testAWrapperDoesNotKeepItsContainerAlive() throws {
        var container: Container? = Container()
        container?.register(Store.self) { _ in FileStore() }.inObjectScope(.container)
        let lazy = try XCTUnwrap(container?.resolve(Lazy<Store>.self))
        weak let released = container
        container = nil
        XCTAssertNil(released)
        XCTAssertThrowsError(try lazy.instance)
    }
}
