import Foundation
import Shared

/// A link to a venue in a maps app.
struct MapAppLink: Equatable {
    let service: String
    let url: String
}

/// Makes "open in maps" links for a venue, behind a protocol so tests and other map services can stand in.
protocol MapAppLinking: Sendable {
    func links(for venue: Venue) -> [MapAppLink]
}

/// Apple Maps and Google Maps links, by coordinate and name.
struct MapAppLinks: MapAppLinking {
    func links(for venue: Venue) -> [MapAppLink] {
        let coordinate = "\(venue.coordinate.latitude),\(venue.coordinate.longitude)"
        let name = venue.name.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""
        return [
            MapAppLink(service: "Apple Maps", url: "https://maps.apple.com/?ll=\(coordinate)&q=\(name)"),
            MapAppLink(service: "Google Maps", url: "https://www.google.com/maps/search/?api=1&query=\(coordinate)"),
        ]
    }
}
