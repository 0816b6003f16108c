/// Identifies a registration: the service type, the argument types and an optional name.
@usableFromInline
struct ServiceKey: Hashable, Sendable {
    @usableFromInline let service: Any.Type
    @usableFromInline let arguments: Any.Type
    @usableFromInline let name: String?

    @inlinable @inline(__always)
    init<Service, Arguments>(_ service: Service.Type, _ arguments: Arguments.Type, name: String?) {
        self.service = service
        self.arguments = arguments
        self.name = name
    }

    @inlinable @inline(__always)
    static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
        lhs.service == rhs.service && lhs.arguments == rhs.arguments && lhs.name == rhs.name
    }

    @inlinable @inline(__always)
    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(service))
        hasher.combine(ObjectIdentifier(arguments))
        hasher.combine(name)
    }

    /// `Foo`, `Foo (name: "x")`, `Foo (arguments: String)`.
    var readable: String {
        var text = String(describing: service)
        var details: [String] = []
        if let name { details.append("name: \"\(name)\"") }
        if arguments != Void.self { details.append("arguments: \(arguments)") }
        if !details.isEmpty { text += " (" + details.joined(separator: ", ") + ")" }
        return text
    }
}
