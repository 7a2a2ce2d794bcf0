import Foundation
import Tessera

/// A sign-in form of `UITextField`s: Tab (or Return) moves to the next field, the password is
/// secure, the Sign In button (`UIButton.Configuration.filled()`) is enabled once both fields
/// have text (`.editingChanged`), and a `UISwitch` remembers the choice to stay signed in.
public final class SignInFormViewController: UIViewController, UITextFieldDelegate {
    public let email = UITextField()
    public let password = UITextField()
    public let remember = UISwitch()
    public private(set) var signInButton: UIButton!
    public private(set) var status = UILabel()
    /// What the form did, for the window's log.
    public var onChange: ((String) -> Void)?

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        view.backgroundColor = .systemGroupedBackground
        for (field, placeholder) in [(email, "Email"), (password, "Password")] {
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.clearButtonMode = .whileEditing
            field.delegate = self
            field.addAction(UIAction { [weak self] _ in self?.validate() }, for: .editingChanged)
            view.addSubview(field)
        }
        email.keyboardType = .emailAddress
        email.textContentType = .username
        email.autocapitalizationType = .none
        email.returnKeyType = .next
        password.isSecureTextEntry = true
        password.textContentType = .password
        password.returnKeyType = .go
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Sign In"
        configuration.cornerStyle = .large
        configuration.buttonSize = .large
        signInButton = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.signIn() })
        signInButton.isEnabled = false
        view.addSubview(signInButton)
        let rememberLabel = UILabel()
        rememberLabel.text = "Keep me signed in"
        rememberLabel.tag = 1
        view.addSubview(rememberLabel)
        remember.isOn = true
        view.addSubview(remember)
        status.textColor = .secondaryLabel
        status.textAlignment = .center
        view.addSubview(status)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 20, dy: 24)
        let width = min(area.width, 420)
        let x = area.midX - width / 2
        email.frame = CGRect(x: x, y: area.minY, width: width, height: 44)
        password.frame = CGRect(x: x, y: email.frame.maxY + 12, width: width, height: 44)
        remember.frame.origin = CGPoint(x: x + width - remember.bounds.width, y: password.frame.maxY + 18)
        view.viewWithTag(1)?.frame = CGRect(x: x, y: remember.frame.minY, width: width - 60, height: remember.bounds.height)
        signInButton.frame = CGRect(x: x, y: remember.frame.maxY + 24, width: width, height: 50)
        status.frame = CGRect(x: x, y: signInButton.frame.maxY + 16, width: width, height: 24)
    }

    /// The button works once both fields have text.
    private func validate() {
        signInButton.isEnabled = email.hasText && password.hasText
    }

    /// Return moves from the email to the password, and from the password signs in.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === email { _ = password.becomeFirstResponder() } else if signInButton.isEnabled { signIn() }
        return true
    }

    private func signIn() {
        _ = password.resignFirstResponder()
        _ = email.resignFirstResponder()
        let name = email.text ?? ""
        status.text = "Signed in as \(name)" + (remember.isOn ? ", remembered" : "")
        onChange?("signed in as \(name)")
    }
}
