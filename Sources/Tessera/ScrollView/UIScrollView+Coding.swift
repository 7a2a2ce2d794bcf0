import Foundation

extension UIScrollView {
    /// The Attributes inspector's scroll view: scrolling, paging, bouncing and indicators.
    func decodeScrollAttributes(_ coder: NSCoder) {
        if let enabled = coder.decodedFlag("scrollEnabled") { isScrollEnabled = enabled }
        if let paging = coder.decodedFlag("pagingEnabled") { isPagingEnabled = paging }
        if let bounces = coder.decodedFlag("bounces") { self.bounces = bounces }
        if let vertical = coder.decodedFlag("alwaysBounceVertical") { alwaysBounceVertical = vertical }
        if let horizontal = coder.decodedFlag("alwaysBounceHorizontal") { alwaysBounceHorizontal = horizontal }
        if let shows = coder.decodedFlag("showsVerticalScrollIndicator") { showsVerticalScrollIndicator = shows }
        if let shows = coder.decodedFlag("showsHorizontalScrollIndicator") { showsHorizontalScrollIndicator = shows }
    }
}
