import RxCocoa
import RxRelay
import RxSwift

/// Stand-ins for UIKit's controls, with `rx` extensions written as RxCocoa writes its own.
@MainActor
public final class TextField {
    public var text = ""
    fileprivate let edits = PublishSubject<String>()

    public init() {}

    public func type(_ text: String) {
        self.text = text
        edits.onNext(text)
    }
}

@MainActor
public final class Button {
    public var isEnabled = true
    fileprivate let taps = PublishSubject<Void>()

    public init() {}

    public func tap() {
        if isEnabled { taps.onNext(()) }
    }
}

@MainActor
public final class Label {
    public var text: String?
    public var isHidden = false

    public init() {}
}

extension TextField: ReactiveCompatible {}
extension Button: ReactiveCompatible {}
extension Label: ReactiveCompatible {}

extension Reactive where Base: TextField {
    public var text: ControlProperty<String> {
        let field = base
        let values = MainActorObservable.deferred { [weak field] () -> Observable<String> in
            guard let field = field else { return .empty() }
            return field.edits.startWith(field.text)
        }
        return ControlProperty(values: values, valueSink: Binder(base) { field, text in field.text = text })
    }
}

extension Reactive where Base: Button {
    public var tap: ControlEvent<Void> {
        ControlEvent(events: base.taps)
    }

    public var isEnabled: Binder<Bool> {
        Binder(base) { button, enabled in button.isEnabled = enabled }
    }
}

extension Reactive where Base: Label {
    public var text: Binder<String?> {
        Binder(base) { label, text in label.text = text }
    }
}
