import Core

/// Screens added with `swift run scaffold screen Saved NAME`: the main screen lists them and
/// opens one by its number. The generator adds an entry between the markers.
enum SavedScreens {
    /// Each screen's name and how to make its flow over a navigation stack.
    static var all: [(name: String, make: @MainActor (NavigationControllable) -> BaseCoordinator<Void>)] {
        [
            // scaffold:screens:begin
            // scaffold:screens:end
        ]
    }
}
