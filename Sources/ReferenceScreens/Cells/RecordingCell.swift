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
/// cell.frame = Rect(origin: .zero, size: cell.sizeThatFits(Size(width: 40, height: 0)))
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
/// button never do. Layout errors follow ``layoutError``.
///
/// VoiceOver reads the row as one element, then the play button, which says what it plays:
/// `Common Kingfisher, 0:32, Alcedo atthis, Spain` and `Play Common Kingfisher. Button.`
/// (`No audio for Common Kingfisher. Dimmed. Button.` without audio).
@MainActor
public final class RecordingCell: ConstrainedCell, ConfigurableCell {
  private let nameLabel = UILabel()
  private let lengthLabel = UILabel()
  private let scientificNameLabel = UILabel()
  private let separatorLabel = UILabel(text: "·")
  private let countryLabel = UILabel()
  private let playButton = UIButton()

  /// Creates the cell and its constraints.
  public override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    let views = [
      nameLabel, lengthLabel, scientificNameLabel, separatorLabel, countryLabel, playButton,
    ]
    for view in views { contentView.addSubview(view) }
    // The dot only separates two names on screen; VoiceOver's comma already does.
    separatorLabel.isAccessibilityElement = false
    // The length and the button keep their columns (below the cell's own width, 999, so
    // nothing ever overflows the cell); the country gives way after the scientific name, and
    // distinct priorities leave no tie to break.
    for view in [lengthLabel, playButton, separatorLabel] {
      view.setContentCompressionResistancePriority(UILayoutPriority(760), for: .horizontal)
    }
    scientificNameLabel.setContentCompressionResistancePriority(
      UILayoutPriority(740), for: .horizontal)
    countryLabel.setContentCompressionResistancePriority(UILayoutPriority(745), for: .horizontal)
    cellLayout.setUp(fallingBackTo: [
      nameLabel, lengthLabel, scientificNameLabel, countryLabel, playButton,
    ]) { layout in
      try layout.constrain([
        nameLabel.named("name"), lengthLabel.named("length"),
        scientificNameLabel.named("scientific"), separatorLabel.named("separator"),
        countryLabel.named("country"), playButton.named("play"), contentView,
      ]) { views in
        let (name, length, scientific, separator, country, play, parent) = (
          views[0], views[1], views[2], views[3], views[4], views[5], views[6]
        )
        let margin = CellLayout.margin
        // One line each, even when a label is empty, so every recording is two lines tall.
        name.top == parent.top
        name.height == 1
        scientific.height == 1
        CellLayout.line(leading: name, trailing: length, in: parent)
        scientific.top == name.bottom
        scientific.leading == parent.leading + margin
        distribute(by: 1, horizontally: scientific, separator, country)
        play.leading >= country.trailing + 1
        play.trailing == parent.trailing - margin
        align(top: scientific, separator, country, play)
        parent.bottom == scientific.bottom
      }
    }
  }

  /// Not available: the cell is made in code.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Shows `model`'s names, country, length and play button title.
  public func configure(with model: RecordingCellModel) {
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
  public override func prepareForReuse() {
    super.prepareForReuse()
    for label in [nameLabel, lengthLabel, scientificNameLabel, countryLabel] { label.text = "" }
    playButton.setTitle(nil, for: .normal)
    playButton.accessibilityLabel = nil
    playButton.accessibilityTraits = .button
  }
}
