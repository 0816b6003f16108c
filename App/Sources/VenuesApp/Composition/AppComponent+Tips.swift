import Tips
import TipsInterface

extension AppComponent: TipsDependency {
    /// Tips, built over the app's repository and clock: what VenueDetails opens.
    public var tipsBuilder: TipsBuildable { TipsBuilder(dependency: self) }
}
