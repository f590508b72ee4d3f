import Foundation
import HeadlessRender
import ViewModels

/// A film in the Films grid: the episode and the release year on the first line, then the
/// title, wrapping onto a second.
///
/// The cell is made one accessibility element, as a team makes a grid's cells, reading as
/// the table's film row does, without the director the grid leaves out:
/// `Episode 4, A New Hope, 1977`.
@MainActor
package final class FilmGridCell: UICollectionViewCell {
  private let episodeLabel = UILabel()
  private let titleLabel = UILabel()

  /// Creates the cell, as the collection view's pool makes it.
  package override init(frame: CGRect) {
    super.init(frame: frame)
    for label in [episodeLabel, titleLabel] { label.adoptDynamicType(.body) }
    titleLabel.numberOfLines = 2
    for label in [episodeLabel, titleLabel] {
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      ])
    }
    NSLayoutConstraint.activate([
      episodeLabel.topAnchor.constraint(equalTo: contentView.topAnchor),
      episodeLabel.heightAnchor.constraint(equalToConstant: 22),
      titleLabel.topAnchor.constraint(equalTo: episodeLabel.bottomAnchor),
      titleLabel.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor),
    ])
    isAccessibilityElement = true
  }

  /// Not available: the cell is made in code.
  package required init?(coder: NSCoder) {
    nil
  }

  /// Shows `film`'s episode, year and title, and says them to VoiceOver.
  package func configure(with film: FilmCellModel) {
    episodeLabel.text = "\(film.episodeLabel) · \(film.releaseYear)"
    titleLabel.text = film.title
    accessibilityLabel =
      "\(film.episodeAccessibilityLabel), \(film.title), \(film.releaseYear)"
  }
}
