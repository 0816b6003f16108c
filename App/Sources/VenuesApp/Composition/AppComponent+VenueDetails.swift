import Tips
import TipsInterface
import VenueDetails

extension AppComponent: VenueDetailsDependency {
    /// Tips, wired in here: VenueDetails knows only its interface.
    public var tipsBuilder: TipsBuildable {
        TipsBuilder(dependency: self, container: container)
    }
}
