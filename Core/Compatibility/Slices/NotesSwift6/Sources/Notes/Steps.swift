import RxRelay

public enum NotesStep: Equatable, Sendable {
    case open(Note)
    case compose
    case composed(Note)
    case cancelled
}

/// Emits the steps a flow reacts to, whoever triggers them: RxFlow's shape.
public protocol Stepper {
    var steps: PublishRelay<NotesStep> { get }
}
