import Foundation
import HeadlessRender
import ListKit
import Models
import ViewModels

/// A film's row: the episode label and the title on the first line, then the release year
/// and director under the title.
///
/// ```swift
/// let cell = FilmCell(style: .default, reuseIdentifier: FilmCell.reuseIdentifier)
/// cell.configure(with: model)
/// let size = cell.systemLayoutSizeFitting(
///   CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
///   verticalFittingPriority: .fittingSizeLevel)  // 40 columns wide, 2 lines tall
/// cell.frame = CGRect(origin: .zero, size: size)
/// cell.layoutIfNeeded()
/// var canvas = Canvas(width: 40, height: 2)
/// cell.render(on: &canvas)
/// print(canvas.text)
/// // Prints:
/// //  Episode IV A New Hope
/// //             1977 · George Lucas
/// ```
///
/// The first line is a view of its own, one line tall, holding the episode and the title: the
/// episode at its leading margin, top and bottom, the title one column after it, centred on
/// it, inside the trailing margin. Its top and bottom margins (0 here, for a compact list)
/// frame that line and not the whole cell.
///
/// VoiceOver reads the row as one element, the episode in digits: `Episode 4, A New Hope,
/// 1977, George Lucas`.
@MainActor
package final class FilmCell: UITableViewCell, ConfigurableCell {
  private let headerView = UIView()
  private let episodeLabel = UILabel()
  private let titleLabel = UILabel()
  private let yearLabel = UILabel()
  private let separatorLabel = UILabel()
  private let directorLabel = UILabel()

  /// Creates the cell and its constraints.
  package override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    for label in [episodeLabel, titleLabel, yearLabel, separatorLabel, directorLabel] {
      label.adoptDynamicType(.body)
    }
    separatorLabel.text = "·"
    for label in [episodeLabel, titleLabel] {
      label.translatesAutoresizingMaskIntoConstraints = false
      headerView.addSubview(label)
    }
    for view in [headerView, yearLabel, separatorLabel, directorLabel] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    // The dot only separates the year and the director on screen.
    separatorLabel.isAccessibilityElement = false
    // The title gives way, never the episode: at equal priorities the episode's columns could
    // go to the director's line below. The director gives way before the year and separator.
    episodeLabel.setContentCompressionResistancePriority(UILayoutPriority(760), for: .horizontal)
    directorLabel.setContentCompressionResistancePriority(UILayoutPriority(740), for: .horizontal)
    // The reference screens keep an 8-point margin at the sides and none above or below.
    let margin: CGFloat = 8
    let verticalMargin: CGFloat = 0
    let episodeTrailingSpace: CGFloat = 8
    NSLayoutConstraint.activate([
      episodeLabel.leadingAnchor.constraint(equalTo: headerView.leadingAnchor, constant: margin),
      episodeLabel.topAnchor.constraint(equalTo: headerView.topAnchor, constant: verticalMargin),
      episodeLabel.bottomAnchor.constraint(
        equalTo: headerView.bottomAnchor, constant: -verticalMargin),
      titleLabel.leadingAnchor.constraint(
        equalTo: episodeLabel.trailingAnchor, constant: episodeTrailingSpace),
      titleLabel.trailingAnchor.constraint(
        lessThanOrEqualTo: headerView.trailingAnchor, constant: -margin),
      titleLabel.centerYAnchor.constraint(equalTo: episodeLabel.centerYAnchor),

      headerView.topAnchor.constraint(equalTo: contentView.topAnchor),
      headerView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      headerView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      // One line even when the labels are empty.
      headerView.heightAnchor.constraint(equalToConstant: 22),
      yearLabel.topAnchor.constraint(equalTo: headerView.bottomAnchor),
      yearLabel.heightAnchor.constraint(equalToConstant: 22),
      yearLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      separatorLabel.leadingAnchor.constraint(equalTo: yearLabel.trailingAnchor, constant: 8),
      directorLabel.leadingAnchor.constraint(equalTo: separatorLabel.trailingAnchor, constant: 8),
      separatorLabel.topAnchor.constraint(equalTo: yearLabel.topAnchor),
      directorLabel.topAnchor.constraint(equalTo: separatorLabel.topAnchor),
      directorLabel.trailingAnchor.constraint(
        lessThanOrEqualTo: contentView.trailingAnchor, constant: -margin),
      yearLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
  }

  /// Not available: the cell is made in code.
  package required init?(coder: NSCoder) {
    nil
  }

  /// Shows `model`'s episode, title, year and director.
  package func configure(with model: FilmCellModel) {
    episodeLabel.text = model.episodeLabel
    episodeLabel.accessibilityLabel = model.episodeAccessibilityLabel
    titleLabel.text = model.title
    yearLabel.text = model.releaseYear
    directorLabel.text = model.director
  }

  /// Clears what ``configure(with:)`` set.
  package override func prepareForReuse() {
    super.prepareForReuse()
    for label in [episodeLabel, titleLabel, yearLabel, directorLabel] { label.text = "" }
    episodeLabel.accessibilityLabel = nil
  }
}
