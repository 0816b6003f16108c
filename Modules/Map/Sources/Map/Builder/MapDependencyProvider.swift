import Core
import Shared

/// Derives Map's own objects from what the parent provides.
final class MapDependencyProvider: DependencyProvider<MapDependency> {
    var useCase: MapUseCase { shared { MapUseCase(repository: dependency.venueRepository) } }
    var formatter: MapFormatter { shared { MapFormatter(strings: MapStrings.english) } }
}
