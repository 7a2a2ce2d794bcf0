import Foundation
@_spi(Host) import Tessera

/// An element's type: from its class first, then from its traits, as Apple maps them.
@MainActor enum ElementTypes {
    static func type(of view: UIView) -> XCUIElement.ElementType {
        if let type = typeByClass(view) { return type }
        if let controller = view.next as? UIAlertController {
            return controller.preferredStyle == .actionSheet ? .sheet : .alert
        }
        return type(for: view.accessibilityTraits) ?? .other
    }

    private static func typeByClass(_ view: UIView) -> XCUIElement.ElementType? {
        switch view {
        case is UIWindow: return .window
        case let field as UITextField: return textFieldType(field)
        case is UITextView: return .textView
        case is UISwitch: return .switch
        case is UISlider: return .slider
        case is UIStepper: return .stepper
        case is UISegmentedControl: return .segmentedControl
        case is UIPageControl: return .pageIndicator
        case is UIProgressView: return .progressIndicator
        case is UIActivityIndicatorView: return .activityIndicator
        case is UIDatePicker: return .datePicker
        case is UIPickerView: return .picker
        case is UITableView: return .table
        case is UICollectionView: return .collectionView
        case is UITableViewCell: return .cell
        case let cell as UICollectionViewCell: return cell.isHeaderOrFooter ? nil : .cell
        case is UINavigationBar: return .navigationBar
        case is UITabBar: return .tabBar
        case is UIToolbar: return .toolbar
        case is UIButton: return .button
        case is UILabel: return .staticText
        case is UIImageView: return .image
        case let scroll as UIScrollView: return scroll.superview is UIPickerView ? .pickerWheel : .scrollView
        default: return nil
        }
    }

    private static func textFieldType(_ field: UITextField) -> XCUIElement.ElementType {
        if field.isSecureTextEntry { return .secureTextField }
        var ancestor = field.superview
        while let view = ancestor {
            if view is UISearchBar { return .searchField }
            ancestor = view.superview
        }
        return field.accessibilityTraits.contains(.searchField) ? .searchField : .textField
    }

    static func type(for traits: UIAccessibilityTraits) -> XCUIElement.ElementType? {
        let order: [(UIAccessibilityTraits, XCUIElement.ElementType)] = [
            (.searchField, .searchField), (.adjustable, .slider), (.tabBar, .tabBar), (.keyboardKey, .key),
            (.link, .link), (.button, .button), (.image, .image), (.staticText, .staticText), (.header, .staticText),
        ]
        return order.first { traits.contains($0.0) }?.1
    }
}

private extension UICollectionViewCell {
    /// A cell used as a list's header (an outline's section row is an item, a header is not).
    var isHeaderOrFooter: Bool {
        guard let collectionView = superview as? UICollectionView else { return false }
        return collectionView.indexPath(for: self) == nil
    }
}
