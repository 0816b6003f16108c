import RxSwift
import RxTest
import ShopSwift6

/// A scripted API: each call answers with the next scripted reply, on the test's scheduler.
final class FakeShopAPI: ShopAPI {
    private let logins = CallRecorder<String>()
    private let pageRequests = CallRecorder<Int>()
    private let replies = LockedBox<[Single<String>]>([])
    private let script = LockedBox<(pages: [Int: Page], failing: Set<Int>)>(([:], []))
    let scheduler: SchedulerType

    var loginReplies: [Single<String>] {
        get { replies.value }
        set { replies.set(newValue) }
    }
    var pages: [Int: Page] {
        get { script.value.pages }
        set { script.mutate { $0.pages = newValue } }
    }
    var failingPages: Set<Int> {
        get { script.value.failing }
        set { script.mutate { $0.failing = newValue } }
    }
    var loginCalls: Int { logins.count }
    var pageCalls: [Int] { pageRequests.calls }

    init(scheduler: SchedulerType) {
        self.scheduler = scheduler
    }

    func login(email: String, password: String) -> Single<String> {
        Single.deferred {
            self.logins.record(email)
            return self.replies.withLock { $0.isEmpty ? .error(ShopError.offline) : $0.removeFirst() }
        }
    }

    func products(page: Int) -> Single<Page> {
        Single.deferred {
            self.pageRequests.record(page)
            if self.failingPages.contains(page) { return .error(ShopError.offline) }
            return Single.just(self.pages[page] ?? Page(items: [], next: nil))
                .delay(.seconds(10), scheduler: self.scheduler)
        }
    }
}

@MainActor
final class RecordingNavigator: Navigator {
    private(set) var shown: [String] = []

    func showCatalog() { shown.append("catalog") }
    func showProduct(id: Int) { shown.append("product \(id)") }
    func showLogin() { shown.append("login") }
}

extension Product {
    static func named(_ name: String, id: Int) -> Product { Product(id: id, name: name, price: id * 100) }
}
