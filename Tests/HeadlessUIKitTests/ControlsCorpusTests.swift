import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessTesting
import Testing

/// The controls corpus (`Corpus/Controls*.swift`), written as UIKit apps write them and
/// compiled against HeadlessUIKit, driven as a finger would and drawn in reviewed goldens.
@MainActor
@Suite struct ControlsCorpusTests {
  private static let device = GridSize(width: 40, height: 16)

  @Test func theSettingsScreenDrawsItsSwitchesAndItsSegmentedControl() throws {
    let settings = ControlsSettingsViewController()
    let screen = UINavigationController(rootViewController: settings)
    assertGolden(of: screen, as: .viewController(device: Self.device, accessibility: true))
  }

  @Test func flippingASwitchAndChoosingASegmentReachTheAppsSettings() throws {
    let settings = ControlsSettingsViewController()
    let screen = UINavigationController(rootViewController: settings)
    let frame = DeviceFrame(size: Self.device)
    _ = try frame.text(of: screen)
    let wifiRow = try #require(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    let wifi = try #require(wifiRow.accessoryView as? UISwitch)
    #expect(wifi.toggle())
    #expect(!settings.settings.isWiFiOn)
    let appearanceRow = try #require(
      settings.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? ControlsAppearanceCell)
    #expect(appearanceRow.picker.chooseSegment(titled: "Dark"))
    #expect(settings.settings.appearance == 1)
    assertGolden(of: screen, as: .viewController(device: Self.device, accessibility: true))
  }

  @Test func theSignUpFormFillsInFieldByFieldAndEnablesItsButton() throws {
    let form = ControlsSignUpViewController()
    let screen = UINavigationController(rootViewController: form)
    assertGolden(of: screen, as: .viewController(device: Self.device, accessibility: true))
    // The delegate keeps the first 20 characters: not every one is typed.
    #expect(!form.nameField.type("Ada Lovelace, Countess of Lovelace"))
    #expect(form.nameField.text == "Ada Lovelace, Counte")
    #expect(form.nameField.tapReturnKey())
    #expect(form.emailField.isEditing)
    #expect(form.emailField.type("ada@example.com"))
    #expect(form.emailField.tapReturnKey())
    #expect(form.passwordField.type("analytical"))
    #expect(!form.signUpButton.isEnabled)
    #expect(form.termsSwitch.toggle())
    #expect(form.signUpButton.isEnabled)
    assertGolden(of: screen, as: .viewController(device: Self.device, accessibility: true))
    #expect(form.signUpButton.tap())
    #expect(form.submitted?.name == "Ada Lovelace, Counte")
    #expect(form.submitted?.email == "ada@example.com")
    #expect(!form.passwordField.isEditing)
  }

  @Test func deletingConfirmsWithAnAlertAndRenamingGoesThroughASheetAndAField() throws {
    let photo = ControlsAlertViewController()
    let screen = UINavigationController(rootViewController: photo)
    let frame = DeviceFrame(size: Self.device)
    _ = try frame.text(of: screen)
    #expect(photo.deleteButton.tap())
    let alert = try #require(photo.presentedViewController as? UIAlertController)
    #expect(alert.preferredAction?.title == "Delete")
    assertGolden(of: screen, as: .viewController(device: Self.device, accessibility: true))
    #expect(alert.tapAction(titled: "Delete"))
    #expect(photo.presentedViewController == nil)
    #expect(photo.statusLabel.text == "Deleted")

    #expect(photo.moreButton.tap())
    let sheet = try #require(photo.presentedViewController as? UIAlertController)
    assertGolden(of: screen, as: .viewController(device: Self.device, accessibility: true))
    #expect(sheet.tapAction(titled: "Rename"))
    let rename = try #require(photo.presentedViewController as? UIAlertController)
    #expect(rename !== sheet)
    let field = try #require(rename.textFields?.first)
    #expect(field.tapClearButton())
    #expect(field.type("beach.jpg"))
    assertGolden(of: screen, as: .viewController(device: Self.device, accessibility: true))
    #expect(rename.tapAction(titled: "Save"))
    #expect(photo.statusLabel.text == "beach.jpg")
    assertGolden(of: screen, as: .viewController(device: Self.device))
  }

  @Test func drawingCodeRunsAndItsViewsShowWhereTheyDraw() throws {
    let activity = ControlsDrawingViewController()
    let screen = UINavigationController(rootViewController: activity)
    assertGolden(of: screen, as: .viewController(device: Self.device, accessibility: true))
    #expect(activity.ring.recordedDrawing.count == 5)
    #expect(activity.ring.recordedDrawing.first == "setLineWidth(8.0)")
    #expect(activity.ring.recordedDrawing.last?.hasPrefix("stroke(arc(78.0, 44.0") == true)
    #expect(activity.header.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
  }
}
