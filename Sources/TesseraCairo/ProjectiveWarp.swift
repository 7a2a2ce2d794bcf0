import CCairo
import Foundation
@_spi(Host) import Tessera
import TesseraCore

/// Draws an image under a perspective homography exactly, with pixman's projective transform
/// (Cairo's own matrices are affine only).
enum ProjectiveWarp {
    /// Warps `image` through `imageToDevice` into a temporary image covering the mapped quad
    /// (limited to `limit`), returning it and its device origin.
    static func warp(_ image: CairoImage, imageToDevice: Homography, limit: CGRect) -> (CairoImage, CGPoint)? {
        let w = CGFloat(image.pixelWidth), h = CGFloat(image.pixelHeight)
        guard let quad = imageToDevice.quad(of: CGRect(x: 0, y: 0, width: w, height: h)) else { return nil }
        var box = quadBounds(quad).intersection(limit)
        guard !box.isNull, box.width >= 1, box.height >= 1 else { return nil }
        box = box.integral
        let boxToDevice = Homography.translation(box.minX, box.minY)
        // pixman maps destination pixels to source pixels: device→image, offset by the box.
        guard let deviceToImage = imageToDevice.inverted() else { return nil }
        let destToSource = boxToDevice.concatenating(deviceToImage)
        let out = CairoImage(width: Int(box.width), height: Int(box.height))
        cairo_surface_flush(image.surface)
        cairo_surface_flush(out.surface)
        guard let src = pixmanImage(image), let dst = pixmanImage(out) else { return nil }
        defer { pixman_image_unref(src); pixman_image_unref(dst) }
        var transform = fixedTransform(destToSource, size: box.size)
        pixman_image_set_transform(src, &transform)
        pixman_image_set_filter(src, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(src, PIXMAN_REPEAT_NONE)
        pixman_image_composite32(PIXMAN_OP_SRC, src, nil, dst, 0, 0, 0, 0, 0, 0, Int32(box.width), Int32(box.height))
        cairo_surface_mark_dirty(out.surface)
        return (out, box.origin)
    }

    private static func quadBounds(_ quad: [CGPoint]) -> CGRect {
        let xs = quad.map(\.x), ys = quad.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    private static func pixmanImage(_ image: CairoImage) -> OpaquePointer? {
        let data = cairo_image_surface_get_data(image.surface)
        return data?.withMemoryRebound(to: UInt32.self, capacity: 1) {
            pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(image.pixelWidth), Int32(image.pixelHeight), $0,
                                     cairo_image_surface_get_stride(image.surface))
        }
    }

    /// Our row-vector homography as pixman's column-vector 16.16 matrix. pixman keeps the
    /// homogeneous point (X, Y, W) in 16.16 fixed point, so the map, which is the same at any
    /// scale, is scaled to bring the largest |X|, |Y| or |W| over the destination box close to
    /// 30,000: as large as the format allows, so the small perspective terms keep their precision.
    private static func fixedTransform(_ h: Homography, size: CGSize) -> pixman_transform_t {
        var largest: CGFloat = 0
        for (x, y) in [(-1, -1), (size.width + 1, -1), (-1, size.height + 1), (size.width + 1, size.height + 1)] {
            let X = x * h.h11 + y * h.h21 + h.h31, Y = x * h.h12 + y * h.h22 + h.h32, W = x * h.h13 + y * h.h23 + h.h33
            largest = max(largest, abs(X), abs(Y), abs(W))
        }
        let k = largest > 0 ? 30_000 / largest : 1
        let m: [[CGFloat]] = [[h.h11, h.h21, h.h31], [h.h12, h.h22, h.h32], [h.h13, h.h23, h.h33]]
        func fixed(_ v: CGFloat) -> pixman_fixed_t {
            pixman_fixed_t(clamping: Int64((v * k * 65_536).rounded()))
        }
        return pixman_transform_t(matrix: (
            (fixed(m[0][0]), fixed(m[0][1]), fixed(m[0][2])),
            (fixed(m[1][0]), fixed(m[1][1]), fixed(m[1][2])),
            (fixed(m[2][0]), fixed(m[2][1]), fixed(m[2][2]))))
    }
}
