import Shared
import XCTest

final class PhotoTests: XCTestCase {
    func testTheURLPutsTheSizeBetweenPrefixAndSuffix() {
        let photo = Photo(
            id: "p", createdAt: nil, prefix: "https://fastly.example/img/", suffix: "/photo.jpg", width: 800,
            height: 600)
        XCTAssertEqual(photo.url(), "https://fastly.example/img/original/photo.jpg")
        XCTAssertEqual(photo.url(size: "300x300"), "https://fastly.example/img/300x300/photo.jpg")
    }
}
