import Benchmark
import Demos
import Foundation
import Tessera
import TesseraCairo
import TesseraTesting

/// A photo and its caption, as a photo browser's cell is usually written.
final class PhotoTileCell: UICollectionViewCell {
    let photo = UIImageView(frame: .zero)
    let caption = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .white
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        caption.font = .systemFont(ofSize: 13)
        contentView.addSubview(photo)
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        photo.frame = CGRect(x: 5, y: 5, width: bounds.width - 10, height: bounds.height - 30)
        caption.frame = CGRect(x: 5, y: bounds.height - 23, width: bounds.width - 10, height: 20)
    }
}

/// 10,000 photo cells, the sample photos in turn with their item number as caption.
final class PhotoTileSource: NSObject, UICollectionViewDataSource {
    let photos: [(String, UIImage)]

    @MainActor init(names: [String]) { photos = names.compactMap { name in DemoPhotos.named(name).map { (name, $0) } } }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10_000 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! PhotoTileCell
        // Neighbours differ, and the same cell slot shows another photo on the next screen.
        let (name, image) = photos[(indexPath.item * 7 + indexPath.item / 8) % photos.count]
        cell.photo.image = image
        cell.caption.text = "\(name) #\(indexPath.item)"
        return cell
    }
}

/// A 1280×800 window of photo cells, 8 × 6 to a screen (rows 134 points apart:
/// six rows end 9 points above the bottom edge).
@MainActor func makePhotoJumpScreen() -> (HeadlessScreen, UICollectionView, UICollectionViewFlowLayout, PhotoTileSource) {
    let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800), scale: 1)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 150, height: 125)
    layout.minimumLineSpacing = 9
    layout.minimumInteritemSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800), collectionViewLayout: layout)
    collectionView.backgroundColor = UIColor(white: 0.9, alpha: 1)
    collectionView.register(PhotoTileCell.self, forCellWithReuseIdentifier: "Photo")
    let source = PhotoTileSource(names: ["astronaut", "chelsea", "coffee", "rocket", "hubble_deep_field", "retina", "camera",
                                         "coins", "horse", "cell", "ihc", "moon", "brick", "grass", "gravel", "chelsea-portrait",
                                         "astronaut-portrait", "hubble-portrait"])
    collectionView.dataSource = source
    screen.window.addSubview(collectionView)
    screen.runUntilIdle()
    return (screen, collectionView, layout, source)
}

let photoJumpBenchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 300)
    // Each iteration jumps a screen down (to the top after 30 screens) and draws the frame:
    // 48 cells with a different photo and caption than they had. In the first case every photo
    // was shown at this size before (scrolling back and forth through a grid); in the second
    // the cells are a point wider on each jump, so every photo is scaled anew.
    for resizes in [false, true] {
        let name = resizes ? "Photo jump frame 1280x800, 48 cells, photos scaled anew"
                           : "Photo jump frame 1280x800, 48 cells, photos shown at this size before"
        Benchmark(name, configuration: configuration) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let (screen, collectionView, layout, source) = makePhotoJumpScreen()
                let target = CairoImage(width: 1280, height: 800)
                var screenIndex = 0
                @MainActor func jump() {
                    screenIndex = (screenIndex + 1) % 30
                    if resizes { layout.itemSize.width = 150 - CGFloat(screenIndex % 8) }
                    collectionView.contentOffset.y = CGFloat(screenIndex) * 804
                    collectionView.layoutIfNeeded()
                    screen.renderer.render(screen.window, into: target, scale: 1)
                }
                for _ in 0..<30 { jump() }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { jump() }
                benchmark.stopMeasurement()
                if collectionView.visibleCells.count != 48 { fatalError("\(collectionView.visibleCells.count) cells on screen, not 48") }
                blackHole(source)
            }
        }
    }
}
