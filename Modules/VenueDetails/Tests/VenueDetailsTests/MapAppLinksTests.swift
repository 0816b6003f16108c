import Core
import CoreTesting
import Foundation
import Shared
import SharedTesting
import TerminalUI
import TipsInterface
import TipsTesting
import VenueDetailsInterface
import XCTest

@testable import VenueDetails

@MainActor
final class MapAppLinksTests: LeakCheckedTestCase {
    func testMapLinks() async {
        let links = MapAppLinks().links(for: venue())
        XCTAssertEqual(
            links,
            [
                MapAppLink(service: "Apple Maps", url: "https://maps.apple.com/?ll=52.37,4.89&q=Canal%20Roasters"),
                MapAppLink(service: "Google Maps", url: "https://www.google.com/maps/search/?api=1&query=52.37,4.89"),
            ])
    }
}
