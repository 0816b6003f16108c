import Core
import CoreTesting
import Foundation
import MapInterface
import MapTesting
import Shared
import SharedLive
import SharedTesting
import TerminalUI
import VenueDetailsInterface
import VenueDetailsTesting
import XCTest

@testable import Map

@MainActor
final class AsciiMapTests: LeakCheckedTestCase {
    func testAsciiMapPlacesPinsByCoordinateAndMovesACrowdedOneAside() async {
        let pins = [
            AsciiMap.Pin(label: "1", coordinate: Coordinate(latitude: 1, longitude: 0)),
            AsciiMap.Pin(label: "2", coordinate: Coordinate(latitude: 0, longitude: 1)),
            AsciiMap.Pin(label: "3", coordinate: Coordinate(latitude: 0, longitude: 1)),
        ]
        XCTAssertEqual(
            AsciiMap.draw(pins, width: 7, height: 5),
            AsciiMap.Drawing(
                lines: [
                    "┌─────┐",
                    "│1    │",
                    "│    3│",
                    "│    2│",
                    "└─────┘",
                ], stacked: []), "north-west top left, south-east bottom right; 3 moves next to 2")
    }

    func testAPinWithNoFreeCellNearIsStackedAndNamed() async {
        let spot = Coordinate(latitude: 52, longitude: 4)
        let pins = ["1", "2", "3"].map { AsciiMap.Pin(label: Character($0), coordinate: spot) }
        let drawing = AsciiMap.draw(pins, width: 4, height: 3)
        XCTAssertEqual(drawing.lines, ["┌──┐", "│*2│", "└──┘"])
        XCTAssertEqual(drawing.stacked, ["1", "3"])

        let formatter = MapFormatter(strings: MapStrings.english)
        var state = MapState(city: "Berlin", cities: ["Berlin"])
        let crowded = (1...4).map { Fixtures.venue(id: "v\($0)", name: "Venue \($0)") }
        state = MapReducer.reduce(state, .loaded(crowded, state.searchKey))
        let view = MapView()
        view.render(props: formatter.props(for: state))
        XCTAssertEqual(
            view.frame(size: .init(columns: 80, rows: 13)).lines.last?.text,
            "Pins show the first nine results. * stands for 1, 4, too close to draw apart here.")
        XCTAssertEqual(
            view.frame(size: .init(columns: 80, rows: 40)).lines.last?.text, "Pins show the first nine results.",
            "a larger map has room for every pin")
    }
}
