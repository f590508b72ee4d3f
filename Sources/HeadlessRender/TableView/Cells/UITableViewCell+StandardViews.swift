import Foundation
import TextCanvas

extension UITableViewCell {
  /// The cell's title, made on first use inside ``contentView``, as in UIKit; laid out by the
  /// cell's ``CellStyle``.
  public var textLabel: UILabel? {
    standardViews.textLabel
  }

  /// The cell's detail text, made on first use for the `value1`, `value2` and `subtitle`
  /// styles; nil for `default`, as in UIKit.
  public var detailTextLabel: UILabel? {
    style == .default ? nil : standardViews.detailTextLabel
  }

  /// The cell's image at the leading edge, made on first use.
  public var imageView: UIImageView? {
    standardViews.imageView
  }

  /// The columns kept clear on each side of the standard views: UIKit's 16-point layout
  /// margin.
  nonisolated static var standardMargin: Int { PointScale.columns(16) }

  /// The standard views laid out in `width` columns as the style places them, and the lines
  /// they take (0 when the cell shows none of them).
  @discardableResult
  func layOutStandardViews(inWidth width: Int) -> Int {
    guard let views = standardViewsIfMade else { return 0 }
    return Self.layOutStandardParts(
      StandardParts(
        image: views.imageViewIfMade, title: views.textLabelIfMade,
        detail: style == .default ? nil : views.detailTextLabelIfMade),
      style: style, inWidth: width, rightToLeft: contentView.isRightToLeft)
  }

  /// The views of a standard layout: a cell's own, or a list content view's.
  struct StandardParts {
    var image: UIImageView?
    var title: UILabel?
    var detail: UILabel?
  }

  /// The space around and between standard parts, in columns and lines.
  struct StandardSpacing {
    /// The cell's: no line above or below, UIKit's 16-point margins at the sides (2
    /// columns), a column after the image and between texts side by side.
    static let cell = StandardSpacing(
      top: 0, leading: standardMargin, bottom: 0, trailing: standardMargin, afterImage: 1,
      betweenTexts: 1, betweenLines: 0)

    var top: Int
    var leading: Int
    var bottom: Int
    var trailing: Int
    var afterImage: Int
    var betweenTexts: Int
    var betweenLines: Int
    /// The least width the image's room takes, the image centred in it; none by default.
    var imageRoomWidth = 0
  }

  /// Places `parts` in `width` columns as `style` lays them out, and returns the lines they
  /// take with the spacing above and below (0 when there is no text to show): the image on
  /// the first line at the leading margin, the title after it; the detail under the title
  /// (`.subtitle`), against the trailing margin with up to half the room (`.value1`), or
  /// after a right-aligned title column of about 91 points (`.value2`), as UIKit's cell
  /// styles place them. Right to left (`rightToLeft`), the layout is mirrored: the image at
  /// the right, the texts to its left, a detail or title aligned right aligned left.
  static func layOutStandardParts(
    _ parts: StandardParts, style: CellStyle, inWidth width: Int,
    spacing: StandardSpacing = .cell, rightToLeft: Bool = false
  ) -> Int {
    let lines = layOutStandardPartsLeftToRight(
      parts, style: style, inWidth: width, spacing: spacing, rightToLeft: rightToLeft)
    guard rightToLeft else { return lines }
    for view in [parts.image, parts.title, parts.detail].compactMap({ $0 as UIView? }) {
      view.gridFrame.origin.x = width - view.gridFrame.maxX
    }
    return lines
  }

  /// The parts placed left to right, a right-aligned text aligned left when `rightToLeft`
  /// (the caller mirrors the frames).
  private static func layOutStandardPartsLeftToRight(
    _ parts: StandardParts, style: CellStyle, inWidth width: Int,
    spacing: StandardSpacing, rightToLeft: Bool
  ) -> Int {
    let trailingAlignment: NSTextAlignment = rightToLeft ? .left : .right
    var leading = spacing.leading
    let trailing = max(width - spacing.trailing, leading)
    let top = spacing.top
    if let image = parts.image, image.image != nil {
      let size = image.layoutSize(fitting: GridSize(width: trailing - leading, height: 1))
      let imageWidth = min(size.width, trailing - leading)
      let room = min(max(imageWidth, spacing.imageRoomWidth), trailing - leading)
      image.gridFrame = GridRect(
        x: leading + (room - imageWidth) / 2, y: top, width: imageWidth, height: 1)
      leading = min(leading + room + spacing.afterImage, trailing)
    }
    let title = parts.title
    let detail = style == .default ? nil : parts.detail
    let room = trailing - leading
    func line(_ label: UILabel, x: Int, width: Int, y: Int) -> Int {
      let height = max(
        label.layoutSize(fitting: GridSize(width: max(width, 1), height: 0)).height, 1)
      label.gridFrame = GridRect(x: x, y: y, width: max(width, 0), height: height)
      return height
    }
    let lines: Int
    switch style {
    case .default:
      lines = title.map { line($0, x: leading, width: room, y: top) } ?? 0
    case .subtitle:
      let first = title.map { line($0, x: leading, width: room, y: top) } ?? 0
      let gap = first > 0 && detail != nil ? spacing.betweenLines : 0
      lines =
        first + gap + (detail.map { line($0, x: leading, width: room, y: top + first + gap) } ?? 0)
    case .value1:
      // The detail keeps its text up to half the room; the title gives way first.
      let detailWidth = min(detail?.shownText.displayWidth ?? 0, room / 2)
      detail?.textAlignment = trailingAlignment
      let detailLines = detail.map {
        line($0, x: trailing - detailWidth, width: detailWidth, y: top)
      }
      let titleWidth = max(room - detailWidth - (detailWidth > 0 ? spacing.betweenTexts : 0), 0)
      let titleLines = title.map { line($0, x: leading, width: titleWidth, y: top) }
      lines = max(detailLines ?? 0, titleLines ?? 0)
    case .value2:
      // A right-aligned title column of about 91 points, as Contacts draws its fields.
      let column = min(PointScale.columns(91), room)
      title?.textAlignment = trailingAlignment
      let titleLines = title.map { line($0, x: leading, width: column, y: top) }
      let detailX = min(leading + column + 1, trailing)
      let detailLines = detail.map { line($0, x: detailX, width: trailing - detailX, y: top) }
      lines = max(detailLines ?? 0, titleLines ?? 0)
    }
    return lines > 0 ? top + lines + spacing.bottom : 0
  }
}

/// The views of a cell's standard style, made on first use.
@MainActor
final class StandardCellViews {
  private unowned let contentView: UIView
  private(set) var textLabelIfMade: UILabel?
  private(set) var detailTextLabelIfMade: UILabel?
  private(set) var imageViewIfMade: UIImageView?

  init(contentView: UIView) {
    self.contentView = contentView
  }

  var textLabel: UILabel {
    if let textLabelIfMade { return textLabelIfMade }
    let label = UILabel()
    contentView.addSubview(label)
    textLabelIfMade = label
    return label
  }

  var detailTextLabel: UILabel {
    if let detailTextLabelIfMade { return detailTextLabelIfMade }
    let label = UILabel()
    contentView.addSubview(label)
    detailTextLabelIfMade = label
    return label
  }

  var imageView: UIImageView {
    if let imageViewIfMade { return imageViewIfMade }
    let view = UIImageView()
    contentView.addSubview(view)
    imageViewIfMade = view
    return view
  }
}
