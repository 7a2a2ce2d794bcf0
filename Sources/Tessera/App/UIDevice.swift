import Foundation

/// The device's orientation; a desktop has none (`.unknown`).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The machine the app runs on, as UIKit describes a device. A Linux desktop's answers:
/// the host's name, `Linux` and the kernel's release, the screen's idiom, no orientation, and no
/// battery, proximity sensor or input clicks to report.
@preconcurrency @MainActor open class UIDevice: NSObject {
    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }

    /// The device the app runs on.
    public static let current = UIDevice()

    override init() { super.init() }

    /// The machine's host name.
    open var name: String { ProcessInfo.processInfo.hostName }
    /// `Linux`: there is no device model to name.
    open var model: String { "Linux" }
    open var localizedModel: String { model }
    open var systemName: String { "Linux" }
    /// The kernel's release (`6.1.0-18-amd64`).
    open var systemVersion: String { DeviceSystem.kernelRelease }
    /// The screen's idiom: `.pad` in the window (a desktop's interface is an iPad's), as the host sets it.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.userInterfaceIdiom }
    /// A desktop has no orientation.
    open var orientation: UIDeviceOrientation { .unknown }
    open var isGeneratingDeviceOrientationNotifications: Bool { false }
    /// The same for every app on this machine: derived from `/etc/machine-id` (nil where the
    /// machine has none).
    open var identifierForVendor: UUID? { DeviceSystem.machineIdentifier }
    open var isMultitaskingSupported: Bool { true }
    open var isBatteryMonitoringEnabled = false
    /// -1: unknown, as UIKit answers when monitoring is off or there is no battery.
    open var batteryLevel: Float { -1 }
    open var batteryState: BatteryState { .unknown }
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    open var proximityState: Bool { false }

    /// Nothing to do: orientation never changes on a desktop.
    open func beginGeneratingDeviceOrientationNotifications() {}
    open func endGeneratingDeviceOrientationNotifications() {}
    /// A desktop keyboard makes no click sound.
    open func playInputClick() {}

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")
}

/// What the machine says of itself.
enum DeviceSystem {
    static var kernelRelease: String {
        let text = (try? String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8)) ?? ""
        let release = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return release.isEmpty ? ProcessInfo.processInfo.operatingSystemVersionString : release
    }

    /// `/etc/machine-id` (32 hex digits) as a UUID.
    static var machineIdentifier: UUID? {
        guard let text = try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8) else { return nil }
        let hex = Array(text.trimmingCharacters(in: .whitespacesAndNewlines))
        guard hex.count == 32 else { return nil }
        let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(hex[$0]) }
        return UUID(uuidString: groups.joined(separator: "-"))
    }
}
