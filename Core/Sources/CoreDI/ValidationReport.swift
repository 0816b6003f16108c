/// What `Container.validate()` found: the wiring mistakes, and what it could not check.
public struct ValidationReport: Sendable, CustomStringConvertible {
    /// The mistakes, causes first (see `ValidationProblem.Kind`); `validate()` throws when
    /// there is any.
    public let problems: [ValidationProblem]
    /// How many registrations were resolved.
    public let resolved: Int
    /// Registrations that take arguments at resolution, which no validation can invent, and
    /// that no factory resolved with its own: listed, not failed.
    public let needsArguments: [String]
    /// Optional resolves, in some factory, that found nothing: listed, not failed, since a
    /// service may take an optional dependency on purpose. Each reads `Service (path)`.
    public let optionalMisses: [String]

    /// The problems numbered, to fix from the top, then what was not checked.
    public var description: String {
        var lines =
            problems.isEmpty
            ? ["Resolved \(resolved) registrations: no problem found."]
            : ["\(problems.count) wiring problem(s) in \(resolved) registrations; fix from the top:"]
        for (number, problem) in problems.enumerated() {
            lines.append("\(number + 1). \(problem)")
        }
        if !needsArguments.isEmpty {
            lines.append("Not resolved, as they take arguments: " + needsArguments.joined(separator: "; ") + ".")
        }
        if !optionalMisses.isEmpty {
            lines.append("Optional resolves that found nothing: " + optionalMisses.joined(separator: "; ") + ".")
        }
        return lines.joined(separator: "\n")
    }
}

/// Thrown by `Container.validate()` when it found a wiring mistake; its description is the
/// whole report.
public struct ContainerValidationError: Error, CustomStringConvertible {
    /// Everything the validation found.
    public let report: ValidationReport

    /// The report: the problems numbered, with their paths, then what was not checked.
    public var description: String { report.description }
}
