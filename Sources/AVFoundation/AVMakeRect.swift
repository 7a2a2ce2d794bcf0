import Foundation

/// The largest rectangle of `aspectRatio`'s shape that fits in `boundingRect`, centred in it
/// (AVFoundation's `AVMakeRect`, the one piece of AVFoundation on Linux: no media playback).
/// An aspect ratio with a zero, negative or non-finite side gives a zero rectangle at the
/// bounding rectangle's centre.
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
    let center = CGPoint(x: boundingRect.midX, y: boundingRect.midY)
    guard aspectRatio.width > 0, aspectRatio.height > 0, aspectRatio.width.isFinite, aspectRatio.height.isFinite,
          boundingRect.width.isFinite, boundingRect.height.isFinite else {
        return CGRect(origin: center, size: .zero)
    }
    let scale = min(boundingRect.width / aspectRatio.width, boundingRect.height / aspectRatio.height)
    let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
    return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
}
