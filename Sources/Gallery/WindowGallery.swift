import Demos
import Foundation
@_spi(Host) import Tessera
import TesseraSDL

/// The gallery in a real window: the demo cards in a navigation controller.
@MainActor struct WindowGallery {
    let demoID: String?
    let size: CGSize
    let stats: Bool
    let autoscroll: Double?
    let logPath: String?
    let exitAfter: Double?
    let appearance: GalleryAppearance

    func run() throws {
        let host = try SDLWindowHost(title: "Tessera Gallery", size: size)
        appearance.apply()
        let logFile = logPath.map { path -> FileHandle? in
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            return FileHandle(forWritingAtPath: path)
        } ?? nil
        let log: (String) -> Void = { line in
            let stamped = String(format: "%.3f ", MainLoop.shared.clock.now) + line + "\n"
            logFile?.write(Data(stamped.utf8))
            if stats || logFile == nil { FileHandle.standardOutput.write(Data(stamped.utf8)) }
        }
        host.log = log
        let navigation = GalleryAppDelegate.rootController(demoID: demoID)
        (navigation.viewControllers.first as? GalleryHomeViewController)?.onOpen = { demo in log("opened \(demo.id)") }
        host.window.rootViewController = navigation
        if let demoID, DemoCatalog.demo(id: demoID) != nil { log("opened \(demoID)") }
        let watch = watcher(host: host, log: log)
        var lastReport: TimeInterval = 0
        let started = MainLoop.shared.clock.now
        host.onFrame = { now in
            watch()
            if let autoscroll { self.scrollStep(host: host, started: started, now: now, duration: autoscroll) }
            if let exitAfter, now - started > exitAfter { host.stop() }
            if stats, now - lastReport > 5 {
                lastReport = now
                log("stats \(host.statistics.summary)")
            }
        }
        host.run()
        log("closed; \(host.statistics.summary)")
        print("Gallery: \(host.statistics.summary)")
    }

    /// Logs the effects tests look for: menus, pasteboard changes, circle size, scrolling.
    private func watcher(host: SDLWindowHost, log: @escaping (String) -> Void) -> () -> Void {
        var menuShown = false
        var lastRadius: CGFloat?
        var lastPasteboard = UIPasteboard.general.changeCount
        var lastOffset: CGPoint?
        var offsetChanged = false
        return {
            if let nav = host.window.rootViewController as? UINavigationController,
               let cv = nav.topViewController?.viewIfLoaded.flatMap({ $0 as? UICollectionView ?? $0.subviews.compactMap { $0 as? UICollectionView }.first }) {
                if let last = lastOffset, last != cv.contentOffset {
                    offsetChanged = true
                } else if offsetChanged, !cv.isDecelerating, !cv.isDragging {
                    offsetChanged = false
                    log("scrolled to \(Int(cv.contentOffset.x)),\(Int(cv.contentOffset.y))")
                }
                lastOffset = cv.contentOffset
            }
            if let nav = host.window.rootViewController as? UINavigationController,
               let sidebar = nav.topViewController as? SidebarListViewController, sidebar.onAction == nil {
                sidebar.onAction = { log("swipe action: \($0)") }
            }
            // Demos that say what they did: drops, reorders, deletes, prefetching.
            if let nav = host.window.rootViewController as? UINavigationController {
                switch nav.topViewController {
                case let board as PhotoBoardViewController where board.onChange == nil: board.onChange = { log("photo board: \($0)") }
                case let checklist as ChecklistViewController where checklist.onChange == nil: checklist.onChange = { log("checklist: \($0)") }
                case let feed as PrefetchFeedViewController where feed.onChange == nil: feed.onChange = { log("feed: \($0)") }
                case let tiles as DropCellsViewController where tiles.onChange == nil: tiles.onChange = { log("tiles: \($0)") }
                case let contacts as ContactsTableViewController where contacts.onChange == nil: contacts.onChange = { log("contacts: \($0)") }
                case let settings as SettingsListViewController where settings.onChange == nil: settings.onChange = { log("settings: \($0)") }
                case let form as SignInFormViewController where form.onChange == nil: form.onChange = { log("sign-in: \($0)") }
                default: break
                }
            }
            if UIPasteboard.general.changeCount != lastPasteboard {
                lastPasteboard = UIPasteboard.general.changeCount
                log("pasteboard \(UIPasteboard.general.string ?? "")")
            }
            if UIMenuController.shared.isMenuVisible != menuShown {
                menuShown.toggle()
                log(menuShown ? "menu shown" : "menu hidden")
            }
            if let nav = host.window.rootViewController as? UINavigationController,
               let circle = nav.topViewController as? CircleLayoutViewController, circle.isViewLoaded {
                let radius = circle.circleLayout.radius
                if let last = lastRadius, abs(last - radius) > 0.5 { log(String(format: "circle radius %.1f", Double(radius))) }
                lastRadius = radius
            }
        }
    }

    /// Scrolls the top collection view down at a steady 1,500 points per second, from the
    /// window's first frame, for `duration` seconds.
    private func scrollStep(host: SDLWindowHost, started: TimeInterval, now: TimeInterval, duration: Double) {
        guard let nav = host.window.rootViewController as? UINavigationController,
              let cv = (nav.topViewController as? UICollectionViewController)?.collectionView ?? nav.topViewController?.view.subviews.compactMap({ $0 as? UICollectionView }).first else { return }
        if !host.isDrivenContinuously {
            // Statistics cover the scroll only, not the frames of opening the window.
            host.isDrivenContinuously = true
            host.resetStatistics()
        }
        let elapsed = now - started
        if elapsed > duration {
            host.stop()
            return
        }
        let maxOffset = max(0, cv.contentSize.height - cv.bounds.height)
        cv.contentOffset = CGPoint(x: 0, y: min(maxOffset, CGFloat(elapsed) * 1500))
    }
}
