import Foundation

extension XCUIElement {
    /// What an element is, with XCTest's names and raw values (`XCUIElementType`).
    ///
    /// On Linux an element's type comes from its class first (`UIButton` is a button,
    /// `UITableViewCell` a cell, a secure `UITextField` a secure text field) and then from its
    /// accessibility traits, as Apple maps them (`.button` a button, `.image` an image,
    /// `.staticText` static text, `.link` a link, `.searchField` a search field, `.adjustable`
    /// a slider); anything else is `.other`.
    public enum ElementType: UInt, Sendable, CaseIterable, CustomStringConvertible {
        case any = 0, other, application, group, window, sheet, drawer, alert, dialog, button, radioButton,
             radioGroup, checkBox, disclosureTriangle, popUpButton, comboBox, menuButton, toolbarButton, popover,
             keyboard, key, navigationBar, tabBar, tabGroup, toolbar, statusBar, table, tableRow, tableColumn,
             outline, outlineRow, browser, collectionView, slider, pageIndicator, progressIndicator,
             activityIndicator, segmentedControl, picker, pickerWheel, `switch`, toggle, link, image, icon,
             searchField, scrollView, scrollBar, staticText, textField, secureTextField, datePicker, textView,
             menu, menuItem, menuBar, menuBarItem, map, webView, incrementArrow, decrementArrow, timeline,
             ratingIndicator, valueIndicator, splitGroup, splitter, relevanceIndicator, colorWell, helpTag, matte,
             dockItem, ruler, rulerMarker, grid, levelIndicator, cell, layoutArea, layoutItem, handle, stepper, tab,
             touchBar, statusItem

        /// The name XCTest prints in queries and failures ("Button", "StaticText", "Cell").
        public var description: String { Self.names[Int(rawValue)] }

        private static let names = [
            "Any", "Other", "Application", "Group", "Window", "Sheet", "Drawer", "Alert", "Dialog", "Button",
            "RadioButton", "RadioGroup", "CheckBox", "DisclosureTriangle", "PopUpButton", "ComboBox", "MenuButton",
            "ToolbarButton", "Popover", "Keyboard", "Key", "NavigationBar", "TabBar", "TabGroup", "Toolbar",
            "StatusBar", "Table", "TableRow", "TableColumn", "Outline", "OutlineRow", "Browser", "CollectionView",
            "Slider", "PageIndicator", "ProgressIndicator", "ActivityIndicator", "SegmentedControl", "Picker",
            "PickerWheel", "Switch", "Toggle", "Link", "Image", "Icon", "SearchField", "ScrollView", "ScrollBar",
            "StaticText", "TextField", "SecureTextField", "DatePicker", "TextView", "Menu", "MenuItem", "MenuBar",
            "MenuBarItem", "Map", "WebView", "IncrementArrow", "DecrementArrow", "Timeline", "RatingIndicator",
            "ValueIndicator", "SplitGroup", "Splitter", "RelevanceIndicator", "ColorWell", "HelpTag", "Matte",
            "DockItem", "Ruler", "RulerMarker", "Grid", "LevelIndicator", "Cell", "LayoutArea", "LayoutItem",
            "Handle", "Stepper", "Tab", "TouchBar", "StatusItem"
        ]
    }
}
