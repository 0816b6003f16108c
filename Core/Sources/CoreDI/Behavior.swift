/// Told about every registration a container makes after the behavior was added, including
/// each type an entry `implements` (Swinject's `Behavior`): for conventions applied to every
/// registration, such as a scope by naming rule or a registration log.
public protocol Behavior {
    /// `entry` was registered in `container` as `type` under `name`. For a forwarded type
    /// (`implements`), `type` is the forwarded type and `entry` the original registration.
    func container<Type, Service>(
        _ container: Container, didRegisterType type: Type.Type, toService entry: ServiceEntry<Service>,
        withName name: String?)
}
