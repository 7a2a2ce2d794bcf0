import Benchmark
import Foundation
@_spi(Measurement) import Tessera
import TesseraTesting

/// `count` rows in sections of 100 with titles, as a contacts table; heights from the delegate
/// (three heights, mixed) when `sizesRows`.
@MainActor final class TableBenchmarkSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var count: Int
    let sizesRows: Bool
    /// Rows a section.
    let sectionSize: Int
    var heightsAsked = 0
    init(count: Int, sizesRows: Bool, sectionSize: Int) {
        self.count = count
        self.sizesRows = sizesRows
        self.sectionSize = sectionSize
    }
    func numberOfSections(in tableView: UITableView) -> Int { (count + sectionSize - 1) / sectionSize }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { min(sectionSize, count - section * sectionSize) }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.section * sectionSize + indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightsAsked += 1
        return sizesRows ? 44 + CGFloat(indexPath.row % 3) * 12 : tableView.rowHeight
    }
}

/// A desktop window, 1280 × 800, with a plain table of `count` rows, laid out.
@MainActor func makeTableScreen(count: Int, sizesRows: Bool = false, estimates: Bool = true, sectionSize: Int = 100)
    -> (HeadlessScreen, UITableView, TableBenchmarkSource) {
    let size = CGSize(width: 1280, height: 800)
    let screen = HeadlessScreen(size: size, scale: 1)
    let table = UITableView(frame: CGRect(origin: .zero, size: size), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    if !estimates { table.estimatedRowHeight = 0 }
    let source = TableBenchmarkSource(count: count, sizesRows: sizesRows, sectionSize: sectionSize)
    table.dataSource = source
    table.delegate = source
    screen.window.addSubview(table)
    screen.runUntilIdle()
    return (screen, table, source)
}

let tableBenchmarks: @Sendable () -> Void = {
    // Scroll frames of a 1280 × 800 table: frames in which nothing enters (a point up and
    // down) and frames in which one row enters and one leaves (a step of one row, 44 points).
    for (name, step) in [("nothing enters", 1.0), ("one row enters", 44.0)] as [(String, CGFloat)] {
        for count in [1_000, 1_000_000] {
            Benchmark("Table scroll frame 1280×800, \(name), \(count) rows",
                      configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 5_000)) { benchmark in
                nonisolated(unsafe) let benchmark = benchmark
                await MainActor.run {
                    let (screen, table, source) = makeTableScreen(count: count)
                    var offset: CGFloat = 2_000
                    for _ in 0..<30 { offset += 44; table.contentOffset.y = offset; table.layoutIfNeeded() }
                    let made = table.createdViewCount
                    var direction: CGFloat = 1
                    benchmark.startMeasurement()
                    for _ in benchmark.scaledIterations {
                        if step == 1 { direction = -direction } else if offset > 30_000 { offset = 3_320 }
                        offset += step * direction
                        table.contentOffset.y = offset
                        table.layoutIfNeeded()
                    }
                    benchmark.stopMeasurement()
                    if table.createdViewCount != made { fatalError("\(table.createdViewCount - made) cells made while scrolling") }
                    blackHole(screen)
                    blackHole(source)
                }
            }
        }
    }

    // One row inserted on screen (then deleted, alternately) in a 1,000,000-row table, without
    // animation, to the next laid-out frame: in 10,000 sections of 100 rows, and in one section.
    for sectionSize in [100, 1_000_000] {
      Benchmark("Table one-row update, 1,000,000 rows, \(sectionSize) rows a section",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 2_000)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let (screen, table, source) = makeTableScreen(count: 1_000_000, sectionSize: sectionSize)
            let path = IndexPath(row: 5, section: 0)
            var inserted = false
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                UIView.performWithoutAnimation {
                    if inserted {
                        source.count -= 1
                        table.deleteRows(at: [path], with: .none)
                    } else {
                        source.count += 1
                        table.insertRows(at: [path], with: .none)
                    }
                    table.layoutIfNeeded()
                }
                inserted.toggle()
            }
            benchmark.stopMeasurement()
            blackHole(screen)
        }
      }
    }

    // What heightForRowAt costs at 1,000,000 rows: loading the table with every height asked
    // up front (estimatedRowHeight = 0) and with estimates (UIKit's default: only rows that
    // show are asked).
    for estimates in [false, true] {
        Benchmark("Table load, 1,000,000 rows, heightForRowAt, estimates \(estimates ? "on" : "off")",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal, .custom("heights asked")],
                                       maxDuration: .seconds(10), maxIterations: 20)) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let (screen, table, source) = makeTableScreen(count: 1_000_000, sizesRows: true, estimates: estimates)
                source.heightsAsked = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    table.reloadData()
                    table.layoutIfNeeded()
                }
                benchmark.stopMeasurement()
                benchmark.measurement(.custom("heights asked"), source.heightsAsked / max(1, benchmark.scaledIterations.count))
                blackHole(screen)
            }
        }
    }
}
