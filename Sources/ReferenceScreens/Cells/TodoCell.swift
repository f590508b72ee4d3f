import Foundation
import HeadlessRender
import ListKit
import Models
import ViewModels

/// A todo's row: the title on up to two lines, and the model's accessory at the trailing edge
/// (a check mark once done), as `UITableViewCell.AccessoryType.checkmark` shows it.
///
/// ```swift
/// let cell = TodoCell(style: .default, reuseIdentifier: TodoCell.reuseIdentifier)
/// cell.configure(with: model)  // "Water the plants", completed
/// cell.frame = Rect(origin: .zero, size: cell.sizeThatFits(Size(width: 28, height: 0)))
/// cell.layoutIfNeeded()
/// var canvas = Canvas(width: 28, height: 1)
/// cell.render(on: &canvas)
/// print(canvas.text)
/// // Prints " Water the plants         ✓"
/// ```
///
/// The accessory column is always kept, so checking a todo never rewraps its title. Layout
/// errors follow ``layoutError``.
///
/// VoiceOver reads the row as one button that says whether the todo is done:
/// `Water the plants: Done. Button.`.
@MainActor
public final class TodoCell: ConstrainedCell, ConfigurableCell {
  private let titleLabel = UILabel()
  private let accessoryLabel = UILabel()

  /// Creates the cell and its constraints.
  public override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    titleLabel.numberOfLines = 2
    contentView.addSubview(titleLabel)
    contentView.addSubview(accessoryLabel)
    // One element that says the title and whether it is done: the check mark is a picture
    // VoiceOver would read as "check mark", or not at all, and tapping the row toggles it.
    isAccessibilityElement = true
    accessibilityTraits = .button
    accessoryLabel.isAccessibilityElement = false
    cellLayout.setUp(fallingBackTo: [titleLabel, accessoryLabel]) { layout in
      try layout.constrain(
        titleLabel.named("title"), accessoryLabel.named("accessory"), contentView
      ) { title, accessory, parent in
        let margin = CellLayout.margin
        title.top == parent.top
        title.leading == parent.leading + margin
        title.trailing <= accessory.leading - 1
        // At least one line, so an empty title still leaves a row to tap.
        title.height >= 1
        accessory.width == 1
        accessory.height == 1
        accessory.trailing == parent.trailing - margin
        accessory.top == title.top
        parent.bottom == title.bottom
      }
    }
  }

  /// Not available: the cell is made in code.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Shows `model`'s title and accessory.
  public func configure(with model: TodoCellModel) {
    titleLabel.text = model.title
    accessibilityValue = model.accessibilityValue
    switch model.accessory {
    case .none: accessoryLabel.text = ""
    case .checkmark: accessoryLabel.text = "✓"
    }
  }

  /// Clears what ``configure(with:)`` set.
  public override func prepareForReuse() {
    super.prepareForReuse()
    titleLabel.text = ""
    accessoryLabel.text = ""
    accessibilityValue = nil
  }
}
