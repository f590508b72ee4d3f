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
/// The content is a ``TodoContentView``, as in the collection-view list's ``TodoListCell``:
/// the accessory column is always kept, so checking a todo never rewraps its title.
///
/// VoiceOver reads the row as one button that says whether the todo is done:
/// `Water the plants: Done. Button.`.
@MainActor
package final class TodoCell: UITableViewCell, ConfigurableCell {
  private let todoView = TodoContentView()

  /// Creates the cell and its constraints.
  package override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    todoView.install(in: self, contentView: contentView)
  }

  /// Not available: the cell is made in code.
  package required init?(coder: NSCoder) {
    nil
  }

  /// Shows `model`'s title and accessory.
  package func configure(with model: TodoCellModel) {
    todoView.show(model, in: self)
  }

  /// Clears what ``configure(with:)`` set.
  package override func prepareForReuse() {
    super.prepareForReuse()
    todoView.show(nil, in: self)
  }
}
