import Shared

/// Draws pins on a text grid scaled to the pins' bounding box, inside a box border.
enum AsciiMap {
    struct Pin: Equatable {
        let label: Character
        let coordinate: Coordinate
    }

    /// `height` rows of `width` characters; two pins in one cell show as `*`.
    static func render(_ pins: [Pin], width: Int, height: Int) -> [String] {
        guard width >= 4, height >= 3 else { return [] }
        let columns = width - 2
        let rows = height - 2
        var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
        if !pins.isEmpty {
            let latitudes = pins.map(\.coordinate.latitude)
            let longitudes = pins.map(\.coordinate.longitude)
            let (south, north) = (latitudes.min() ?? 0, latitudes.max() ?? 0)
            let (west, east) = (longitudes.min() ?? 0, longitudes.max() ?? 0)
            let latitudeSpan = max(north - south, 1e-6)
            let longitudeSpan = max(east - west, 1e-6)
            for pin in pins {
                let x = Int(((pin.coordinate.longitude - west) / longitudeSpan * Double(columns - 1)).rounded())
                let y = rows - 1 - Int(((pin.coordinate.latitude - south) / latitudeSpan * Double(rows - 1)).rounded())
                grid[y][x] = grid[y][x] == " " ? pin.label : "*"
            }
        }
        let border = String(repeating: "─", count: columns)
        return ["┌" + border + "┐"] + grid.map { "│" + String($0) + "│" } + ["└" + border + "┘"]
    }
}
