import Foundation
import Tessera

/// One example of the gallery: what it is called, which seed it comes from, and how to make it.
public struct DemoDescriptor: Sendable {
    public let id: String
    public let title: String
    /// The seed document (and listing) the demo follows.
    public let seed: String
    public let make: @MainActor @Sendable () -> UIViewController
}

/// Every demo that is built, in the order the gallery lists them.
public enum DemoCatalog {
    public static let all: [DemoDescriptor] = [
        DemoDescriptor(id: "view-basics", title: "Views, photos and transforms",
                       seed: "Foundation: views, content modes, 3D transforms, animation",
                       make: { ViewBasicsViewController() }),
        DemoDescriptor(id: "line-layout", title: "LineLayout", seed: "Seed 001: LineLayout, zoom by distance to the centre, snapping",
                       make: { LineLayoutViewController() }),
        DemoDescriptor(id: "circle-layout", title: "CircleLayout", seed: "Seed 001: CircleLayout, a fully custom layout",
                       make: { CircleLayoutViewController() }),
        DemoDescriptor(id: "states", title: "States with a title decoration", seed: "Seed 002: a decoration view configured by a layout-attributes subclass",
                       make: { StatesViewController() }),
        DemoDescriptor(id: "circle-updates", title: "CircleLayout insert and delete", seed: "Seed 001: items grow out of and shrink into the centre",
                       make: { CircleLayoutViewController() }),
        DemoDescriptor(id: "stacks", title: "Stacks to grid", seed: "Seed 004: setCollectionViewLayout(_:animated:) with no stray headers",
                       make: { StacksViewController() }),
        DemoDescriptor(id: "layout-to-layout", title: "Layout to layout", seed: "Seed 004: useLayoutToLayoutNavigationTransitions in a navigation controller",
                       make: { LayoutToLayoutGridController() }),
        DemoDescriptor(id: "survey", title: "Survey", seed: "Seed 000: listing 3.8, insert the next section, reload the previous, scroll",
                       make: { SurveyViewController() }),
        DemoDescriptor(id: "survey-storyboard", title: "Survey from a storyboard",
                       seed: "Seed 003: the collection view, flow layout, prototype cell and header set in Interface Builder",
                       make: { UIStoryboard(name: "Survey", bundle: .module).instantiateInitialViewController() ?? SurveyViewController() }),
        DemoDescriptor(id: "tabs", title: "Tabs and a toolbar", seed: "Modern UIKit: a tab bar controller with badges, a navigation toolbar",
                       make: { TabsDemoController() }),
        DemoDescriptor(id: "presentations", title: "Presentations",
                       seed: "Modern UIKit: sheets with detents, a full-screen cover, a popover, a custom interactive card, pages, a date picker, a colour well, the share sheet",
                       make: { PresentationsDemoController() }),
        DemoDescriptor(id: "menus", title: "Menus",
                       seed: "Modern UIKit: a context menu with a submenu and inline choices, a pop-up button, a menu with small actions and items that load, a bar button menu",
                       make: { MenusDemoController() }),
        DemoDescriptor(id: "diffable-list", title: "Diffable list", seed: "Modern UIKit: snapshots that shuffle, insert and delete",
                       make: { DiffableListViewController() }),
        DemoDescriptor(id: "cover-flow", title: "Cover Flow", seed: "Seed 004: tap a cover to centre it, tap the centred one to flip it",
                       make: { CoverFlowViewController() }),
        DemoDescriptor(id: "circle-pinch", title: "CircleLayout pinch", seed: "Seed 004: listings 6.8 to 6.10, pinch to move and resize the circle",
                       make: { CircleLayoutViewController() }),
        DemoDescriptor(id: "springy", title: "Springy dynamics", seed: "UIKit Dynamics: a flow layout whose items hang on springs",
                       make: { SpringyListViewController() }),
        DemoDescriptor(id: "falling-tiles", title: "Falling tiles",
                       seed: "UIKit Dynamics: tap a tile to drop it onto the others (gravity, collisions, rotation); tap again to snap it back",
                       make: { DropCellsViewController() }),
        DemoDescriptor(id: "throw-card", title: "Throw a card",
                       seed: "UIKit Dynamics: drag a card on an attachment, let go to throw it with a push; it bounces off the edges",
                       make: { ThrowCardViewController() }),
        DemoDescriptor(id: "compositional", title: "Compositional layout", seed: "Modern UIKit: sections of groups of items, with a diffable data source",
                       make: { CompositionalPhotosViewController() }),
        DemoDescriptor(id: "activity-indicators", title: "Activity indicators",
                       seed: "Core Animation: shape and replicator layers with endless basic, keyframe and grouped animations",
                       make: { ActivityIndicatorsViewController() }),
        DemoDescriptor(id: "skeleton-shimmer", title: "Loading placeholders",
                       seed: "Core Animation: a gradient masked by the placeholders' shapes, its locations swept for ever",
                       make: { SkeletonShimmerViewController() }),
        DemoDescriptor(id: "gradient-card", title: "Gradient card",
                       seed: "Core Animation: a gradient-backed view, text layers, a conic progress ring that springs, a sweeping shine",
                       make: { GradientCardViewController() }),
        DemoDescriptor(id: "attributed-article", title: "Attributed article",
                       seed: "Text: labels with attributed text — fonts, colours, kerning, paragraph styles, a link, a strikethrough, an inline image",
                       make: { AttributedArticleViewController() }),
        DemoDescriptor(id: "reminder-pickers", title: "Reminder pickers",
                       seed: "Controls: a time on a wheels date picker and a repeat on a picker view, summed up below",
                       make: { ReminderPickersViewController() }),
        DemoDescriptor(id: "app-store", title: "App Store-like screen",
                       seed: "Modern UIKit: sideways sections that page, scroll freely and page by group; headers, a badge, a section background",
                       make: { AppStoreViewController() }),
        DemoDescriptor(id: "photos-library", title: "Photos-like library",
                       seed: "Modern UIKit: a carousel that scales its cards as they scroll, month titles pinned over a grid on a blurred bar (UIVisualEffectView)",
                       make: { PhotosLibraryViewController() }),
        DemoDescriptor(id: "settings-list", title: "Settings-like list",
                       seed: "Modern UIKit: inset-grouped list sections with headers, footers and rounded panels",
                       make: { SettingsListViewController() }),
        DemoDescriptor(id: "contacts-table", title: "Contacts table",
                       seed: "UITableView: letters pinned over their sections, a section index to jump with, swipe to delete or star",
                       make: { ContactsTableViewController() }),
        DemoDescriptor(id: "settings-table", title: "Settings table",
                       seed: "UITableViewController, inset grouped: value cells, accessories, a checkmark list; Edit to delete, add and reorder favourites",
                       make: { SettingsTableViewController() }),
        DemoDescriptor(id: "sidebar-list", title: "Sidebar with swipe actions",
                       seed: "Modern UIKit: a sidebar list; swipe a mailbox left to delete or flag it, right to pin it",
                       make: { SidebarListViewController() }),
        DemoDescriptor(id: "outline", title: "Folders outline",
                       seed: "Modern UIKit: a sidebar of folders that expand and collapse, from a section snapshot",
                       make: { OutlineViewController() }),
        DemoDescriptor(id: "checklist", title: "Checklist in edit mode",
                       seed: "Modern UIKit: list cell accessories that change with edit mode; delete rows, drag them by their grips",
                       make: { ChecklistViewController() }),
        DemoDescriptor(id: "photo-board", title: "Photo board",
                       seed: "Drag and drop: long press a photo and drag it between the board and the tray, or within either",
                       make: { PhotoBoardViewController() }),
        DemoDescriptor(id: "prefetch-feed", title: "Prefetching feed",
                       seed: "Prefetching: photos load one screen ahead of scrolling; turning back cancels them; pull down to refresh",
                       make: { PrefetchFeedViewController() }),
        DemoDescriptor(id: "sign-in", title: "Sign-in form",
                       seed: "Text input: text fields that Tab between them, a secure password, a button enabled as you type, a switch",
                       make: { SignInFormViewController() }),
        DemoDescriptor(id: "paging-carousel", title: "Paging carousel",
                       seed: "Controls: a carousel that pages a screen at a time, with a UIPageControl that follows it and turns it",
                       make: { PagingCarouselViewController() }),
        DemoDescriptor(id: "reorder", title: "Reorderable grid", seed: "Modern UIKit: long press and drag to move an item",
                       make: { ReorderableGridViewController() }),
        DemoDescriptor(id: "big-grid", title: "A million items", seed: "Scrolling cost flat in the number of items",
                       make: { BigGridViewController() }),
        DemoDescriptor(id: "photo-grid", title: "Photos sized by aspect ratio", seed: "Seed 000: listings 3.6 and 3.9",
                       make: { PhotoGridViewController() }),
        DemoDescriptor(id: "chat", title: "Chat", seed: "Auto Layout: message cells that size themselves (automaticSize)",
                       make: { ChatViewController() }),
        DemoDescriptor(id: "cards", title: "Cards", seed: "Auto Layout: a UIStackView of photo, title and text in each self-sizing card",
                       make: { CardsViewController() }),
    ]

