import Foundation
import HeadlessRender
import ViewModels

/// A film's poster in the Films grid's row that scrolls sideways: the episode over the title,
/// each on one line, cut with `…` when too long.
///
/// A plain collection view cell, as in UIKit: not an accessibility element of its own, so
/// VoiceOver reads its labels one by one, the episode in digits (`Episode 4`, then
/// `A New Hope`).
@MainActor
package final class FilmPosterCell: UICollectionViewCell {
  private let episodeLabel = UILabel()
  private let titleLabel = UILabel()

  /// Creates the cell, as the collection view's pool makes it.
  package override init(frame: CGRect) {
    super.init(frame: frame)
    for label in [episodeLabel, titleLabel] { label.adoptDynamicType(.body) }
    for label in [episodeLabel, titleLabel] {
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
    }
    NSLayoutConstraint.activate([
      episodeLabel.topAnchor.constraint(equalTo: contentView.topAnchor),
      episodeLabel.heightAnchor.constraint(equalToConstant: 22),
      titleLabel.topAnchor.constraint(equalTo: episodeLabel.bottomAnchor),
      titleLabel.heightAnchor.constraint(equalToConstant: 22),
    ])
    for label in [episodeLabel, titleLabel] {
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      ])
    }
  }

  /// Not available: the cell is made in code.
  package required init?(coder: NSCoder) {
    nil
  }

  /// Shows `film`'s episode and title.
  package func configure(with film: FilmCellModel) {
    episodeLabel.text = film.episodeLabel
    episodeLabel.accessibilityLabel = film.episodeAccessibilityLabel
    titleLabel.text = film.title
  }
}
