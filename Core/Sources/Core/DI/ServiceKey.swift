/// Identifies a registration: the service type, the argument types and an optional name.
struct ServiceKey: Hashable, Sendable {
    let service: Any.Type
    let arguments: Any.Type
    let name: String?

    init<Service, Arguments>(_ service: Service.Type, _ arguments: Arguments.Type, name: String?) {
        self.service = service
        self.arguments = arguments
        self.name = name
    }

    static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
        lhs.service == rhs.service && lhs.arguments == rhs.arguments && lhs.name == rhs.name
    }

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
