import Core
import Shared

/// Derives Saved's own objects from what the parent provides.
final class SavedDependencyProvider: DependencyProvider<SavedDependency> {
    var useCase: SavedUseCase { shared { SavedUseCase(repository: dependency.venueRepository) } }
    var formatter: SavedFormatter { shared { SavedFormatter(strings: SavedStrings.english) } }
}
