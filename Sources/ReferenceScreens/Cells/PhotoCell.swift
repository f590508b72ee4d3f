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
/// cell.frame = Rect(origin: .zero, size: cell.sizeThatFits(Size(width: 28, height: 0)))
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
/// harbour from the ferry`. Layout errors follow ``layoutError``.
@MainActor
public final class PhotoCell: ConstrainedCell, ConfigurableCell {
  /// The image placeholder's height, in lines: the smallest that draws its box.
  public static let imageHeight = 3

  private let userLabel = UILabel()
  private let timeLabel = UILabel()
  private let photoView = UIImageView()
  private let captionLabel = UILabel()

  /// Creates the cell and its constraints.
  public override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    captionLabel.numberOfLines = 0
    for view in [userLabel, timeLabel, photoView, captionLabel] { contentView.addSubview(view) }
    // The photo is the row's content, not decoration: VoiceOver says there is one.
    photoView.isAccessibilityElement = true
    timeLabel.setContentCompressionResistancePriority(UILayoutPriority(760), for: .horizontal)
    userLabel.setContentCompressionResistancePriority(UILayoutPriority(740), for: .horizontal)
    cellLayout.setUp(fallingBackTo: [userLabel, timeLabel, photoView, captionLabel]) { layout in
      try layout.constrain([
        userLabel.named("user"), timeLabel.named("time"), photoView.named("photo"),
        captionLabel.named("caption"), contentView,
      ]) { views in
        let (user, time, photo, caption, parent) = (
          views[0], views[1], views[2], views[3], views[4]
        )
        let margin = CellLayout.margin
        user.top == parent.top
        user.height == 1
        CellLayout.line(leading: user, trailing: time, in: parent)
        photo.top == user.bottom
        photo.leading == parent.leading + margin
        photo.trailing == parent.trailing - margin
        photo.height == Double(Self.imageHeight)
        caption.top == photo.bottom
        caption.leading == parent.leading + margin
        caption.trailing <= parent.trailing - margin
        parent.bottom == caption.bottom
      }
    }
  }

  /// Not available: the cell is made in code.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Shows `model`'s user, time, image and caption.
  public func configure(with model: PhotoCellModel) {
    userLabel.text = model.userName
    timeLabel.text = model.relativeTime
    photoView.imageName = model.imageName
    photoView.accessibilityLabel = model.photoAccessibilityLabel
    captionLabel.text = model.caption
  }

  /// Clears what ``configure(with:)`` set.
  public override func prepareForReuse() {
    super.prepareForReuse()
    for label in [userLabel, timeLabel, captionLabel] { label.text = "" }
    photoView.imageName = nil
    photoView.accessibilityLabel = nil
  }
}
