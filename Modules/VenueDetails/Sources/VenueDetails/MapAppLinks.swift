import Foundation
import Shared

/// A link to a venue in a maps app.
struct MapLink: Equatable {
    let service: String
    let url: String
}

/// Makes "open in maps" links for a venue, behind a protocol so tests and other map services can stand in.
protocol MapURLHandling: Sendable {
    func links(for venue: Venue) -> [MapLink]
}

/// Apple Maps and Google Maps links, by coordinate and name.
struct MapURLHandler: MapURLHandling {
    func links(for venue: Venue) -> [MapLink] {
        let coordinate = "\(venue.coordinate.latitude),\(venue.coordinate.longitude)"
        let name = venue.name.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""
        return [
            MapLink(service: "Apple Maps", url: "https://maps.apple.com/?ll=\(coordinate)&q=\(name)"),
            MapLink(service: "Google Maps", url: "https://www.google.com/maps/search/?api=1&query=\(coordinate)"),
        ]
    }
}
