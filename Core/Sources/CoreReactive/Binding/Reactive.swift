import CoreSupport
import Foundation

/// RxSwift's `.rx` namespace: extensions on `Reactive` where `Base` is your type add its
/// bindings (`extension Reactive where Base: LoginScreen { var isBusy: Binder<Bool> { ... } }`),
/// reached as `screen.rx.isBusy`.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The object the extensions bind to.
    public let base: Base

    /// The namespace of `base`.
    @inlinable
    public init(_ base: Base) {
        self.base = base
    }
}

extension Reactive: Sendable where Base: Sendable {}

extension Reactive where Base: AnyObject & Sendable {
    /// A binder for any settable property: `screen.rx.title` sets `screen.title` on the main
    /// actor, as RxSwift's key-path binders do. Main-actor code asks for it, since a key path
    /// to a main-actor property is not `Sendable`.
    @available(swift, introduced: 6)
    @MainActor @inlinable
    public subscript<Property: Sendable>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>
    ) -> Binder<Property> {
        Binder(base) { base, value in base[keyPath: keyPath] = value }
    }
}

extension Reactive where Base: AnyObject {
    /// A binder for any settable property of a class that is not `Sendable`, such as a view:
    /// as the subscript above, asked for and bound on the main actor, which alone touches the
    /// object.
    @available(swift, introduced: 6)
    @MainActor @inlinable
    public subscript<Property: Sendable>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>
    ) -> Binder<Property> {
        Binder(base) { base, value in base[keyPath: keyPath] = value }
    }
}

extension Reactive where Base: AnyObject {
    /// RxCocoa's key-path binder, for code in the Swift 5 language mode, which checks no
    /// isolation: it sets the property on the main queue, as RxCocoa's does. Code in the Swift 6
    /// language mode gets the main-actor subscripts above instead.
    @available(swift, obsoleted: 6)
    @inlinable
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property> {
        let keyPath = UncheckedBox(value: keyPath)
        return Binder(unchecked: base, scheduler: MainScheduler()) { base, value in
            base[keyPath: keyPath.value] = value
        }
    }
}

extension Reactive {
    /// What a `.rx` member that does not exist resolves to, so the compiler reports it as such
    /// rather than with the key-path binder's requirements (a class, a settable property).
    /// It is unavailable, so it is never called: an existing member or a key-path binder is
    /// always chosen before it.
    @available(
        *, unavailable,
        message:
            "this `.rx` member does not exist: declare it in `extension Reactive where Base: YourType`; a key-path binder needs a settable property of a Sendable class, asked for on the main actor"
    )
    public subscript(dynamicMember member: String) -> Void { () }
}

/// A type with a `.rx` namespace. `NSObject` has one, so UIKit's classes do, as in RxSwift;
/// another type of yours adopts it in one line.
public protocol ReactiveCompatible {
    /// The type the namespace extends; `Self` by default.
    associatedtype ReactiveBase

    /// The namespace of the type, for static bindings.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The namespace of this value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The namespace of the type.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // A setter, as RxSwift's, so extensions may declare mutating members on `Reactive`.
        set {}
    }

    /// The namespace of this value.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}

extension NSObject: ReactiveCompatible {}
