import Foundation

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
  static var standardMargin: Int { PointScale.columns(16) }

  /// The standard views laid out in `width` columns as the style places them, and the lines
  /// they take (0 when the cell shows none of them).
  @discardableResult
  func layOutStandardViews(inWidth width: Int) -> Int {
    guard let views = standardViewsIfMade else { return 0 }
    let margin = Self.standardMargin
    var leading = margin
    let trailing = max(width - margin, leading)
    if let image = views.imageViewIfMade, image.image != nil {
      let size = image.layoutSize(fitting: GridSize(width: trailing - leading, height: 1))
      image.gridFrame = GridRect(
        x: leading, y: 0, width: min(size.width, trailing - leading), height: 1)
      leading = min(image.gridFrame.maxX + 1, trailing)
    }
    let title = views.textLabelIfMade
    let detail = style == .default ? nil : views.detailTextLabelIfMade
    let room = trailing - leading
    func line(_ label: UILabel, x: Int, width: Int, y: Int) -> Int {
      let height = max(
        label.layoutSize(fitting: GridSize(width: max(width, 1), height: 0)).height, 1)
      label.gridFrame = GridRect(x: x, y: y, width: max(width, 0), height: height)
      return height
    }
    switch style {
    case .default:
      return title.map { line($0, x: leading, width: room, y: 0) } ?? 0
    case .subtitle:
      let top = title.map { line($0, x: leading, width: room, y: 0) } ?? 0
      return top + (detail.map { line($0, x: leading, width: room, y: top) } ?? 0)
    case .value1:
      // The detail keeps its text up to half the room; the title gives way first.
      let detailWidth = min(detail?.shownText.displayWidth ?? 0, room / 2)
      detail?.textAlignment = .right
      let detailLines = detail.map { line($0, x: trailing - detailWidth, width: detailWidth, y: 0) }
      let titleWidth = max(room - detailWidth - (detailWidth > 0 ? 1 : 0), 0)
      let titleLines = title.map { line($0, x: leading, width: titleWidth, y: 0) }
      return max(detailLines ?? 0, titleLines ?? 0)
    case .value2:
      // A right-aligned title column of about 91 points, as Contacts draws its fields.
      let column = min(PointScale.columns(91), room)
      title?.textAlignment = .right
      let titleLines = title.map { line($0, x: leading, width: column, y: 0) }
      let detailX = min(leading + column + 1, trailing)
      let detailLines = detail.map { line($0, x: detailX, width: trailing - detailX, y: 0) }
      return max(detailLines ?? 0, titleLines ?? 0)
    }
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
