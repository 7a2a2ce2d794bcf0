import Testing
import Foundation
import Tessera
import TesseraTesting
import Demos

@MainActor @Suite struct ScratchA11y {
    @Test func dump() throws {
        for controller in [ChecklistViewController(), SettingsListViewController(), SignInFormViewController()] as [UIViewController] {
            let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
            screen.rootViewController = UINavigationController(rootViewController: controller)
            screen.runUntilIdle()
            print(screen.accessibilityTreeDescription())
        }
    }
}
