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
/// cell.frame = Rect(origin: .zero, size: cell.sizeThatFits(Size(width: 40, height: 0)))
/// cell.layoutIfNeeded()
/// var canvas = Canvas(width: 40, height: 2)
/// cell.render(on: &canvas)
/// print(canvas.text)
/// // Prints:
/// //  Episode IV A New Hope
/// //             1977 · George Lucas
/// ```
///
/// The first line is six constraints (the episode at the leading margin, top and bottom, the
/// title one column after it, centred on it, inside the trailing margin), with `parent` the
/// first line's own
/// view so that their top and bottom margins (0 here, for a compact list) frame that line and
/// not the whole cell. Layout errors follow ``layoutError``.
///
/// VoiceOver reads the row as one element, the episode in digits: `Episode 4, A New Hope,
/// 1977, George Lucas`.
@MainActor
public final class FilmCell: ConstrainedCell, ConfigurableCell {
  private let headerView = UIView()
  private let episodeLabel = UILabel()
  private let titleLabel = UILabel()
  private let yearLabel = UILabel()
  private let separatorLabel = UILabel(text: "·")
  private let directorLabel = UILabel()

  /// Creates the cell and its constraints.
  public override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    headerView.addSubview(episodeLabel)
    headerView.addSubview(titleLabel)
    for view in [headerView, yearLabel, separatorLabel, directorLabel] {
      contentView.addSubview(view)
    }
    // The dot only separates the year and the director on screen.
    separatorLabel.isAccessibilityElement = false
    // The title gives way, never the episode: at equal priorities the episode's columns could
    // go to the director's line below. The director gives way before the year and separator.
    episodeLabel.setContentCompressionResistancePriority(UILayoutPriority(760), for: .horizontal)
    directorLabel.setContentCompressionResistancePriority(UILayoutPriority(740), for: .horizontal)
    cellLayout.setUp(fallingBackTo: [headerView, yearLabel, directorLabel]) { layout in
      let margin = CellLayout.margin
      let verticalMargin = 0.0
      let episodeLeftPadding = 1.0
      try layout.constrain(
        episodeLabel.named("episode"), titleLabel.named("title"), headerView.named("header")
      ) { episode, title, parent in
        episode.leading == parent.leading + margin
        episode.top == parent.top + verticalMargin
        episode.bottom == parent.bottom - verticalMargin
        title.leading == episode.trailing + episodeLeftPadding
        title.trailing <= parent.trailing - margin
        title.centerY == episode.centerY
      }
      try layout.constrain([
        headerView, titleLabel, yearLabel.named("year"), separatorLabel.named("separator"),
        directorLabel.named("director"), contentView,
      ]) { views in
        let (header, title, year, separator, director, parent) = (
          views[0], views[1], views[2], views[3], views[4], views[5]
        )
        header.top == parent.top
        header.leading == parent.leading
        header.trailing == parent.trailing
        // One line even when the labels are empty.
        header.height == 1
        year.top == header.bottom
        year.height == 1
        year.leading == title.leading
        distribute(by: 1, horizontally: year, separator, director)
        align(top: year, separator, director)
        director.trailing <= parent.trailing - margin
        parent.bottom == year.bottom
      }
    }
  }

  /// Not available: the cell is made in code.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Shows `model`'s episode, title, year and director.
  public func configure(with model: FilmCellModel) {
    episodeLabel.text = model.episodeLabel
    episodeLabel.accessibilityLabel = model.episodeAccessibilityLabel
    titleLabel.text = model.title
    yearLabel.text = model.releaseYear
    directorLabel.text = model.director
  }

  /// Clears what ``configure(with:)`` set.
  public override func prepareForReuse() {
    super.prepareForReuse()
    for label in [episodeLabel, titleLabel, yearLabel, directorLabel] { label.text = "" }
    episodeLabel.accessibilityLabel = nil
  }
}
