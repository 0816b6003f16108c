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
    @MainActor @inlinable
    public subscript<Property: Sendable>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>
    ) -> Binder<Property> {
        Binder(base) { base, value in base[keyPath: keyPath] = value }
    }
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
