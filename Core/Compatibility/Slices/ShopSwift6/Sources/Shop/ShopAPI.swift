import RxSwift

public protocol ShopAPI: Sendable {
    func login(email: String, password: String) -> Single<String>
    func products(page: Int) -> Single<Page>
}
