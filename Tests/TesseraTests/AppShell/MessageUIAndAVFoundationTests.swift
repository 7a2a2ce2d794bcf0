import AVFoundation
import Foundation
@testable import MessageUI
import Testing
@_spi(Host) @testable import Tessera
import TesseraTesting

/// The mail composer handing a message to the desktop's mail program, and AVMakeRect.
@MainActor struct MessageUIAndAVFoundationTests {
    final class Sender: UIViewController, MFMailComposeViewControllerDelegate {
        var results: [MFMailComposeResult] = []
        func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
            results.append(result)
            controller.dismiss(animated: false)
        }
    }

    @Test func presentingTheComposerHandsTheMessageOverAndTellsTheDelegate() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let sender = Sender()
        screen.rootViewController = sender
        let mail = MFMailComposeViewController()
        var handed: [MailDraft] = []
        mail.mailer = { draft in handed.append(draft); return nil }
        mail.mailComposeDelegate = sender
        mail.setToRecipients(["ada@example.org"])
        mail.setSubject("Photos")
        mail.setMessageBody("Here they are.", isHTML: false)
        mail.addAttachmentData(Data([1, 2, 3]), mimeType: "image/png", fileName: "moon.png")
        sender.present(mail, animated: false)
        screen.runUntilIdle()
        #expect(handed.count == 1 && handed.first?.to == ["ada@example.org"] && handed.first?.subject == "Photos")
        #expect(sender.results == [.sent], "the message left the app")
        #expect(sender.presentedViewController == nil, "the delegate dismissed it")
        let arguments = DesktopMailer.arguments(for: handed[0], attachmentsFolder: URL(fileURLWithPath: "/tmp/m"))
        #expect(arguments == ["--subject", "Photos", "--body", "Here they are.", "--attach", "/tmp/m/moon.png", "ada@example.org"])
    }

    @Test func withoutAMailProgramTheDelegateHearsFailed() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let sender = Sender()
        screen.rootViewController = sender
        let mail = MFMailComposeViewController()
        mail.mailer = { _ in MFMailComposeError(description: "no mail program") }
        mail.mailComposeDelegate = sender
        sender.present(mail, animated: false)
        screen.runUntilIdle()
        #expect(sender.results == [.failed])
        #expect(!MFMessageComposeViewController.canSendText(), "a desktop sends no text messages")
    }

    @Test func avMakeRectFitsTheAspectRatio() {
        #expect(AVMakeRect(aspectRatio: CGSize(width: 16, height: 9), insideRect: CGRect(x: 0, y: 0, width: 320, height: 320))
                == CGRect(x: 0, y: 70, width: 320, height: 180))
        #expect(AVMakeRect(aspectRatio: CGSize(width: 1, height: 2), insideRect: CGRect(x: 10, y: 10, width: 100, height: 100))
                == CGRect(x: 35, y: 10, width: 50, height: 100))
        #expect(AVMakeRect(aspectRatio: .zero, insideRect: CGRect(x: 0, y: 0, width: 10, height: 10)) == CGRect(x: 5, y: 5, width: 0, height: 0))
    }
}
