import Foundation
import Testing

@testable import HeadlessRender

/// Months and a second column of years, as a date-like picker's data source and delegate.
@MainActor
private final class MonthSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  var components = 1
  var selections: [String] = []

  func numberOfComponents(in pickerView: UIPickerView) -> Int { components }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    component == 0 ? Self.months.count : 3
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    component == 0 ? Self.months[row] : nil
  }

  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? {
    NSAttributedString(string: "\(2024 + row)")
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    selections.append("\(component):\(row)")
  }
}

/// A picker: counts from its data source, titles from its delegate, selection, drawing, reading.
@MainActor
@Suite struct UIPickerViewTests {
  private func draw(_ view: UIView) -> [String] {
    var canvas = Canvas(width: view.gridFrame.width, height: view.gridFrame.height)
    view.render(on: &canvas)
    return canvas.lines
  }

  private func picker(_ source: MonthSource, columns: Int = 11, lines: Int = 3) -> UIPickerView {
    let picker = UIPickerView()
    picker.gridFrame = GridRect(x: 0, y: 0, width: columns, height: lines)
    picker.delegate = source
    picker.dataSource = source
    return picker
  }

  @Test func theDocumentedPickerPrintsExactlyAsShown() {
    let source = MonthSource()
    let months = picker(source)
    months.selectRow(2, inComponent: 0, animated: false)
    #expect(draw(months) == [" February", " [ March ]", "   April"])
    #expect(months.layoutIntrinsicSize == (nil, 10))
  }

  @Test func theFirstRowIsSelectedUntilAnotherIsAndTheEndsShowNothingBeyond() {
    let source = MonthSource()
    let months = picker(source)
    #expect(months.numberOfComponents == 1)
    #expect(months.numberOfRows(inComponent: 0) == 12)
    #expect(months.numberOfRows(inComponent: 1) == 0)
    #expect(months.selectedRow(inComponent: 0) == 0)
    #expect(months.selectedRow(inComponent: 1) == -1)
    #expect(draw(months) == ["", "[ January ]", " February"])
    months.selectRow(11, inComponent: 0, animated: true)
    #expect(draw(months) == [" November", "[ Decemb… ]", ""])
    months.selectRow(12, inComponent: 0, animated: false)
    months.selectRow(0, inComponent: 3, animated: false)
    #expect(months.selectedRow(inComponent: 0) == 11)
    #expect(source.selections.isEmpty)
  }

  @Test func aFingerChoosingARowTellsTheDelegate() {
    let source = MonthSource()
    let months = picker(source)
    #expect(months.chooseRow(4, inComponent: 0))
    #expect(!months.chooseRow(12, inComponent: 0))
    #expect(!months.chooseRow(0, inComponent: 1))
    #expect(source.selections == ["0:4"])
    #expect(months.selectedRow(inComponent: 0) == 4)
  }

  @Test func componentsShareTheWidthAndAnAttributedTitleIsDrawn() {
    let source = MonthSource()
    source.components = 2
    let date = picker(source, columns: 24)
    #expect(date.numberOfComponents == 2)
    date.selectRow(1, inComponent: 1, animated: false)
    #expect(
      draw(date) == ["                2024", "[ January ]   [ 2025 ]", "  February      2026"])
    #expect(
      date.accessibilityElementsInReadingOrder().map(\.description) == [
        "January. Adjustable. 1 of 12.", "2025. Adjustable. 2 of 3.",
      ])
  }

  @Test func reloadingKeepsEachSelectionWithinItsRows() {
    let source = MonthSource()
    source.components = 2
    let date = picker(source)
    date.selectRow(2, inComponent: 1, animated: false)
    date.selectRow(9, inComponent: 0, animated: false)
    source.components = 1
    date.reloadAllComponents()
    #expect(date.numberOfComponents == 1)
    #expect(date.selectedRow(inComponent: 0) == 9)
    #expect(date.selectedRow(inComponent: 1) == -1)
  }
}
