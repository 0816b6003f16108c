import RxCocoa
import RxRelay
import RxSwift

public final class CatalogViewModel: Stepper {
    public let steps = PublishRelay<AppStep>()
    private let api: ShopAPI

    public init(api: ShopAPI) {
        self.api = api
    }

    /// Sections by first letter, growing a page at a time: a page is asked for when the list
    /// nears its bottom, and nearing it again while a page loads asks for nothing more.
    public func sections(nearBottom: Observable<Void>) -> Driver<[Section]> {
        let api = self.api
        let pages = BehaviorRelay<Int?>(value: 0)
        return nearBottom.startWith(())
            .withLatestFrom(pages)
            .compactMap { $0 }
            .flatMapFirst { page in
                api.products(page: page).asObservable().catch { _ in .empty() }
            }
            .do(onNext: { pages.accept($0.next) })
            .scan([Product]()) { all, page in all + page.items }
            .map { Self.sections($0) }
            .asDriver(onErrorJustReturn: [])
    }

    public func select(_ product: Product) {
        steps.accept(.productSelected(id: product.id))
    }

    static func sections(_ products: [Product]) -> [Section] {
        Dictionary(grouping: products) { String($0.name.prefix(1)) }
            .map { Section(title: $0.key, items: $0.value) }
            .sorted { $0.title < $1.title }
    }
}
