import Foundation
import HeadlessRender
import HeadlessTesting
import Testing

/// A settings form written as UIKit apps write it: a switch, a segmented control, a name field
/// whose delegate refuses digits, a password field, a notes view, and a button that asks in an
/// alert before it resets.
@MainActor
private final class FormScreen: UIViewController, UITextFieldDelegate {
  let wifi = UISwitch()
  let period = UISegmentedControl(items: ["Day", "Week", "Month"])
  let name = UITextField()
  let password = UITextField()
  let notes = UITextView()
  var events: [String] = []
  var returned = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    wifi.accessibilityLabel = "Wi-Fi"
    wifi.addAction(
      UIAction { [unowned self] _ in events.append("wifi \(wifi.isOn)") }, for: .valueChanged)
    period.selectedSegmentIndex = 0
    period.setEnabled(false, forSegmentAt: 2)
    period.addAction(
      UIAction { [unowned self] _ in events.append("period \(period.selectedSegmentIndex)") },
      for: .valueChanged)
    name.placeholder = "Name"
    name.borderStyle = .roundedRect
    name.delegate = self
    password.placeholder = "Password"
    password.isSecureTextEntry = true
    password.isEnabled = false
    notes.accessibilityIdentifier = "notes"
    let reset = UIButton(type: .system)
    reset.setTitle("Reset", for: .normal)
    reset.addAction(UIAction { [unowned self] _ in confirmReset() }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [wifi, period, name, password, notes, reset])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      notes.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  private func confirmReset() {
    let alert = UIAlertController(title: "Reset?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Reset", style: .destructive) { [unowned self] _ in
        events.append("reset")
      })
    present(alert, animated: true)
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString: String
  ) -> Bool {
    !replacementString.contains(where: \.isNumber)
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    returned += 1
    return true
  }
}

@MainActor
@Suite struct HeadlessAppControlsTests {
  private func app() -> (HeadlessApp, FormScreen) {
    let screen = FormScreen()
    return (
      HeadlessApp(rootViewController: screen, device: GridSize(width: 30, height: 20)), screen
    )
  }

  private func error(_ body: () throws -> Void) -> String? {
    do {
      try body()
      Issue.record("the action was not refused")
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func aSwitchIsFoundByItsLabelAndFlippedByATap() throws {
    let (app, screen) = app()
    #expect(app.switches.count == 1)
    #expect(app.switches["Wi-Fi"].label == "Wi-Fi")
    try app.switches["Wi-Fi"].tap()
    #expect(screen.wifi.isOn)
    try app.switches["Wi-Fi"].tap()
    #expect(!screen.wifi.isOn)
    #expect(screen.events == ["wifi true", "wifi false"])
  }

  @Test func aSegmentIsAButtonThatChoosesItsSegmentAndADisabledOneIsRefused() throws {
    let (app, screen) = app()
    try app.buttons["Week"].tap()
    #expect(screen.period.selectedSegmentIndex == 1)
    #expect(screen.events == ["period 1"])
    #expect(!app.buttons["Month"].isEnabled)
    #expect(
      error { try app.buttons["Month"].tap() }
        == "Failed to tap button \"Month\": Element is not enabled")
    #expect(screen.period.selectedSegmentIndex == 1)
  }

  @Test func typingIntoATextFieldAsksItsDelegatePerCharacterAndReturnTapsReturn() throws {
    let (app, screen) = app()
    try app.textFields["Name"].typeText("Ada")
    #expect(screen.name.text == "Ada")
    #expect(screen.name.isFirstResponder)
    #expect(screen.returned == 0)
    try app.textFields["Ada"].typeText(" L\n")
    #expect(screen.name.text == "Ada L")
    #expect(screen.returned == 1)
    // The delegate refuses digits: the others are typed, and the refusal is an error.
    #expect(
      error { try app.textFields["Name"].typeText("a1b") }
        == "Failed to type \"a1b\" into text field \"Name\": its delegate refused what was typed")
    #expect(screen.name.text == "Ada Lab")
  }

  @Test func secureFieldsAreTheirOwnKindAndADisabledOneTakesNoText() {
    let (app, screen) = app()
    #expect(app.textFields.labels == ["Name"])
    #expect(app.secureTextFields.labels == ["Password"])
    #expect(
      error { try app.secureTextFields["Password"].typeText("x") }
        == "Failed to type \"x\" into secure text field \"Password\": Element is not enabled")
    #expect(screen.password.text?.isEmpty ?? true)
  }

  @Test func aTextViewTakesEveryCharacterNewlinesIncluded() throws {
    let (app, screen) = app()
    try app.textViews["notes"].typeText("one\ntwo")
    #expect(screen.notes.text == "one\ntwo")
  }

  @Test func anAlertsActionsAreButtonsAndATapDismissesItThenRunsTheHandler() throws {
    let (app, screen) = app()
    try app.buttons["Reset"].tap()
    #expect(screen.presentedViewController is UIAlertController)
    // Two buttons named Reset now: the screen's and the alert's destructive action.
    try app.buttons["Reset", 2].tap()
    #expect(screen.presentedViewController == nil)
    #expect(screen.events == ["reset"])
    try app.buttons["Reset"].tap()
    try app.buttons["Cancel"].tap()
    #expect(screen.presentedViewController == nil)
    #expect(screen.events == ["reset"])
  }

  @Test func aSwitchOrFieldIsNotAButtonNorTakesTheOthersAction() {
    let (app, _) = app()
    #expect(
      error { try app.switches["Wi-Fi"].typeText("x") }
        == "Failed to type \"x\" into switch \"Wi-Fi\": it is not a text field")
    #expect(app.buttons["Wi-Fi"].exists == false)
  }
}
