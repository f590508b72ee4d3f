import Foundation
import HeadlessRender
import ListKit
import Models
import ViewModels

/// An article's row: the avatar's placeholder and the author, the date, the title on as many
/// lines as it needs, then two lines of preview (the second truncated).
///
/// ```swift
/// let cell = ArticleCell(style: .default, reuseIdentifier: ArticleCell.reuseIdentifier)
/// cell.configure(with: model)
/// cell.frame = Rect(origin: .zero, size: cell.sizeThatFits(Size(width: 40, height: 0)))
/// cell.layoutIfNeeded()
/// var canvas = Canvas(width: 40, height: 5)
/// cell.render(on: &canvas)
/// print(canvas.text)
/// // Prints:
/// //  [img: avatar-loading] Ada Lovelace
/// //  November 19, 2026
/// //  Constraint layout without a simulator
/// //  A Cassowary solver under a small DSL
/// //  lays out every cell of the list and s…
/// ```
///
/// On a short line the avatar's placeholder gives way before the author's name. Layout errors
/// follow ``layoutError``.
///
/// VoiceOver reads the row as one element, the avatar left out as decoration (an image view is
/// not an element unless made one): `Ada Lovelace, November 19, 2026, Constraint layout
/// without a simulator, A Cassowary solver…`.
@MainActor
public final class ArticleCell: ConstrainedCell, ConfigurableCell {
  /// The most lines the preview takes; the last one shown is truncated.
  public static let previewLines = 2

  private let avatarView = UIImageView()
  private let authorLabel = UILabel()
  private let dateLabel = UILabel()
  private let titleLabel = UILabel()
  private let previewLabel = UILabel()

  /// Creates the cell and its constraints.
  public override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    titleLabel.numberOfLines = 0
    previewLabel.numberOfLines = Self.previewLines
    for view in [avatarView, authorLabel, dateLabel, titleLabel, previewLabel] {
      contentView.addSubview(view)
    }
    avatarView.setContentCompressionResistancePriority(UILayoutPriority(730), for: .horizontal)
    authorLabel.setContentCompressionResistancePriority(UILayoutPriority(740), for: .horizontal)
    cellLayout.setUp(fallingBackTo: [avatarView, authorLabel, dateLabel, titleLabel, previewLabel])
    { layout in
      try layout.constrain([
        avatarView.named("avatar"), authorLabel.named("author"), dateLabel.named("date"),
        titleLabel.named("title"), previewLabel.named("preview"), contentView,
      ]) { views in
        let (avatar, author, date, title, preview, parent) = (
          views[0], views[1], views[2], views[3], views[4], views[5]
        )
        let margin = CellLayout.margin
        avatar.top == parent.top
        avatar.height == 1
        avatar.leading == parent.leading + margin
        author.leading == avatar.trailing + 1
        author.trailing <= parent.trailing - margin
        align(top: avatar, author)
        date.top == avatar.bottom
        date.height == 1
        distribute(by: 0, vertically: date, title, preview)
        for label in [date, title, preview] {
          label.leading == parent.leading + margin
          label.trailing <= parent.trailing - margin
        }
        parent.bottom == preview.bottom
      }
    }
  }

  /// Not available: the cell is made in code.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Shows `model`'s avatar placeholder, author, date, title and preview.
  public func configure(with model: ArticleCellModel) {
    avatarView.imageName = model.avatarPlaceholderName
    authorLabel.text = model.author
    dateLabel.text = model.date
    titleLabel.text = model.title
    previewLabel.text = model.preview
  }

  /// Clears what ``configure(with:)`` set.
  public override func prepareForReuse() {
    super.prepareForReuse()
    avatarView.imageName = nil
    for label in [authorLabel, dateLabel, titleLabel, previewLabel] { label.text = "" }
  }
}
