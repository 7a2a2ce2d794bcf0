import Combine
import Foundation
import Testing
import TesseraTesting
import UIKit

/// A view model as apps write them with Combine: published state a screen binds to.
final class CombineCounterModel: ObservableObject {
    @Published var count = 0
    @Published var status: String? = "Nothing yet"

    func increment() {
        count += 1
        status = "Tapped \(count) times"
    }
}

/// A screen bound to its model with `assign(to:on:)` and `sink`, reading the text size from a
/// notification publisher and the scroll position from a key-value observing publisher.
final class CombineCounterViewController: UIViewController {
    let model = CombineCounterModel()
    let statusLabel = UILabel()
    let scrollView = UIScrollView()
    private(set) var textSizeChanges: [UIContentSizeCategory] = []
    private(set) var offsets: [CGFloat] = []
    private(set) var willChangeCount = 0
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(statusLabel)
        view.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        model.$status.assign(to: \.text, on: statusLabel).store(in: &cancellables)
        model.$count.map { "Count: \($0)" }.sink { [weak self] in self?.title = $0 }.store(in: &cancellables)
        model.objectWillChange.sink { [weak self] _ in self?.willChangeCount += 1 }.store(in: &cancellables)
        NotificationCenter.default.publisher(for: UIContentSizeCategory.didChangeNotification)
            .compactMap { $0.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory }
            .sink { [weak self] in self?.textSizeChanges.append($0) }
            .store(in: &cancellables)
        scrollView.publisher(for: \.contentOffset)
            .map(\.y)
            .removeDuplicates()
            .sink { [weak self] in self?.offsets.append($0) }
            .store(in: &cancellables)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        statusLabel.frame = CGRect(x: 20, y: 20, width: view.bounds.width - 40, height: 30)
        scrollView.frame = CGRect(x: 0, y: 60, width: view.bounds.width, height: 400)
    }
}

@MainActor @Suite(.serialized) struct CombineClientTests {
    @Test func publishedStateReachesTheScreen() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 568), scale: 1)
        let controller = CombineCounterViewController()
        screen.rootViewController = controller
        screen.runUntilIdle()
        #expect(controller.statusLabel.text == "Nothing yet")
        #expect(controller.title == "Count: 0")
        controller.model.increment()
        #expect(controller.statusLabel.text == "Tapped 1 times")
        #expect(controller.title == "Count: 1")
        #expect(controller.willChangeCount == 2, "objectWillChange fires once per published change")
    }

    @Test func notificationAndObservingPublishersDeliverChanges() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 568), scale: 1)
        let controller = CombineCounterViewController()
        screen.rootViewController = controller
        screen.runUntilIdle()
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: UIContentSizeCategory.extraLarge])
        #expect(controller.textSizeChanges == [.extraLarge])
        #expect(controller.offsets == [0], "the current offset first")
        controller.scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
        screen.runUntilIdle()
        #expect(controller.offsets == [0, 120])
    }

    /// Foundation's timers run where a run loop runs: the window host runs the main one each
    /// turn; a test's main-actor body cannot, so this one runs a thread's own run loop.
    @Test func aTimerPublisherTicksOnItsRunLoop() async {
        let ticks = await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
            let thread = Thread {
                var count = 0
                let cancellable = Timer.publish(every: 0.05, on: .current, in: .default)
                    .autoconnect()
                    .sink { _ in count += 1 }
                RunLoop.current.run(until: Date().addingTimeInterval(0.3))
                cancellable.cancel()
                done.resume(returning: count)
            }
            thread.start()
        }
        #expect(ticks >= 2, "ticked \(ticks) times in 0.3 s")
    }

    @Test func justAndSubjectsWorkWithUIKitValues() {
        let subject = PassthroughSubject<UIColor, Never>()
        let view = UIView()
        let cancellable = subject.map(Optional.some).assign(to: \.backgroundColor, on: view)
        subject.send(.systemRed)
        #expect(view.backgroundColor == .systemRed)
        cancellable.cancel()
        var collected: [Int] = []
        _ = [1, 2, 3].publisher.filter { $0 != 2 }.sink { collected.append($0) }
        #expect(collected == [1, 3])
    }
}
