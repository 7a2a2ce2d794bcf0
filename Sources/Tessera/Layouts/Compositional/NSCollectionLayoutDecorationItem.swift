import Foundation

/// A view behind a section, such as a rounded background, made from the class registered on
/// the layout with `register(_:forDecorationViewOfKind:)`.
///
/// A background covers the section's content area (between its header and footer, its content
/// insets included) less the decoration item's own `contentInsets`; it sits behind the items
/// (`zIndex` -1 by default, so the items and the section's supplementary views draw over it).
@preconcurrency @MainActor open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = -1

    /// Use ``background(elementKind:)``.
    public required init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), supplementaryItems: [])
    }

    /// A background for the section, of the given kind.
    open class func background(elementKind: String) -> Self { Self(elementKind: elementKind) }
}
