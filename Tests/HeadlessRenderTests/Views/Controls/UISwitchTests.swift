import Foundation
import Testing

@testable import HeadlessRender

/// A switch: its state, its events, how it is drawn and read, alone and as a row's accessory.
@MainActor
@Suite struct UISwitchTests {
  private func draw(_ view: UIView) -> String {
    var canvas = Canvas(width: view.gridFrame.width, height: view.gridFrame.height)
    view.render(on: &canvas)
    return canvas.lines.joined(separator: "\n")
  }

  @Test func theThumbSitsTrailingWhenOnAndLeadingWhenOffInBracketsThatSayEnabled() {
    let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 78, height: 66))  // 8 × 3
    #expect(!toggle.isOn)
    #expect(draw(toggle) == "\n[○  ]\n")
    toggle.setOn(true, animated: true)
    #expect(draw(toggle) == "\n[  ●]\n")
    toggle.isEnabled = false
    #expect(draw(toggle) == "\n(  ●)\n")
    toggle.isOn = false
    #expect(draw(toggle) == "\n(○  )\n")
  }

  @Test func aSwitchIsFiveColumnsByOneLineWhateverItIsOffered() {
    let toggle = UISwitch()
    #expect(toggle.layoutIntrinsicSize == (5, 1))
    #expect(toggle.intrinsicContentSize == CGSize(width: 48.75, height: 22))
    #expect(
      toggle.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 48.75, height: 22))
  }

  @Test func settingTheStateInCodeSendsNothingAndAFingerFlipsItAndSendsValueChanged() {
    var log: [String] = []
    let toggle = UISwitch(
      frame: .zero,
      primaryAction: UIAction { action in
        log.append("primary \((action.sender as? UISwitch)?.isOn == true)")
      })
    toggle.addAction(
      UIAction { action in log.append("changed \((action.sender as? UISwitch)?.isOn == true)") },
      for: .valueChanged)
    toggle.addAction(UIAction { _ in log.append("tap") }, for: .touchUpInside)
    toggle.isOn = true
    toggle.setOn(false, animated: false)
    #expect(log.isEmpty)
    #expect(toggle.toggle())
    #expect(toggle.isOn)
    #expect(log == ["primary true", "changed true"])
    #expect(toggle.tap())
    #expect(!toggle.isOn)
    #expect(log == ["primary true", "changed true", "primary false", "changed false"])
    toggle.isEnabled = false
    #expect(!toggle.toggle())
    #expect(!toggle.isOn)
    #expect(log.count == 4)
  }

  @Test func tintsAndImagesAreKept() {
    let toggle = UISwitch()
    toggle.onTintColor = .systemGreen
    toggle.thumbTintColor = .white
    #expect(toggle.onTintColor == .systemGreen)
    #expect(toggle.thumbTintColor == .white)
  }

  @Test func voiceOverReadsASwitchButtonAndItsStateNotItsValue() {
    let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 48.75, height: 22))
    toggle.accessibilityLabel = "Wi-Fi"
    #expect(toggle.accessibilityValue == "0")
    #expect(
      toggle.accessibilityElementsInReadingOrder().map(\.lines) == [
        ["Wi-Fi. Switch Button. Off.", "  Double tap to toggle setting."]
      ])
    toggle.isOn = true
    toggle.accessibilityHint = "Joins known networks"
    #expect(
      toggle.accessibilityElementsInReadingOrder().map(\.lines) == [
        ["Wi-Fi. Switch Button. On.", "  Joins known networks. Double tap to toggle setting."]
      ])
    toggle.isEnabled = false
    #expect(
      toggle.accessibilityElementsInReadingOrder().map(\.description) == [
        "Wi-Fi. Dimmed. Switch Button. On."
      ])
  }

  @Test func aMixedValueReadsMixedAndAnyOtherValueNoState() {
    var element = AccessibilityElement(
      label: "All", value: "2", traits: [.button, .switchButton])
    #expect(element.description == "All. Switch Button. Mixed.")
    element.value = "maybe"
    #expect(element.description == "All. Switch Button.")
    // Without the button trait the private switch trait says nothing, and the value is read.
    element.traits = .switchButton
    #expect(element.description == "All: maybe")
  }

  private func settingsCell(switchIn place: String) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 292.5, height: 44)  // 30 columns, 2 lines
    cell.textLabel?.text = "Wi-Fi"
    let toggle = UISwitch()
    toggle.isOn = true
    if place == "accessory" {
      cell.accessoryView = toggle
    } else {
      toggle.frame = CGRect(x: 195, y: 0, width: 48.75, height: 22)
      cell.contentView.addSubview(toggle)
    }
    cell.layoutIfNeeded()
    return cell
  }

  @Test func aSwitchAsTheAccessoryViewIsReadAsPartOfTheRow() {
    let cell = settingsCell(switchIn: "accessory")
    #expect(
      cell.accessibilityElementsInReadingOrder().map(\.lines) == [
        ["Wi-Fi. Switch Button. On.", "  Double tap to toggle setting."]
      ])
  }

  @Test func aSwitchInTheContentViewIsAnElementOfItsOwnAfterTheRow() {
    let cell = settingsCell(switchIn: "content")
    #expect(
      cell.accessibilityElementsInReadingOrder().map(\.description) == [
        "Wi-Fi", "Switch Button. On.",
      ])
  }
}
