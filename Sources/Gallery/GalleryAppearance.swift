@_spi(Host) import Tessera

/// The appearance the gallery runs in: light or dark, left to right or right to left.
struct GalleryAppearance {
    var dark = false
    var rightToLeft = false
    /// The user's text size (Dynamic Type).
    var textSize = UIContentSizeCategory.large

    /// Sets the screen's appearance and the application's direction; call after the screen
    /// or window host is made (each starts from the defaults).
    @MainActor func apply() {
        UIScreen.main.userInterfaceStyle = dark ? .dark : .light
        UIApplication.shared.userInterfaceLayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        UIScreen.main.preferredContentSizeCategory = textSize
    }
}
