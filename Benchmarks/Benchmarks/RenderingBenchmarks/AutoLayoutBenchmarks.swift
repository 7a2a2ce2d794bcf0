import Benchmark
import Demos
import Foundation
import Tessera
import TesseraTesting

/// A grid of `count` cells, each a view with an image and a label placed by constraints
/// (11 constraints per cell), in a window; returns the root and one constraint to change.
@MainActor func makeConstraintGrid(count: Int) -> (HeadlessScreen, UIView, NSLayoutConstraint) {
    let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800), scale: 1)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    screen.window.addSubview(root)
    var tops: [NSLayoutConstraint] = []
    for i in 0..<count {
        let cell = UIView(), image = UIImageView(), label = UILabel()
        label.text = "Item \(i)"
        for view in [cell, image, label] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(cell)
        cell.addSubview(image)
        cell.addSubview(label)
        let top = cell.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(i / 10) * 60)
        tops.append(top)
        NSLayoutConstraint.activate([
            cell.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(i % 10) * 128), top,
            cell.widthAnchor.constraint(equalToConstant: 124), cell.heightAnchor.constraint(equalToConstant: 56),
            image.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 4), image.topAnchor.constraint(equalTo: cell.topAnchor, constant: 4),
            image.widthAnchor.constraint(equalToConstant: 48), image.heightAnchor.constraint(equalTo: image.widthAnchor),
            label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
            label.centerYAnchor.constraint(equalTo: image.centerYAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -4),
        ])
    }
    return (screen, root, tops[count / 2])
}

let autoLayoutBenchmarks: @Sendable () -> Void = {
    // Solving 1,000 cells from scratch, against changing one constant and solving again.
    Benchmark("Auto Layout, 1,000 cells (3,000 views, 11,000 constraints): full solve",
              configuration: .init(metrics: [.wallClock], maxDuration: .seconds(20), maxIterations: 5)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            for _ in benchmark.scaledIterations {
                let (screen, root, _) = makeConstraintGrid(count: 1_000)
                benchmark.startMeasurement()
                root.layoutIfNeeded()
                benchmark.stopMeasurement()
                blackHole(screen)
            }
        }
    }
    Benchmark("Auto Layout, 1,000 cells: one constant changed, re-solved",
              configuration: .init(metrics: [.wallClock], maxDuration: .seconds(10), maxIterations: 200)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let (screen, root, top) = makeConstraintGrid(count: 1_000)
            root.layoutIfNeeded()
            var step: CGFloat = 5
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                top.constant += step
                step = -step
                root.layoutIfNeeded()
            }
            benchmark.stopMeasurement()
            blackHole(screen)
        }
    }

    // Self-sizing the chat demo's message cells: per cell, at 1,000 and 10,000 cells.
    for count in [1_000, 10_000] {
        Benchmark("Self-sizing chat cells with constraints, \(count) cells",
                  configuration: .init(metrics: [.wallClock], maxDuration: .seconds(20), maxIterations: 5)) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                _ = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
                let cell = MessageCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
                let messages = ChatMessage.sampleForBenchmarks
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    for index in 0..<count {
                        cell.label.text = messages[index % messages.count].text
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
                        attributes.size = CGSize(width: 390, height: 44)
                        blackHole(cell.preferredLayoutAttributesFitting(attributes).size)
                    }
                }
                benchmark.stopMeasurement()
            }
        }
    }
}
