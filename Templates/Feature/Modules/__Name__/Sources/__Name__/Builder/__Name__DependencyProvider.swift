import Core
import Shared

/// Derives __Name__'s own objects from what the parent provides.
final class __Name__DependencyProvider: DependencyProvider<__Name__Dependency> {
    var useCase: __Name__UseCase { shared { __Name__UseCase(repository: dependency.venueRepository) } }
    var formatter: __Name__Formatter { shared { __Name__Formatter(strings: __Name__Strings.english) } }
}
