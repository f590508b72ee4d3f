import Foundation
import HeadlessRender
import ListKit
import Models
import ViewModels

/// A status's row: who and how long ago, the text on up to three lines, then the comments
/// icon and the favourite button.
///
/// ```swift
/// let cell = StatusCell(style: .default, reuseIdentifier: StatusCell.reuseIdentifier)
/// cell.configure(with: model)
/// let size = cell.systemLayoutSizeFitting(
///   CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
///   verticalFittingPriority: .fittingSizeLevel)  // 40 columns wide, 4 lines tall
/// cell.frame = CGRect(origin: .zero, size: size)
/// cell.layoutIfNeeded()
/// var canvas = Canvas(width: 40, height: 4)
/// cell.render(on: &canvas)
/// print(canvas.text)
/// // Prints:
/// //  Ada Lovelace                 5 min ago
/// //  Just watched a kingfisher dive three
/// //  times in a row at the pond.
/// //  [img: comments-icon]      [ Favorite ]
/// ```
///
/// The time and the button keep their columns; the name and the icon give way.
///
/// VoiceOver reads the row as one element, then the favourite button:
/// `Ada Lovelace, 5 min ago, Just watched a kingfisher…, 3 comments` and `Favorite. Button.`.
@MainActor
package final class StatusCell: UITableViewCell, ConfigurableCell {
  /// The most lines the text takes; the last one shown is truncated.
  package static let textLines = 3

  private let userLabel = UILabel()
  private let timeLabel = UILabel()
  private let statusLabel = UILabel()
  private let commentIcon = UIImageView()
  private let favoriteButton = UIButton()

  /// Creates the cell and its constraints.
  package override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    for label in [userLabel, timeLabel, statusLabel] { label.adoptDynamicType(.body) }
    statusLabel.numberOfLines = Self.textLines
    for view in [userLabel, timeLabel, statusLabel, commentIcon, favoriteButton] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    // The icon carries information, how many comments: VoiceOver says it with the row.
    commentIcon.isAccessibilityElement = true
    for view in [timeLabel, favoriteButton] as [UIView] {
      view.setContentCompressionResistancePriority(UILayoutPriority(760), for: .horizontal)
    }
    for view in [userLabel, commentIcon] as [UIView] {
      view.setContentCompressionResistancePriority(UILayoutPriority(740), for: .horizontal)
    }
    // The reference screens keep an 8-point margin at the sides and none above or below.
    let margin: CGFloat = 8
    NSLayoutConstraint.activate(
      FeedPostHeader.constraints(user: userLabel, time: timeLabel, in: contentView, margin: margin)
        + [
          statusLabel.topAnchor.constraint(equalTo: userLabel.bottomAnchor),
          statusLabel.leadingAnchor.constraint(
            equalTo: contentView.leadingAnchor, constant: margin),
          statusLabel.trailingAnchor.constraint(
            lessThanOrEqualTo: contentView.trailingAnchor, constant: -margin),
          commentIcon.topAnchor.constraint(equalTo: statusLabel.bottomAnchor),
          commentIcon.heightAnchor.constraint(equalToConstant: 22),
          commentIcon.leadingAnchor.constraint(
            equalTo: contentView.leadingAnchor, constant: margin),
          favoriteButton.trailingAnchor.constraint(
            equalTo: contentView.trailingAnchor, constant: -margin),
          favoriteButton.leadingAnchor.constraint(
            greaterThanOrEqualTo: commentIcon.trailingAnchor, constant: 8),
          favoriteButton.topAnchor.constraint(equalTo: commentIcon.topAnchor),
          commentIcon.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
  }

  /// Not available: the cell is made in code.
  package required init?(coder: NSCoder) {
    nil
  }

  /// Shows `model`'s user, time, text, comments icon and favourite button title.
  package func configure(with model: StatusCellModel) {
    userLabel.text = model.userName
    timeLabel.text = model.relativeTime
    statusLabel.text = model.text
    commentIcon.image = UIImage(named: model.commentIconName)
    commentIcon.accessibilityLabel = model.commentsAccessibilityLabel
    favoriteButton.setTitle(model.favoriteButtonTitle, for: .normal)
  }

  /// Clears what ``configure(with:)`` set.
  package override func prepareForReuse() {
    super.prepareForReuse()
    for label in [userLabel, timeLabel, statusLabel] { label.text = "" }
    commentIcon.image = nil
    commentIcon.accessibilityLabel = nil
    favoriteButton.setTitle(nil, for: .normal)
  }
}
