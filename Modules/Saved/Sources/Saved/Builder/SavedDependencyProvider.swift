import Core
import Shared

/// Derives Saved's own objects from what the parent provides.
final class SavedDependencyProvider: DependencyProvider<SavedDependency> {
    var formatter: SavedFormatter { shared { SavedFormatter(clock: dependency.clock, strings: SavedStrings.english) } }
}
