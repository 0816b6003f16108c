import Shared

/// Draws pins on a text grid scaled to the pins' bounding box, inside a box border.
enum AsciiMap {
    struct Pin: Equatable {
        let label: Character
        let coordinate: Coordinate
    }

    /// The drawn map, and the labels it could not draw apart.
    struct Drawing: Equatable {
        /// `height` rows of `width` characters.
        let lines: [String]
        /// Labels of pins drawn as `*` because no free cell was near enough, in order.
        let stacked: [Character]
    }

    /// How far (in cells) a pin may move off its spot to a free cell before it is stacked.
    static let reach = 2

    /// The pins on a `width` × `height` map. A pin whose cell is taken moves to the nearest
    /// free cell within `reach`, so every pin that fits is shown; only when none is free do
    /// the pins of that cell show as `*`, and `stacked` says which they are.
    static func draw(_ pins: [Pin], width: Int, height: Int) -> Drawing {
        guard width >= 4, height >= 3 else { return Drawing(lines: [], stacked: pins.map(\.label)) }
        let columns = width - 2
        let rows = height - 2
        var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
        var stacked: [Character] = []
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
                if let (freeX, freeY) = nearestFree(to: (x, y), in: grid) {
                    grid[freeY][freeX] = pin.label
                } else {
                    if grid[y][x] != "*" { stacked.append(grid[y][x]) }
                    stacked.append(pin.label)
                    grid[y][x] = "*"
                }
            }
        }
        let border = String(repeating: "─", count: columns)
        return Drawing(
            lines: ["┌" + border + "┐"] + grid.map { "│" + String($0) + "│" } + ["└" + border + "┘"],
            stacked: stacked)
    }

    /// The free cell nearest to `spot` (the spot itself first, then ring by ring, rows before
    /// diagonals), or nil when every cell within `reach` is taken.
    private static func nearestFree(to spot: (x: Int, y: Int), in grid: [[Character]]) -> (Int, Int)? {
        let candidates = (0...reach).flatMap { ring -> [(Int, Int)] in
            guard ring > 0 else { return [(0, 0)] }
            let offsets = (-ring...ring).flatMap { dy in (-ring...ring).map { dx in (dx, dy) } }
            return offsets.filter { max(abs($0.0), abs($0.1)) == ring }
                .sorted { (abs($0.0) + abs($0.1), $0.1, $0.0) < (abs($1.0) + abs($1.1), $1.1, $1.0) }
        }
        for (dx, dy) in candidates {
            let (x, y) = (spot.x + dx, spot.y + dy)
            if grid.indices.contains(y), grid[y].indices.contains(x), grid[y][x] == " " { return (x, y) }
        }
        return nil
    }
}
