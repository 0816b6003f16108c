import RxCocoa
import RxSwift

extension ObservableType where Element: Sendable {
    public func asSignalOnErrorJustComplete() -> Signal<Element> {
        asSignal(onErrorSignalWith: .empty())
    }
}

extension SharedSequenceConvertibleType where Element: Sendable {
    public func mapToVoid() -> SharedSequence<SharingStrategy, Void> {
        map { _ in () }
    }
}