    public static func demo(id: String) -> DemoDescriptor? { all.first { $0.id == id } }
}

/// The sample photos that ship with the demos (see NOTICE.md for their licences).
public enum DemoPhotos {
    /// Makes `UIImage(named:)` find the photos.
    public static func register() { UIImage.register(bundle: Bundle.module) }

    /// A photo by file name without extension, e.g. `"chelsea"`.
    /// The photo carries what it shows as its `accessibilityLabel`, so screen readers name
    /// the cells and image views that show it.
    @MainActor public static func named(_ name: String) -> UIImage? {
        register()
        let image = UIImage(named: name)
        image?.accessibilityLabel = description(of: name)
        return image
    }

    /// What each photo shows (from the photos' licence list).
    static func description(of name: String) -> String? {
        let shows = ["astronaut": "Astronaut Eileen Collins", "chelsea": "Chelsea the cat", "coffee": "A cup of coffee",
                     "rocket": "A rocket launch", "hubble_deep_field": "The Hubble deep field", "hubble": "The Hubble deep field",
                     "retina": "A human retina", "camera": "A person with a camera", "coins": "Greek coins", "horse": "A horse",
                     "cell": "Cells under a microscope", "ihc": "A tissue stain", "moon": "The lunar surface",
                     "brick": "Brick texture", "grass": "Grass texture", "gravel": "Gravel texture"]
        let base = name.replacingOccurrences(of: "-portrait", with: "")
        return shows[base]
    }
}
