extension Container: CustomStringConvertible {
    /// This container's registrations (not its parents'), one per line in Swinject's format,
    /// sorted: `{ Service: Animal, Name: "cat", Factory: (Resolver, String) -> Animal,
    /// ObjectScope: graph, InitCompleted: Specified 1 closures }`.
    public var description: String {
        let lines = resolution.exclusive { registry.all.map { line(key: $0.key, entry: $0.entry) } }.sorted()
        return "[" + lines.map { "\n    { \($0) }" }.joined(separator: ",") + "\n]"
    }

    /// One registration as `description` lists it; in the hierarchy's exclusive access.
    private func line(key: ServiceKey, entry: AnyServiceEntry) -> String {
        let service = String(describing: key.service)
        var parts = ["Service: \(service)"]
        if let name = key.name { parts.append("Name: \"\(name)\"") }
        parts.append("Factory: \(factoryShape(key, returning: service))")
        parts.append("ObjectScope: \(entry.scope)")
        let completions = entry.initCompletedCount
        if completions > 0 { parts.append("InitCompleted: Specified \(completions) closures") }
        return parts.joined(separator: ", ")
    }

    /// `Resolver -> Animal`, `(Resolver, String, Bool) -> Animal`: the factory's signature,
    /// its arguments spelled from the key (a tuple of them for several).
    private func factoryShape(_ key: ServiceKey, returning service: String) -> String {
        guard key.arguments != Void.self else { return "Resolver -> \(service)" }
        var arguments = String(describing: key.arguments)
        if arguments.hasPrefix("("), arguments.hasSuffix(")") { arguments = String(arguments.dropFirst().dropLast()) }
        return "(Resolver, \(arguments)) -> \(service)"
    }
}
