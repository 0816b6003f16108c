import RxCocoa
import RxSwift

extension ObservableType {
    public func asSignalOnErrorJustComplete() -> Signal<Element> {
        asSignal(onErrorSignalWith: .empty())
    }
}

extension SharedSequenceConvertibleType {
    public func mapToVoid() -> SharedSequence<SharingStrategy, Void> {
        map { _ in () }
    }
}
