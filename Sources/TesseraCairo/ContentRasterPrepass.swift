import Dispatch
import Foundation
@_spi(Host) import Tessera
import TesseraCore

/// Before a frame is composited, rasterizes on every core the content of the views on screen
/// whose drawing changed: after a jump to a screen of new cells, dozens of photos are scaled
/// and labels set at once, and compositing then finds them ready.
///
/// Drawings are recorded on the main actor (views' `draw(_:)` runs there, as in UIKit); only
/// the rasterizing of what was recorded, which touches nothing shared but the images' locked
/// caches and each thread's own Pango font map, runs on other threads. What it misses (content
/// inside a running transition) is rasterized when composited, as before.
@MainActor struct ContentRasterPrepass {
    let now: TimeInterval
    let limit: CGRect
    private(set) var jobs: [(raster: ContentRaster, scale: CGFloat)] = []

    init(now: TimeInterval, limit: CGRect) {
        self.now = now
        self.limit = limit
    }

    /// Finds the stale rasters under `view` (drawn with `h` to the device), then rasterizes them.
    mutating func run(from view: UIView, h: Homography, fonts: FontResolver) {
        collect(view, state: view.layer.presentedState(at: now), h: h)
        rasterize(fonts: fonts)
    }

    private mutating func collect(_ view: UIView, state: LayerState, h: Homography) {
        guard !state.isHidden, state.opacity > 0.001 else { return }
        let onScreen = h.quad(of: state.bounds).map { DevicePixels.intersects($0, limit) } ?? false
        if onScreen, let raster = ContentRaster.current(for: view) {
            let scale = DevicePixels.perPoint(h, state.bounds)
            if raster.needsRasterizing(forScale: scale) { jobs.append((raster, scale)) }
        }
        guard onScreen || !state.masksToBounds else { return }
        for subview in view.subviews {
            let substate = subview.layer.presentedState(at: now)
            collect(subview, state: substate, h: substate.homographyToSuperlayer.concatenating(h))
        }
    }

    /// Rasterizes the jobs, the main thread taking them in turn with one other thread.
    private func rasterize(fonts: FontResolver) {
        if jobs.count < 2 {
            for job in jobs { _ = job.raster.image(forScale: job.scale, fonts: fonts) }
            return
        }
        let queue = JobQueue(jobs)
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            while let job = queue.next() { _ = job.raster.image(forScale: job.scale, fonts: fonts) }
        }
    }
}

/// The jobs of a prepass, handed out one at a time to whichever thread asks.
private final class JobQueue: @unchecked Sendable {
    private let lock = NSLock()
    private let jobs: [(raster: ContentRaster, scale: CGFloat)]
    private var nextIndex = 0

    init(_ jobs: [(raster: ContentRaster, scale: CGFloat)]) { self.jobs = jobs }

    func next() -> (raster: ContentRaster, scale: CGFloat)? {
        lock.lock(); defer { lock.unlock() }
        guard nextIndex < jobs.count else { return nil }
        defer { nextIndex += 1 }
        return jobs[nextIndex]
    }
}
