import Foundation
import Testing

@testable import HeadlessRender

/// A segmented control: its segments, the chosen one, its events, drawing and reading.
@MainActor
@Suite struct UISegmentedControlTests {
  private func draw(_ view: UIView) -> String {
    var canvas = Canvas(width: view.gridFrame.width, height: view.gridFrame.height)
    view.render(on: &canvas)
    return canvas.lines.joined(separator: "\n")
  }

  private func control(_ items: [Any]?, columns: Int = 23) -> UISegmentedControl {
    let control = UISegmentedControl(items: items)
    control.gridFrame = GridRect(x: 0, y: 0, width: columns, height: 1)
    return control
  }

  @Test func theDocumentedControlPrintsExactlyAsShown() {
    let range = control(["Day", "Week", "Month"])
    range.selectedSegmentIndex = 1
    #expect(draw(range) == "  Day  │[Week] │ Month")
  }

  @Test func segmentsShareTheWidthTheFirstOnesTakingTheColumnsLeftOver() {
    // 25 columns: 23 for three segments, 8, 8 and 7.
    let range = control(["A", "B", "C"], columns: 25)
    #expect(range.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(UISegmentedControl.noSegment == -1)
    #expect(draw(range) == "   A    │   B    │   C")
    range.selectedSegmentIndex = 2
    #expect(draw(range) == "   A    │   B    │  [C]")
  }

  @Test func aDisabledSegmentOrControlIsInRoundBracketsAndTooLongTitlesAreCut() {
    let range = control(["Day", "Fortnight", "Month"])
    range.setEnabled(false, forSegmentAt: 2)
    #expect(!range.isEnabledForSegment(at: 2))
    #expect(range.isEnabledForSegment(at: 0))
    #expect(!range.isEnabledForSegment(at: 3))
    #expect(draw(range) == "  Day  │ Fort… │(Month)")
    range.isEnabled = false
    #expect(draw(range) == " (Day) │(Fort…)│(Month)")
  }

  @Test func theIntrinsicWidthGivesEverySegmentTheWidestTitleAndFourColumns() {
    #expect(control(["Day", "Month"]).layoutIntrinsicSize == (2 * 9 + 1, 1))
    #expect(control(nil).layoutIntrinsicSize == (0, 1))
    #expect(control([UIImage(systemName: "star") as Any]).layoutIntrinsicSize == (8, 1))
  }

  @Test func insertingPinsTheIndexAndKeepsTheChosenSegmentChosen() {
    let range = control(["Week"])
    range.selectedSegmentIndex = 0
    range.insertSegment(withTitle: "Day", at: -5, animated: true)
    range.insertSegment(withTitle: "Year", at: 99, animated: false)
    range.insertSegment(with: UIImage(systemName: "star"), at: 2, animated: false)
    #expect(range.numberOfSegments == 4)
    #expect((0..<4).map { range.titleForSegment(at: $0) } == ["Day", "Week", nil, "Year"])
    #expect(range.imageForSegment(at: 2)?.name == "star")
    #expect(range.selectedSegmentIndex == 1)
    range.insertSegment(withTitle: "After", at: 2, animated: false)
    #expect(range.selectedSegmentIndex == 1)
  }

  @Test func removingBeforeTheChosenOneShiftsItAndRemovingItLeavesNoneChosen() {
    let range = control(["Day", "Week", "Month"])
    range.selectedSegmentIndex = 2
    range.removeSegment(at: 7, animated: false)
    range.removeSegment(at: -1, animated: false)
    #expect(range.numberOfSegments == 3)
    range.removeSegment(at: 0, animated: true)
    #expect(range.selectedSegmentIndex == 1)
    #expect(range.titleForSegment(at: 1) == "Month")
    range.removeSegment(at: 1, animated: false)
    #expect(range.selectedSegmentIndex == UISegmentedControl.noSegment)
    range.selectedSegmentIndex = 0
    range.removeAllSegments()
    #expect(range.numberOfSegments == 0)
    #expect(range.selectedSegmentIndex == -1)
  }

  @Test func anIndexOutsideTheSegmentsIsIgnored() {
    let range = control(["Day", "Week"])
    range.selectedSegmentIndex = 1
    range.selectedSegmentIndex = 2
    #expect(range.selectedSegmentIndex == 1)
    range.selectedSegmentIndex = -2
    #expect(range.selectedSegmentIndex == 1)
    range.selectedSegmentIndex = UISegmentedControl.noSegment
    #expect(range.selectedSegmentIndex == -1)
    range.setTitle("Nope", forSegmentAt: 2)
    #expect(range.titleForSegment(at: 2) == nil)
  }

