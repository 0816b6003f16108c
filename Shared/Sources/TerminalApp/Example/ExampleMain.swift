import Core
import Foundation
import Shared
import SharedLive

/// What a feature's example runs on: the embedded venues, the system clock and a container
/// holding the venues alone (what links' checks resolve), so that it needs no key, no network
/// and no file of the app's.
@MainActor
public struct ExampleServices {
    /// The embedded dataset, as the app's features see it without a key.
    public let venueRepository: EmbeddedVenueProvider
    /// The machine's clock: an example shows real dates.
    public let clock: WallClock = SystemClock()
    /// The container builders and links' checks are given: the venues alone.
    public let container = Container()
    /// The city the example starts in (`--near`).
    public let city: String

    /// The venues of `city`, nearest first, for the choices.
    public func venues() -> [Venue] {
        (try? venueRepository.results(for: VenueQuery(location: .place(city)))) ?? []
    }
}

extension TerminalMain {
    /// Runs a feature's example: parses the command line, loads the embedded data and runs a
    /// session whose home is the flow `home` builds (`homeManifest` describes its screen),
    /// offering `features` from every screen; `manifests` describe the screens below the home
    /// (the feature's, and those it opens, stood in by their fakes). Never returns.
    public static func runExample(
        program: String, feature: FeatureManifest, manifests: [FeatureManifest] = [],
        features: @escaping @MainActor (ExampleServices) -> [RootFeature] = { _ in [] },
        homeManifest: @escaping (ExampleServices) -> FeatureManifest,
        home: @escaping @MainActor (ExampleServices, NavigationControllable) -> Module<Void>
    ) -> Never {
        let about = "Runs \(feature.name) alone, on the embedded data, the features it opens stood in."
        let arguments = arguments(program: program, about: about, version: "example")
        let provider: EmbeddedVenueProvider
        do {
            provider = try EmbeddedVenueProvider.bundled()
        } catch {
            report("\(program): \(error)")
            exit(1)
        }
        let city = arguments.near ?? "Amsterdam"
        guard let known = provider.city(named: city) else {
            report("\(program): unknown city \"\(city)\"; the embedded data covers \(provider.cities.map(\.name)).")
            exit(2)
        }
        let services = ExampleServices(venueRepository: provider, city: known.name)
        services.container.register(VenueRepository.self) { _ in provider }
        let session = ShellSession(
            home: { navigation in home(services, navigation) }, homeManifest: homeManifest(services),
            manifests: manifests, features: features(services), container: services.container,
            dataSource: "\(feature.name) example · embedded data · \(known.name)")
        if arguments.help {
            print(Arguments.usage(program: program, about: about) + "\n\n" + session.helpLines.joined(separator: "\n"))
            exit(0)
        }
        run(session, program: program, arguments: arguments)
    }

    /// Runs a feature's example whose home lists the `choices` it makes and opens the
    /// feature with `build` on the one picked, or on the one a link names through `routes`.
    /// Never returns.
    public static func runExample<Input: Sendable>(
        program: String, feature: FeatureManifest, manifests: [FeatureManifest] = [], routes: ExampleRoutes,
        choices: @escaping (ExampleServices) -> [ExampleChoice<Input>],
        build: @escaping @MainActor (ExampleServices, NavigationControllable, Input) -> Module<Void>
    ) -> Never {
        let title = "\(feature.name) example"
        // The session asks for the home's manifest first, then starts the home: one search serves both.
        var listed: [ExampleChoice<Input>] = []
        runExample(
            program: program, feature: feature, manifests: [feature] + manifests,
            homeManifest: { services in
                listed = choices(services)
                return routes.manifest(title: title, feature: feature, values: listed.map(\.value))
            },
            home: { services, navigation in
                Module(
                    coordinator: ExampleHomeCoordinator(
                        navigation: navigation, title: title, choices: listed, routes: routes,
                        build: { navigation, input in build(services, navigation, input) }))
            })
    }
}
