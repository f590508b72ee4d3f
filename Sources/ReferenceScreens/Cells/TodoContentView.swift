import Foundation
import HeadlessRender
import ViewModels

/// What a todo's cell shows, in the table (``TodoCell``) and in the collection-view list
/// (``TodoListCell``) alike: the title on up to two lines, and the model's accessory at the
/// trailing edge (a check mark once done), 8 points in from either side.
///
/// The accessory column is always kept, so checking a todo never rewraps its title. The
/// check mark is a picture VoiceOver would read as "check mark", or not at all: it is hidden
/// from VoiceOver, and the cell says whether the todo is done instead.
@MainActor
package final class TodoContentView: UIView {
  private let titleLabel = UILabel()
  private let accessoryLabel = UILabel()

  /// Creates the view and its constraints; it takes the size its superview gives it.
  package init() {
    super.init(frame: .zero)
    for label in [titleLabel, accessoryLabel] { label.adoptDynamicType(.body) }
    titleLabel.numberOfLines = 2
    for label in [titleLabel, accessoryLabel] {
      label.translatesAutoresizingMaskIntoConstraints = false
      addSubview(label)
    }
    accessoryLabel.isAccessibilityElement = false
    // The reference screens keep an 8-point margin at the sides and none above or below.
    let margin: CGFloat = 8
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: topAnchor),
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: margin),
      titleLabel.trailingAnchor.constraint(
        lessThanOrEqualTo: accessoryLabel.leadingAnchor, constant: -8),
      // At least one line, so an empty title still leaves a row to tap.
      titleLabel.heightAnchor.constraint(greaterThanOrEqualToConstant: 22),
      accessoryLabel.widthAnchor.constraint(equalToConstant: 10),
      accessoryLabel.heightAnchor.constraint(equalToConstant: 22),
      accessoryLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -margin),
      accessoryLabel.topAnchor.constraint(equalTo: titleLabel.topAnchor),
      titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  /// Not available: the view is made in code.
  package required init?(coder: NSCoder) {
    nil
  }

  /// Shows `model`'s title and accessory, and has `cell` say them to VoiceOver
  /// (`Water the plants: Done. Button.`); nil shows nothing, as a cell about to be reused.
  package func show(_ model: TodoCellModel?, in cell: UIView) {
    titleLabel.text = model?.title ?? ""
    switch model?.accessory ?? TodoAccessory.none {
    case .none: accessoryLabel.text = ""
    case .checkmark: accessoryLabel.text = "✓"
    }
    cell.accessibilityLabel = model?.title
    cell.accessibilityValue = model?.accessibilityValue
  }

  /// Puts the view in `cell`'s `contentView`, its edges at the content view's, and makes the
  /// cell one accessibility element, a button: tapping a todo's cell toggles it.
  func install(in cell: UIView, contentView: UIView) {
    cell.isAccessibilityElement = true
    cell.accessibilityTraits = .button
    translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(self)
    NSLayoutConstraint.activate([
      leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      topAnchor.constraint(equalTo: contentView.topAnchor),
      bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
  }
}
