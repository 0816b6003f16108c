import Core
import Shared

/// Derives Tips' own objects from what the parent provides.
final class TipsDependencyProvider: DependencyProvider<TipsDependency> {
    var formatter: TipsFormatter { shared { TipsFormatter(clock: dependency.clock, strings: TipsStrings.english) } }
}
