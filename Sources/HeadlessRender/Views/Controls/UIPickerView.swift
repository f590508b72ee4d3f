import Foundation
import TextCanvas

/// A wheel of rows per component, as `UIPickerView`: each component a column of equal width,
/// the selected row's title on the middle line in square brackets, the rows before and after
/// it on the lines above and below, as the wheel shows them.
///
/// Titles come from the delegate's `pickerView(_:titleForRow:forComponent:)` (or the string of
/// its attributed title); counts from the data source, asked again by
/// ``reloadAllComponents()``. VoiceOver reads each component as an adjustable element: its
/// selected title and its place, `March. Adjustable. 3 of 12.`.
///
/// ```swift
/// let months = UIPickerView()
/// months.dataSource = source  // 1 component of 12 months
/// months.delegate = source
/// months.selectRow(2, inComponent: 0, animated: false)
/// print(try DeviceFrame(size: GridSize(width: 11, height: 3)).text(of: months), terminator: "")
/// // Prints:
/// //  ┌───────────┐
/// //  │ February  │
/// //  │ [ March ] │
/// //  │   April   │
/// //  └───────────┘
/// ```
@preconcurrency @MainActor
open class UIPickerView: UIView {
  /// Answers the counts; held weakly.
  open weak var dataSource: (any UIPickerViewDataSource)? {
    didSet { reloadAllComponents() }
  }
  /// Answers the titles and hears selections; held weakly.
  open weak var delegate: (any UIPickerViewDelegate)?
  private var rowCounts: [Int] = []
  private var selectedRows: [Int] = []

  /// Creates a picker with no components.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the view; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// How many components the data source said.
  open var numberOfComponents: Int { rowCounts.count }

  /// How many rows `component` has; 0 outside the components.
  open func numberOfRows(inComponent component: Int) -> Int {
    rowCounts.indices.contains(component) ? rowCounts[component] : 0
  }

  /// Asks the data source for the counts again, keeping each selection within its rows.
  open func reloadAllComponents() {
    let components = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
    rowCounts = (0..<components).map {
      max(dataSource?.pickerView(self, numberOfRowsInComponent: $0) ?? 0, 0)
    }
    selectedRows = rowCounts.indices.map { component in
      let kept = selectedRows.indices.contains(component) ? selectedRows[component] : 0
      return min(kept, max(rowCounts[component] - 1, 0))
    }
  }

  /// Asks the data source for the count of `component` again.
  open func reloadComponent(_ component: Int) {
    reloadAllComponents()
  }

  /// Selects `row` in `component`, telling no delegate, as in UIKit; a row or component
  /// outside the picker is ignored.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    guard rowCounts.indices.contains(component), (0..<rowCounts[component]).contains(row) else {
      return
    }
    selectedRows[component] = row
  }

  /// The selected row of `component`: the first, 0, until one is selected; -1 for a
  /// component with no rows or outside the picker.
  open func selectedRow(inComponent component: Int) -> Int {
    guard rowCounts.indices.contains(component), rowCounts[component] > 0 else { return -1 }
    return selectedRows[component]
  }

  /// A finger turns `component` to `row`: it is selected and the delegate hears
  /// `pickerView(_:didSelectRow:inComponent:)`. Returns whether the row exists.
  @discardableResult
  package func chooseRow(_ row: Int, inComponent component: Int) -> Bool {
    guard rowCounts.indices.contains(component), (0..<rowCounts[component]).contains(row) else {
      return false
    }
    selectedRows[component] = row
    delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    return true
  }

  /// The title of `row` in `component`: the delegate's title, else its attributed title's
  /// string, else `?`, as UIKit shows a row without a title.
  package func title(forRow row: Int, inComponent component: Int) -> String {
    delegate?.pickerView(self, titleForRow: row, forComponent: component)
      ?? delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
      ?? "?"
  }

  /// The components' columns in `rect`: equal widths, the columns left over going to the
  /// first ones.
  private func componentRects(in rect: GridRect) -> [GridRect] {
    let count = rowCounts.count
    guard count > 0 else { return [] }
    let (width, extra) = (rect.width / count, rect.width % count)
    var x = rect.minX
    return (0..<count).map { index in
      let columnWidth = width + (index < extra ? 1 : 0)
      defer { x += columnWidth }
      return GridRect(x: x, y: rect.minY, width: columnWidth, height: rect.height)
    }
  }

  /// Ten lines (UIKit's picker is 216 points tall); as wide as it is laid out.
  package override var gridIntrinsicSize: (width: Int?, height: Int?) { (nil, 10) }

  /// Draws each component: the selected row in brackets on the middle line, its neighbours
  /// above and below.
  package override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    let middle = rect.minY + (rect.height - 1) / 2
    for (component, column) in componentRects(in: rect).enumerated() {
      let selected = selectedRow(inComponent: component)
      guard selected >= 0 else { continue }
      for y in rect.minY..<rect.maxY {
        let row = selected + (y - middle)
        guard (0..<rowCounts[component]).contains(row) else { continue }
        let title = title(forRow: row, inComponent: component)
        let shown =
          row == selected
          ? "[ " + title.truncated(toWidth: max(column.width - 4, 1)) + " ]"
          : title.truncated(toWidth: max(column.width - 2, 1))
        canvas.draw(shown, onLine: y, of: column, alignment: .center, clippedTo: clip)
      }
    }
  }

  /// Each component as an adjustable element: its selected title, its place in its rows.
  override func accessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    guard !isAccessibilityElement else { return super.accessibilityGroups(at: rect, clip: clip) }
    let elements = componentRects(in: rect).enumerated().compactMap {
      component, column -> AccessibilityElement? in
      let selected = selectedRow(inComponent: component)
      guard selected >= 0 else { return nil }
      var element = AccessibilityElement(
        label: title(forRow: selected, inComponent: component), traits: .adjustable,
        frame: column)
      element.positionInSeries = .init(index: selected + 1, count: rowCounts[component])
      return element
    }
    return elements.isEmpty ? [] : [elements]
  }
}

/// What a picker asks for its counts, as `UIPickerViewDataSource`.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
  /// How many components (columns) the picker has.
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// How many rows `component` has.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker asks for its titles and tells of selections, as `UIPickerViewDelegate`. Every
/// method has a default: no title, nothing done.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
  /// The title of `row` in `component`.
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  /// The attributed title of `row` in `component`; its string is drawn.
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?
  /// The user selected `row` in `component`.
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  /// No title.
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? { nil }
  /// No title.
  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? { nil }
  /// Does nothing.
  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
  ) {}
}
