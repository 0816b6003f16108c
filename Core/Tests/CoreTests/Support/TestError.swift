/// A test error with a readable description.
struct TestError: Error, Equatable, CustomStringConvertible {
    let description: String
    init(_ description: String = "test error") { self.description = description }
}
