/// VIPER's entity: the model the interactor works on.
struct __Screen__Item: Equatable, Sendable {
    let title: String
}
