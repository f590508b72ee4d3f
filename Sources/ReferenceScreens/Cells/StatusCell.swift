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
/// cell.frame = Rect(origin: .zero, size: cell.sizeThatFits(Size(width: 40, height: 0)))
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
/// The time and the button keep their columns; the name and the icon give way. Layout errors
/// follow ``layoutError``.
///
/// VoiceOver reads the row as one element, then the favourite button:
/// `Ada Lovelace, 5 min ago, Just watched a kingfisher…, 3 comments` and `Favorite. Button.`.
@MainActor
public final class StatusCell: ConstrainedCell, ConfigurableCell {
  /// The most lines the text takes; the last one shown is truncated.
  public static let textLines = 3

  private let userLabel = UILabel()
  private let timeLabel = UILabel()
  private let statusLabel = UILabel()
  private let commentIcon = UIImageView()
  private let favoriteButton = UIButton()

  /// Creates the cell and its constraints.
  public override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    statusLabel.numberOfLines = Self.textLines
    for view in [userLabel, timeLabel, statusLabel, commentIcon, favoriteButton] {
      contentView.addSubview(view)
    }
    // The icon carries information, how many comments: VoiceOver says it with the row.
    commentIcon.isAccessibilityElement = true
    for view in [timeLabel, favoriteButton] {
      view.setContentCompressionResistancePriority(UILayoutPriority(760), for: .horizontal)
    }
    for view in [userLabel, commentIcon] {
      view.setContentCompressionResistancePriority(UILayoutPriority(740), for: .horizontal)
    }
    cellLayout.setUp(fallingBackTo: [
      userLabel, timeLabel, statusLabel, commentIcon, favoriteButton,
    ]) { layout in
      try layout.constrain([
        userLabel.named("user"), timeLabel.named("time"), statusLabel.named("text"),
        commentIcon.named("icon"), favoriteButton.named("favorite"), contentView,
      ]) { views in
        let (user, time, text, icon, favorite, parent) = (
          views[0], views[1], views[2], views[3], views[4], views[5]
        )
        let margin = CellLayout.margin
        user.top == parent.top
        user.height == 1
        CellLayout.line(leading: user, trailing: time, in: parent)
        text.top == user.bottom
        text.leading == parent.leading + margin
        text.trailing <= parent.trailing - margin
        icon.top == text.bottom
        icon.height == 1
        CellLayout.line(leading: icon, trailing: favorite, in: parent)
        parent.bottom == icon.bottom
      }
    }
  }

  /// Not available: the cell is made in code.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Shows `model`'s user, time, text, comments icon and favourite button title.
  public func configure(with model: StatusCellModel) {
    userLabel.text = model.userName
    timeLabel.text = model.relativeTime
    statusLabel.text = model.text
    commentIcon.imageName = model.commentIconName
    commentIcon.accessibilityLabel = model.commentsAccessibilityLabel
    favoriteButton.setTitle(model.favoriteButtonTitle, for: .normal)
  }

  /// Clears what ``configure(with:)`` set.
  public override func prepareForReuse() {
    super.prepareForReuse()
    for label in [userLabel, timeLabel, statusLabel] { label.text = "" }
    commentIcon.imageName = nil
    commentIcon.accessibilityLabel = nil
    favoriteButton.setTitle(nil, for: .normal)
  }
}
