import RxSwift

public protocol ShopAPI {
    func login(email: String, password: String) -> Single<String>
    func products(page: Int) -> Single<Page>
}
