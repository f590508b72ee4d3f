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
/// let size = cell.systemLayoutSizeFitting(
///   CGSize(width: 273, height: 0), withHorizontalFittingPriority: .required,
///   verticalFittingPriority: .fittingSizeLevel)  // 28 columns wide, 1 line tall
/// cell.frame = CGRect(origin: .zero, size: size)
/// cell.layoutIfNeeded()
/// var canvas = Canvas(width: 28, height: 1)
/// cell.render(on: &canvas)
/// print(canvas.text)
/// // Prints " Water the plants         ✓"
/// ```
///
/// The accessory column is always kept, so checking a todo never rewraps its title.
///
/// VoiceOver reads the row as one button that says whether the todo is done:
/// `Water the plants: Done. Button.`.
@MainActor
public final class TodoCell: UITableViewCell, ConfigurableCell {
  private let titleLabel = UILabel()
  private let accessoryLabel = UILabel()

  /// Creates the cell and its constraints.
  public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    titleLabel.numberOfLines = 2
    for label in [titleLabel, accessoryLabel] {
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
    }
    // One element that says the title and whether it is done: the check mark is a picture
    // VoiceOver would read as "check mark", or not at all, and tapping the row toggles it.
    isAccessibilityElement = true
    accessibilityTraits = .button
    accessoryLabel.isAccessibilityElement = false
    // The reference screens keep an 8-point margin at the sides and none above or below.
    let margin: CGFloat = 8
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor),
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: margin),
      titleLabel.trailingAnchor.constraint(
        lessThanOrEqualTo: accessoryLabel.leadingAnchor, constant: -8),
      // At least one line, so an empty title still leaves a row to tap.
      titleLabel.heightAnchor.constraint(greaterThanOrEqualToConstant: 22),
      accessoryLabel.widthAnchor.constraint(equalToConstant: 10),
      accessoryLabel.heightAnchor.constraint(equalToConstant: 22),
      accessoryLabel.trailingAnchor.constraint(
        equalTo: contentView.trailingAnchor, constant: -margin),
      accessoryLabel.topAnchor.constraint(equalTo: titleLabel.topAnchor),
      titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
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
