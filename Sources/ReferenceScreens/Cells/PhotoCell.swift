import Foundation
import HeadlessRender
import ListKit
import Models
import ViewModels

/// A photo's row: who and how long ago, the image's placeholder in a three-line box, then the
/// caption, wrapped.
///
/// ```swift
/// let cell = PhotoCell(style: .default, reuseIdentifier: PhotoCell.reuseIdentifier)
/// cell.configure(with: model)
/// let size = cell.systemLayoutSizeFitting(
///   CGSize(width: 273, height: 0), withHorizontalFittingPriority: .required,
///   verticalFittingPriority: .fittingSizeLevel)  // 28 columns wide, 6 lines tall
/// cell.frame = CGRect(origin: .zero, size: size)
/// cell.layoutIfNeeded()
/// var canvas = Canvas(width: 28, height: 6)
/// cell.render(on: &canvas)
/// print(canvas.text)
/// // Prints:
/// //  Grace Hopper       3 h ago
/// //  ┌────────────────────────┐
/// //  │  img: harbour-sunset   │
/// //  └────────────────────────┘
/// //  Sunset over the harbour
/// //  from the ferry
/// ```
///
/// VoiceOver reads the row as one element: `Grace Hopper, 3 h ago, Photo, Sunset over the
/// harbour from the ferry`.
@MainActor
package final class PhotoCell: UITableViewCell, ConfigurableCell {
  /// The image placeholder's height, in points: three lines, the fewest that draw its box.
  package static let imageHeight: CGFloat = 66

  private let userLabel = UILabel()
  private let timeLabel = UILabel()
  private let photoView = UIImageView()
  private let captionLabel = UILabel()

  /// Creates the cell and its constraints.
  package override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    for label in [userLabel, timeLabel, captionLabel] { label.adoptDynamicType(.body) }
    captionLabel.numberOfLines = 0
    for view in [userLabel, timeLabel, photoView, captionLabel] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    // The photo is the row's content, not decoration: VoiceOver says there is one.
    photoView.isAccessibilityElement = true
    timeLabel.setContentCompressionResistancePriority(UILayoutPriority(760), for: .horizontal)
    userLabel.setContentCompressionResistancePriority(UILayoutPriority(740), for: .horizontal)
    // The reference screens keep an 8-point margin at the sides and none above or below.
    let margin: CGFloat = 8
    NSLayoutConstraint.activate(
      FeedPostHeader.constraints(user: userLabel, time: timeLabel, in: contentView, margin: margin)
        + [
          photoView.topAnchor.constraint(equalTo: userLabel.bottomAnchor),
          photoView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: margin),
          photoView.trailingAnchor.constraint(
            equalTo: contentView.trailingAnchor, constant: -margin),
          photoView.heightAnchor.constraint(equalToConstant: Self.imageHeight),
          captionLabel.topAnchor.constraint(equalTo: photoView.bottomAnchor),
          captionLabel.leadingAnchor.constraint(
            equalTo: contentView.leadingAnchor, constant: margin),
          captionLabel.trailingAnchor.constraint(
            lessThanOrEqualTo: contentView.trailingAnchor, constant: -margin),
          captionLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
  }

  /// Not available: the cell is made in code.
  package required init?(coder: NSCoder) {
    nil
  }

  /// Shows `model`'s user, time, image and caption.
  package func configure(with model: PhotoCellModel) {
    userLabel.text = model.userName
    timeLabel.text = model.relativeTime
    photoView.image = UIImage(named: model.imageName)
    photoView.accessibilityLabel = model.photoAccessibilityLabel
    captionLabel.text = model.caption
  }

  /// Clears what ``configure(with:)`` set.
  package override func prepareForReuse() {
    super.prepareForReuse()
    for label in [userLabel, timeLabel, captionLabel] { label.text = "" }
    photoView.image = nil
    photoView.accessibilityLabel = nil
  }
}
