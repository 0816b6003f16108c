/// VIPER's entity (seed 004): the model the interactor works on.
struct __Screen__Item: Equatable {
    let title: String
}
