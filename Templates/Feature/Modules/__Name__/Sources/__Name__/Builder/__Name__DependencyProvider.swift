import Core
import Shared

/// Derives __Name__'s own objects from what the parent provides.
final class __Name__DependencyProvider: DependencyProvider<__Name__Dependency> {
    var repository: VenueRepository { dependency.venueRepository }
    var formatter: __Name__Formatter { shared { __Name__Formatter(strings: __Name__Strings.english) } }
}
