import Foundation
import Shared
import XCTest

final class StringTableTests: XCTestCase {
    func testStringTablesFillPlaceholdersAndShowMissingKeys() {
        let table = StringTable(["greeting": "Hello, {name}!"])
        XCTAssertEqual(table.text("greeting", ["name": "Ana"]), "Hello, Ana!")
        XCTAssertEqual(table.text("missing"), "⟨missing⟩")
        let overridden = table.merging(StringTable(["greeting": "Olá, {name}!"]))
        XCTAssertEqual(overridden.text("greeting", ["name": "Ana"]), "Olá, Ana!")
    }
}
