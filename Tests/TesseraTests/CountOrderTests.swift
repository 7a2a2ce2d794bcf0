import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// A calendar library's arrangement: the layout works out the days in `prepare()`, and the
/// data source answers its counts from what the layout prepared, as works in UIKit.
@MainActor struct CountOrderTests {
    final class DaysLayout: UICollectionViewFlowLayout {
        var days: [Int] = []
        override func prepare() {
            days = Array(1...30)
            itemSize = CGSize(width: 40, height: 40)
            super.prepare()
        }
    }

    final class Days: NSObject, UICollectionViewDataSource {
        let layout: DaysLayout
        init(layout: DaysLayout) { self.layout = layout }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { layout.days.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Day", for: indexPath)
        }
    }

    @Test func countsAreAskedAfterTheLayoutPrepares() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 400), scale: 1)
        let layout = DaysLayout()
        let view = UICollectionView(frame: screen.window.bounds, collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Day")
        let days = Days(layout: layout)
        view.dataSource = days
        screen.window.addSubview(view)
        screen.runUntilIdle()
        #expect(view.numberOfItems(inSection: 0) == 30)
        #expect(view.visibleCells.count == 30)
    }
}
