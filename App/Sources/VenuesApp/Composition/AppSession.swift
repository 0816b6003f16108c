import Core
import Map
import MapInterface
import Shared
import TerminalApp

extension AppComponent {
    /// The app's version, for `--version`.
    public static let version = "0.1.0"

    /// The app's session: Map on `city` at home, the root features offered from every screen
    /// (`features` stands in for them in tests), the data warnings shown as notices.
    public func session(city: String, features: [RootFeature]? = nil) -> ShellSession {
        ShellSession(
            home: { navigation in self.mapModule(over: navigation, city: city) },
            homeManifest: FeatureManifest.map, manifests: screenManifests, features: features ?? rootFeatures,
            container: container, dataSource: dataSource.description,
            lastScreen: LastScreen(besides: savedVenueStore.file),
            onStart: { session in self.reportDataWarnings(to: session) }
        )
    }

    /// Reads the saved venues, and reports a saved list that cannot be read, cached data shown
    /// because the venue service failed and fresh data the cache could not keep, as notices.
    private func reportDataWarnings(to session: ShellSession) {
        let saved = savedVenueStore.load()
        if case .corrupt = saved { session.report(message: saved.description) }
        let clock = self.clock
        venueRepository.fallbacks
            .subscribe(
                with: session,
                onMainActor: { session, fallback in session.report(message: fallback.description(clock: clock)) }
            )
            .disposed(by: session.disposeBag)
        venueRepository.cacheWriteFailures
            .subscribe(with: session, onMainActor: { session, failure in session.report(failure) })
            .disposed(by: session.disposeBag)
    }
}
