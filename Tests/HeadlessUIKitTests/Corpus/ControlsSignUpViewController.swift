// A sign-up form as a UIKit app writes it: text fields laid out by anchors, a delegate that
// moves the focus on Return, and a button enabled once every field is filled.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

final class ControlsSignUpViewController: UIViewController, UITextFieldDelegate {
  let nameField = UITextField()
  let emailField = UITextField()
  let passwordField = UITextField()
  let signUpButton = UIButton(type: .system)
  let termsSwitch = UISwitch()
  let termsLabel = UILabel()
  private(set) var submitted: (name: String, email: String)?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sign Up"
    view.backgroundColor = .systemBackground

    nameField.placeholder = "Name"
    nameField.autocapitalizationType = .words
    nameField.returnKeyType = .next
    emailField.placeholder = "Email"
    emailField.keyboardType = .emailAddress
    emailField.autocapitalizationType = .none
    emailField.returnKeyType = .next
    passwordField.placeholder = "Password"
    passwordField.isSecureTextEntry = true
    passwordField.returnKeyType = .done
    termsLabel.text = "I accept the terms"
    signUpButton.setTitle("Sign Up", for: .normal)
    signUpButton.isEnabled = false
    signUpButton.addAction(
      UIAction { [weak self] _ in self?.signUp() }, for: .touchUpInside)
    termsSwitch.addAction(
      UIAction { [weak self] _ in self?.updateButton() }, for: .valueChanged)

    var previous: NSLayoutYAxisAnchor = view.safeAreaLayoutGuide.topAnchor
    for field in [nameField, emailField, passwordField] {
      field.borderStyle = .roundedRect
      field.clearButtonMode = .whileEditing
      field.delegate = self
      field.addAction(UIAction { [weak self] _ in self?.updateButton() }, for: .editingChanged)
      field.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(field)
      NSLayoutConstraint.activate([
        field.topAnchor.constraint(equalTo: previous, constant: 8),
        field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      ])
      previous = field.bottomAnchor
    }
    for control in [termsLabel, termsSwitch, signUpButton] as [UIView] {
      control.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(control)
    }
    NSLayoutConstraint.activate([
      termsLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      termsLabel.centerYAnchor.constraint(equalTo: termsSwitch.centerYAnchor),
      termsSwitch.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 16),
      termsSwitch.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      signUpButton.topAnchor.constraint(equalTo: termsSwitch.bottomAnchor, constant: 16),
      signUpButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])
  }

  private func updateButton() {
    let filled = [nameField, emailField, passwordField].allSatisfy { !($0.text ?? "").isEmpty }
    signUpButton.isEnabled = filled && termsSwitch.isOn
  }

  private func signUp() {
    view.endEditing(true)
    submitted = (nameField.text ?? "", emailField.text ?? "")
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    switch textField {
    case nameField: emailField.becomeFirstResponder()
    case emailField: passwordField.becomeFirstResponder()
    default: textField.resignFirstResponder()
    }
    return true
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    // Names are at most 20 characters long.
    guard textField === nameField else { return true }
    let current = (textField.text ?? "") as NSString
    return current.replacingCharacters(in: range, with: string).count <= 20
  }
}
