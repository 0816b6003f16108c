// A library of RxSwift's ecosystem, as RxSwiftExt is one: it depends on RxSwift by its address.
import RxSwift

extension ObservableType where Element == Int {
    /// Each element doubled.
    public func doubled() -> Observable<Int> { map { $0 * 2 } }
}
