import Foundation
import HeadlessRender
import ListKit
import Models
import ViewModels

/// A recording's row, two lines: the English name with the length at the trailing edge, then
/// the scientific name and country with the play button.
///
/// ```swift
/// let cell = RecordingCell(style: .default, reuseIdentifier: RecordingCell.reuseIdentifier)
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
/// //  Common Kingfisher                 0:32
/// //  Alcedo atthis · Spain    [ Play 0:32 ]
/// ```
///
/// The name and the scientific name give way first when the line is short; the length and the
/// button never do.
///
/// VoiceOver reads the row as one element, then the play button, which says what it plays:
/// `Common Kingfisher, 0:32, Alcedo atthis, Spain` and `Play Common Kingfisher. Button.`
/// (`No audio for Common Kingfisher. Dimmed. Button.` without audio).
@MainActor
package final class RecordingCell: UITableViewCell, ConfigurableCell {
  private let nameLabel = UILabel()
  private let lengthLabel = UILabel()
  private let scientificNameLabel = UILabel()
  private let separatorLabel = UILabel()
  private let countryLabel = UILabel()
  private let playButton = UIButton()

  /// Creates the cell and its constraints.
  package override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    for label in [nameLabel, lengthLabel, scientificNameLabel, separatorLabel, countryLabel] {
      label.adoptDynamicType(.body)
    }
    separatorLabel.text = "·"
    let views: [UIView] = [
      nameLabel, lengthLabel, scientificNameLabel, separatorLabel, countryLabel, playButton,
    ]
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    // The dot only separates two names on screen; VoiceOver's comma already does.
    separatorLabel.isAccessibilityElement = false
    // The length and the button keep their columns (below the cell's own width, 999, so
    // nothing ever overflows the cell); the country gives way after the scientific name, and
    // distinct priorities leave no tie to break.
    for view in [lengthLabel, playButton, separatorLabel] as [UIView] {
      view.setContentCompressionResistancePriority(UILayoutPriority(760), for: .horizontal)
    }
    scientificNameLabel.setContentCompressionResistancePriority(
      UILayoutPriority(740), for: .horizontal)
    countryLabel.setContentCompressionResistancePriority(UILayoutPriority(745), for: .horizontal)
    // The reference screens keep an 8-point margin at the sides and none above or below.
    let margin: CGFloat = 8
    NSLayoutConstraint.activate([
      // One line each, even when a label is empty, so every recording is two lines tall.
      nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor),
      nameLabel.heightAnchor.constraint(equalToConstant: 22),
      scientificNameLabel.heightAnchor.constraint(equalToConstant: 22),
      nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: margin),
      lengthLabel.trailingAnchor.constraint(
        equalTo: contentView.trailingAnchor, constant: -margin),
      lengthLabel.leadingAnchor.constraint(
        greaterThanOrEqualTo: nameLabel.trailingAnchor, constant: 8),
      lengthLabel.topAnchor.constraint(equalTo: nameLabel.topAnchor),
      scientificNameLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor),
      scientificNameLabel.leadingAnchor.constraint(
        equalTo: contentView.leadingAnchor, constant: margin),
      separatorLabel.leadingAnchor.constraint(
        equalTo: scientificNameLabel.trailingAnchor, constant: 8),
      countryLabel.leadingAnchor.constraint(equalTo: separatorLabel.trailingAnchor, constant: 8),
      playButton.leadingAnchor.constraint(
        greaterThanOrEqualTo: countryLabel.trailingAnchor, constant: 8),
      playButton.trailingAnchor.constraint(
        equalTo: contentView.trailingAnchor, constant: -margin),
      separatorLabel.topAnchor.constraint(equalTo: scientificNameLabel.topAnchor),
      countryLabel.topAnchor.constraint(equalTo: separatorLabel.topAnchor),
      playButton.topAnchor.constraint(equalTo: countryLabel.topAnchor),
      scientificNameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
  }

  /// Not available: the cell is made in code.
  package required init?(coder: NSCoder) {
    nil
  }

  /// Shows `model`'s names, country, length and play button title.
  package func configure(with model: RecordingCellModel) {
    nameLabel.text = model.englishName
    lengthLabel.text = model.length
    scientificNameLabel.text = model.scientificName
    countryLabel.text = model.country
    playButton.setTitle(model.playButtonTitle, for: .normal)
    playButton.accessibilityLabel = model.playButtonAccessibilityLabel
    // Dimmed for VoiceOver only: the button keeps its look, which the goldens pin.
    playButton.accessibilityTraits = model.hasAudio ? .button : [.button, .notEnabled]
  }

  /// Clears what ``configure(with:)`` set.
  package override func prepareForReuse() {
    super.prepareForReuse()
    for label in [nameLabel, lengthLabel, scientificNameLabel, countryLabel] { label.text = "" }
    playButton.setTitle(nil, for: .normal)
    playButton.accessibilityLabel = nil
    playButton.accessibilityTraits = .button
  }
}
