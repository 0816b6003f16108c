import RxSwift
import Shop

/// A scripted API: each call answers with the next scripted reply, on the test's scheduler.
final class FakeShopAPI: ShopAPI {
    var loginReplies: [Single<String>] = []
    var pages: [Int: Page] = [:]
    var failingPages: Set<Int> = []
    private(set) var loginCalls = 0
    private(set) var pageCalls: [Int] = []
    let scheduler: SchedulerType

    init(scheduler: SchedulerType) {
        self.scheduler = scheduler
    }

    func login(email: String, password: String) -> Single<String> {
        Single.deferred {
            self.loginCalls += 1
            return self.loginReplies.isEmpty ? .error(ShopError.offline) : self.loginReplies.removeFirst()
        }
    }

    func products(page: Int) -> Single<Page> {
        Single.deferred {
            self.pageCalls.append(page)
            if self.failingPages.contains(page) { return .error(ShopError.offline) }
            return Single.just(self.pages[page] ?? Page(items: [], next: nil))
                .delay(.seconds(10), scheduler: self.scheduler)
        }
    }
}

final class RecordingNavigator: Navigator {
    private(set) var shown: [String] = []

    func showCatalog() { shown.append("catalog") }
    func showProduct(id: Int) { shown.append("product \(id)") }
    func showLogin() { shown.append("login") }
}

extension Product {
    static func named(_ name: String, id: Int) -> Product { Product(id: id, name: name, price: id * 100) }
}