  @Test func aTitleAndAnImageReplaceEachOther() {
    let range = control(["Day"])
    range.setImage(UIImage(systemName: "sun.max"), forSegmentAt: 0)
    #expect(range.titleForSegment(at: 0) == nil)
    #expect(draw(range).contains("sun.max"))
    range.setTitle("Sun", forSegmentAt: 0)
    #expect(range.imageForSegment(at: 0) == nil)
    range.setWidth(80, forSegmentAt: 0)
    #expect(range.widthForSegment(at: 0) == 80)
  }

  @Test func settingTheIndexInCodeSendsNothingAndAFingerSendsValueChangedOnce() {
    var log: [Int] = []
    let range = control(["Day", "Week", "Month"])
    range.addAction(
      UIAction { action in
        log.append((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -9)
      },
      for: .valueChanged)
    range.selectedSegmentIndex = 0
    #expect(log.isEmpty)
    #expect(range.chooseSegment(at: 2))
    #expect(log == [2])
    #expect(range.chooseSegment(at: 2))  // already chosen: no event
    #expect(log == [2])
    #expect(range.chooseSegment(titled: "Week"))
    #expect(log == [2, 1])
    #expect(!range.chooseSegment(titled: "Year"))
    #expect(!range.chooseSegment(at: 3))
    range.setEnabled(false, forSegmentAt: 0)
    #expect(!range.chooseSegment(at: 0))
    range.isEnabled = false
    #expect(!range.chooseSegment(at: 2))
    #expect(log == [2, 1])
    #expect(range.selectedSegmentIndex == 1)
  }

  @Test func aMomentaryControlSendsEveryChoiceAndKeepsNoneChosen() {
    var count = 0
    let range = control(["Undo", "Redo"])
    range.isMomentary = true
    range.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
    #expect(range.chooseSegment(at: 1))
    #expect(range.chooseSegment(at: 1))
    #expect(count == 2)
    #expect(range.selectedSegmentIndex == -1)
  }

  @Test func segmentsMadeFromActionsPerformThemWhenChosen() {
    var log: [String] = []
    let list = UIAction(title: "List", identifier: .init("list")) { _ in log.append("list") }
    let grid = UIAction(title: "Grid", identifier: .init("grid")) { _ in log.append("grid") }
    let range = UISegmentedControl(
      frame: CGRect(x: 0, y: 0, width: 195, height: 22), actions: [list, grid])
    range.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)
    #expect(range.numberOfSegments == 2)
    #expect(range.titleForSegment(at: 1) == "Grid")
    #expect(range.actionForSegment(at: 1) === grid)
    #expect(range.actionForSegment(at: 2) == nil)
    #expect(range.segmentIndex(identifiedBy: .init("grid")) == 1)
    #expect(range.segmentIndex(identifiedBy: .init("map")) == -1)
    #expect(range.chooseSegment(at: 1))
    #expect(log == ["grid", "changed"])
    let map = UIAction(title: "Map") { _ in log.append("map") }
    range.insertSegment(action: map, at: 0, animated: false)
    #expect(range.titleForSegment(at: 0) == "Map")
    #expect(range.selectedSegmentIndex == 2)
  }

  @Test func voiceOverReadsEachSegmentAsAButtonWithItsPlace() {
    let range = control(["Day", "Week", "Month"])
    range.selectedSegmentIndex = 1
    range.setEnabled(false, forSegmentAt: 2)
    let elements = range.accessibilityElementsInReadingOrder()
    #expect(
      elements.map(\.description) == [
        "Day. Button. 1 of 3.", "Selected: Week. Button. 2 of 3.",
        "Month. Dimmed. Button. 3 of 3.",
      ])
    #expect(elements.map(\.frame.minX) == [0, 8, 16])
    range.isAccessibilityElement = true
    range.accessibilityLabel = "Range"
    #expect(range.accessibilityElementsInReadingOrder().map(\.description) == ["Range"])
  }

  @Test func titleAttributesAreKeptPerState() {
    let range = control(["Day"])
    range.setTitleTextAttributes([NSAttributedString.Key("weight"): 2], for: .selected)
    #expect(
      range.titleTextAttributes(for: .selected)?[NSAttributedString.Key("weight")] as? Int == 2)
    #expect(range.titleTextAttributes(for: .normal) == nil)
  }
}
