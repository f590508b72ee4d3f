import Foundation
import HeadlessRender
import ViewModels

/// A todo's item in the collection-view list: the same ``TodoContentView`` as the table's
/// ``TodoCell``, configured from the same ``ViewModels/TodoCellModel``.
///
/// A collection view cell is not an accessibility element of its own, as in UIKit; this one
/// is made one, as a team makes its list cells, reading as the table's row does:
/// `Water the plants: Done. Button.`.
@MainActor
package final class TodoListCell: UICollectionViewCell {
  private let todoView = TodoContentView()

  /// Creates the cell and its constraints, as the collection view's pool makes it.
  package override init(frame: CGRect) {
    super.init(frame: frame)
    todoView.install(in: self, contentView: contentView)
  }

  /// Not available: the cell is made in code.
  package required init?(coder: NSCoder) {
    nil
  }

  /// Shows `model`'s title and accessory, and says them to VoiceOver.
  package func configure(with model: TodoCellModel) {
    todoView.show(model, in: self)
  }

  /// Clears what ``configure(with:)`` set.
  package override func prepareForReuse() {
    super.prepareForReuse()
    todoView.show(nil, in: self)
  }
}
