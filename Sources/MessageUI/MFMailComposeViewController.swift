import Foundation
@_spi(Host) import Tessera

public enum MFMailComposeResult: Int, Sendable { case cancelled, saved, sent, failed }

public struct MFMailComposeError: Error, CustomStringConvertible {
    public let description: String
}

@preconcurrency @MainActor public protocol MFMailComposeViewControllerDelegate: AnyObject {
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?)
}

extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {}
}

/// A message an app asks to send: recipients, subject, body and attachments.
struct MailDraft {
    var to: [String] = []
    var cc: [String] = []
    var bcc: [String] = []
    var subject = ""
    var body = ""
    var isHTML = false
    var attachments: [(data: Data, mimeType: String, fileName: String)] = []
}

/// The mail composer on the Linux desktop: when it appears, the message goes to the desktop's
/// mail program (`xdg-email`, with its recipients, subject, body and attachments), where the user
/// sends it; the delegate then hears `.sent` — the message has left the app — or `.failed` with
/// the reason when there is no mail program. `canSendMail()` is whether `xdg-email` is there
/// (Debian's xdg-utils).
@preconcurrency @MainActor open class MFMailComposeViewController: UINavigationController {
    open weak var mailComposeDelegate: MFMailComposeViewControllerDelegate?
    var draft = MailDraft()
    private var handedOver = false
    /// Hands the draft to the desktop (a test replaces it).
    var mailer: (MailDraft) -> Error? = DesktopMailer.send

    open class func canSendMail() -> Bool { DesktopMailer.isAvailable() }

    public init() {
        super.init(rootViewController: ComposeHandoffController())
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setSubject(_ subject: String) { draft.subject = subject }
    open func setToRecipients(_ toRecipients: [String]?) { draft.to = toRecipients ?? [] }
    open func setCcRecipients(_ ccRecipients: [String]?) { draft.cc = ccRecipients ?? [] }
    open func setBccRecipients(_ bccRecipients: [String]?) { draft.bcc = bccRecipients ?? [] }
    open func setMessageBody(_ body: String, isHTML: Bool) {
        draft.body = body
        draft.isHTML = isHTML
    }
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        draft.attachments.append((attachment, mimeType, filename))
    }
    open func setPreferredSendingEmailAddress(_ emailAddress: String) {}

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !handedOver else { return }
        handedOver = true
        let error = mailer(draft)
        mailComposeDelegate?.mailComposeController(self, didFinishWith: error == nil ? .sent : .failed, error: error)
    }
}

/// What the composer shows for the moment it takes to hand the message over.
final class ComposeHandoffController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Message"
        let label = UILabel()
        label.text = "Opening your mail program…"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

/// xdg-email, where the desktop has it.
enum DesktopMailer {
    static let path = "/usr/bin/xdg-email"

    static func isAvailable() -> Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// The arguments `xdg-email` takes for the draft (attachments written to temporary files).
    static func arguments(for draft: MailDraft, attachmentsFolder: URL) -> [String] {
        var arguments: [String] = []
        if !draft.subject.isEmpty { arguments += ["--subject", draft.subject] }
        if !draft.body.isEmpty { arguments += ["--body", draft.body] }
        for address in draft.cc { arguments += ["--cc", address] }
        for address in draft.bcc { arguments += ["--bcc", address] }
        for attachment in draft.attachments {
            arguments += ["--attach", attachmentsFolder.appendingPathComponent(attachment.fileName).path]
        }
        return arguments + draft.to
    }

    static func send(_ draft: MailDraft) -> Error? {
        guard isAvailable() else { return MFMailComposeError(description: "the desktop has no mail program (\(path), Debian's xdg-utils)") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mail-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for attachment in draft.attachments { try attachment.data.write(to: folder.appendingPathComponent(attachment.fileName)) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments(for: draft, attachmentsFolder: folder)
            try process.run()
            return nil
        } catch {
            return MFMailComposeError(description: "\(path) cannot run: \(error)")
        }
    }
}

/// Text messages: a desktop sends none, so `canSendText()` is false.
@preconcurrency @MainActor open class MFMessageComposeViewController: UINavigationController {
    open weak var messageComposeDelegate: MFMessageComposeViewControllerDelegate?
    open var recipients: [String]?
    open var body: String?
    open class func canSendText() -> Bool { false }
    open class func canSendAttachments() -> Bool { false }
    open class func canSendSubject() -> Bool { false }

    public init() {
        super.init(rootViewController: UIViewController())
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

public enum MessageComposeResult: Int, Sendable { case cancelled, sent, failed }

@preconcurrency @MainActor public protocol MFMessageComposeViewControllerDelegate: AnyObject {
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}
