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
/// let size = cell.systemLayoutSizeFitting(
///   CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
///   verticalFittingPriority: .fittingSizeLevel)  // 40 columns wide, 5 lines tall
/// cell.frame = CGRect(origin: .zero, size: size)
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
/// On a short line the avatar's placeholder gives way before the author's name.
///
/// VoiceOver reads the row as one element, the avatar left out as decoration (an image view is
/// not an element unless made one): `Ada Lovelace, November 19, 2026, Constraint layout
/// without a simulator, A Cassowary solver…`.
@MainActor
package final class ArticleCell: UITableViewCell, ConfigurableCell {
  /// The most lines the preview takes; the last one shown is truncated.
  package static let previewLines = 2

  private let avatarView = UIImageView()
  private let authorLabel = UILabel()
  private let dateLabel = UILabel()
  private let titleLabel = UILabel()
  private let previewLabel = UILabel()

  /// Creates the cell and its constraints.
  package override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    for label in [authorLabel, dateLabel, titleLabel, previewLabel] {
      label.adoptDynamicType(.body)
    }
    titleLabel.numberOfLines = 0
    previewLabel.numberOfLines = Self.previewLines
    for view in [avatarView, authorLabel, dateLabel, titleLabel, previewLabel] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    avatarView.setContentCompressionResistancePriority(UILayoutPriority(730), for: .horizontal)
    authorLabel.setContentCompressionResistancePriority(UILayoutPriority(740), for: .horizontal)
    // The reference screens keep an 8-point margin at the sides and none above or below.
    let margin: CGFloat = 8
    NSLayoutConstraint.activate([
      avatarView.topAnchor.constraint(equalTo: contentView.topAnchor),
      avatarView.heightAnchor.constraint(equalToConstant: 22),
      avatarView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: margin),
      authorLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 8),
      authorLabel.trailingAnchor.constraint(
        lessThanOrEqualTo: contentView.trailingAnchor, constant: -margin),
      authorLabel.topAnchor.constraint(equalTo: avatarView.topAnchor),
      dateLabel.topAnchor.constraint(equalTo: avatarView.bottomAnchor),
      dateLabel.heightAnchor.constraint(equalToConstant: 22),
      titleLabel.topAnchor.constraint(equalTo: dateLabel.bottomAnchor),
      previewLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor),
      dateLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: margin),
      dateLabel.trailingAnchor.constraint(
        lessThanOrEqualTo: contentView.trailingAnchor, constant: -margin),
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: margin),
      titleLabel.trailingAnchor.constraint(
        lessThanOrEqualTo: contentView.trailingAnchor, constant: -margin),
      previewLabel.leadingAnchor.constraint(
        equalTo: contentView.leadingAnchor, constant: margin),
      previewLabel.trailingAnchor.constraint(
        lessThanOrEqualTo: contentView.trailingAnchor, constant: -margin),
      previewLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
  }

  /// Not available: the cell is made in code.
  package required init?(coder: NSCoder) {
    nil
  }

  /// Shows `model`'s avatar placeholder, author, date, title and preview.
  package func configure(with model: ArticleCellModel) {
    avatarView.image = UIImage(named: model.avatarPlaceholderName)
    authorLabel.text = model.author
    dateLabel.text = model.date
    titleLabel.text = model.title
    previewLabel.text = model.preview
  }

  /// Clears what ``configure(with:)`` set.
  package override func prepareForReuse() {
    super.prepareForReuse()
    avatarView.image = nil
    for label in [authorLabel, dateLabel, titleLabel, previewLabel] { label.text = "" }
  }
}
