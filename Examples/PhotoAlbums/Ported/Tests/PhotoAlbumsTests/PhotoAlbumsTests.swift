import UIKit
import XCTest
@testable import PhotoAlbums

final class PhotoAlbumsTests: XCTestCase {
    func testTheAlbumsAreInOrder() {
        XCTAssertEqual(Album.all.map(\.name), ["Space", "Animals", "Science", "History"])
        XCTAssertEqual(Album.all.map(\.cover), ["Moon", "Horse", "Cell", "Coins"])
    }

    func testTheTileColourHasADarkAppearance() throws {
        let color = try XCTUnwrap(UIColor(named: "TileBackground"))
        let light = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        var lightRed: CGFloat = 0, darkRed: CGFloat = 0
        XCTAssertTrue(light.getRed(&lightRed, green: nil, blue: nil, alpha: nil))
        XCTAssertTrue(dark.getRed(&darkRed, green: nil, blue: nil, alpha: nil))
        XCTAssertEqual(lightRed, 1, accuracy: 0.01)
        XCTAssertLessThan(darkRed, 0.3)
    }
}
