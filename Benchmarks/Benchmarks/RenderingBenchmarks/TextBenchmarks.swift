import Benchmark
import Foundation
@_spi(Host) import Tessera
import TesseraCairo
import TesseraTesting

/// A 1280 × 800 screen with a sign-in form's fields and a text view of `characters` characters
/// in lines of 50, the text view editing with the caret in the middle.
@MainActor func makeTypingScreen(characters: Int) -> (HeadlessScreen, UITextField, UITextView) {
    let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800), scale: 1)
    let field = UITextField(frame: CGRect(x: 40, y: 40, width: 400, height: 34))
    field.borderStyle = .roundedRect
    field.text = "ada@example.org"
    let line = String(repeating: "word ", count: 9) + "last"
    let lines = max(1, characters / (line.count + 1))
    let view = UITextView(frame: CGRect(x: 40, y: 100, width: 800, height: 660))
    view.text = Array(repeating: line, count: lines).joined(separator: "\n")
    screen.window.addSubview(field)
    screen.window.addSubview(view)
    screen.runUntilIdle()
    return (screen, field, view)
}

let textBenchmarks: @Sendable () -> Void = {
    // One character typed into a text view and the frame rendered, with 1,000 and 1,000,000
    // characters in the view: what a keystroke costs, flat or not in the text's length.
    for characters in [1_000, 1_000_000] {
        Benchmark("Typing a character into a text view of \(characters) characters, to the rendered frame 1280×800",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 400)) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let (screen, _, view) = makeTypingScreen(characters: characters)
                _ = view.becomeFirstResponder()
                view.selectedRange = NSRange(location: view.text.utf16.count / 2, length: 0)
                let target = CairoImage(width: 1280, height: 800)
                screen.runUntilIdle()
                benchmark.startMeasurement()
                for index in benchmark.scaledIterations {
                    if index.isMultiple(of: 2) { view.insertText("a") } else { view.deleteBackward() }
                    view.layoutIfNeeded()
                    screen.renderer.render(screen.window, into: target, scale: 1)
                }
                benchmark.stopMeasurement()
            }
        }
    }

    // The same screen's frame when nothing is typed (the floor a typing frame is compared with),
    // and a frame in which a character is typed into the text field.
    for typing in [false, true] {
        Benchmark(typing ? "Typing a character into a text field, to the rendered frame 1280×800"
                         : "A frame of the same screen with nothing typed (floor)",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 1_000)) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let (screen, field, _) = makeTypingScreen(characters: 1_000)
                _ = field.becomeFirstResponder()
                let target = CairoImage(width: 1280, height: 800)
                screen.runUntilIdle()
                benchmark.startMeasurement()
                for index in benchmark.scaledIterations {
                    if typing { if index.isMultiple(of: 2) { field.insertText("a") } else { field.deleteBackward() } }
                    screen.window.layoutIfNeeded()
                    screen.renderer.render(screen.window, into: target, scale: 1)
                }
                benchmark.stopMeasurement()
            }
        }
    }
}

/// Prose as people write it: paragraphs of about 600 characters of words of mixed length,
/// `characters` in all.
func prose(characters: Int) -> String {
    let words = ["the", "quick", "brown", "fox", "jumps", "over", "a", "lazy", "dog", "while", "editors", "measure",
                 "every", "keystroke", "in", "milliseconds", "and", "nothing", "else"]
    var text = ""
    text.reserveCapacity(characters + 16)
    var index = 0
    var sinceBreak = 0
    var count = 0
    while count < characters {
        let word = words[index % words.count]
        index += 7
        text += word
        sinceBreak += word.count + 1
        count += word.count + 1
        if sinceBreak > 600 {
            text += ".\n"
            count += 1
            sinceBreak = 0
        } else {
            text += " "
        }
    }
    return text
}

let textScaleBenchmarks: @Sendable () -> Void = {
    // A keystroke (a character typed, the view laid out) at the start, middle and end of texts
    // of 1 KB, 100 KB and 1 MB: what an editor costs at the sizes people open.
    for characters in [1_000, 100_000, 1_000_000] {
        for (place, fraction) in [("start", 0.0), ("middle", 0.5), ("end", 1.0)] {
            // Each sample makes its own view (the text laid out once), types a pair of
            // characters to warm up, then times one keystroke.
            Benchmark("Text at scale: a keystroke at the \(place) of \(characters) characters",
                      configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(characters > 100_000 ? 25 : 5),
                                           maxIterations: characters > 100_000 ? 12 : 100)) { benchmark in
                nonisolated(unsafe) let benchmark = benchmark
                await MainActor.run {
                    let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800), scale: 1)
                    let view = UITextView(frame: CGRect(x: 40, y: 40, width: 800, height: 700))
                    view.text = prose(characters: characters)
                    screen.window.addSubview(view)
                    _ = view.becomeFirstResponder()
                    view.selectedRange = NSRange(location: Int(Double(view.text.utf16.count) * fraction), length: 0)
                    screen.runUntilIdle()
                    view.insertText("a")
                    view.deleteBackward()
                    view.layoutIfNeeded()
                    benchmark.startMeasurement()
                    for index in benchmark.scaledIterations {
                        if index.isMultiple(of: 2) { view.insertText("a") } else { view.deleteBackward() }
                        view.layoutIfNeeded()
                    }
                    benchmark.stopMeasurement()
                }
            }
        }
    }
    // The floor for the paste's memory: the same process making the same 10 MB text and the
    // same empty view, pasting nothing. The paste's own memory is its peak minus this one's.
    Benchmark("Text at scale: 10 MB of text and an empty text view (floor)",
              configuration: .init(metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(30), maxIterations: 3)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run { measureTenMegabytes(benchmark) { text, _ in blackHole(text.utf8.count) } }
    }
    // Pasting 10 MB of prose into an empty text view on screen, to the view laid out: the time
    // and the memory it takes (each sample makes its view first).
    Benchmark("Text at scale: pasting 10 MB into a text view",
              configuration: .init(metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(30), maxIterations: 3)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run { measureTenMegabytes(benchmark) { text, view in view.insertText(text) } }
    }
}

/// Makes 10 MB of prose and an empty text view being edited on a 1280×800 screen, then measures
/// `work` with them, to the view laid out.
@MainActor private func measureTenMegabytes(_ benchmark: Benchmark, _ work: (String, UITextView) -> Void) {
    let text = prose(characters: 10_000_000)
    let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800), scale: 1)
    let view = UITextView(frame: CGRect(x: 40, y: 40, width: 800, height: 700))
    screen.window.addSubview(view)
    _ = view.becomeFirstResponder()
    view.layoutIfNeeded()
    benchmark.startMeasurement()
    work(text, view)
    view.layoutIfNeeded()
    benchmark.stopMeasurement()
    view.removeFromSuperview()
    // A view leaves memory on the loop's next turn; without one every sample would add its own.
    screen.runUntilIdle()
}
