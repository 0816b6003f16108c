import VenueDetails
import VenueDetailsInterface

extension AppComponent: VenueDetailsDependency {
    /// VenueDetails, built over the app's services and Tips: what Map and Saved open.
    public var venueDetailsBuilder: VenueDetailsBuildable { VenueDetailsBuilder(dependency: self) }
}
