import Foundation
import TextCanvas

/// The view that shows a ``UIListContentConfiguration``, as `UIListContentView`: an image
/// view and two labels, placed as a standard cell places its own.
///
/// A cell makes one when it is given a list configuration (see
/// ``UITableViewCell/contentConfiguration``); any view can hold one too:
///
/// ```swift
/// var content = UIListContentConfiguration.valueCell()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// let view = UIListContentView(configuration: content)
/// // Drawn 20 columns wide: "  Wi-Fi        Home  "
/// ```
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  private let imageView = UIImageView()
  private let textLabel = UILabel()
  private let secondaryTextLabel = UILabel()
  /// The configuration shown.
  private var listConfiguration: UIListContentConfiguration

  /// Creates a view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
    apply(configuration)
  }

  /// Creates a view showing an empty ``UIListContentConfiguration/cell()``; see
  /// ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    listConfiguration = .cell()
    super.init(coder: coder)
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
    apply(listConfiguration)
  }

  /// The configuration shown: a ``UIListContentConfiguration``; another kind is ignored, as
  /// the view does not support it.
  public var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else { return }
      listConfiguration = list
      apply(list)
    }
  }

  /// A guide whose frame is the primary text's, as `textLayoutGuide`: constraints align other
  /// views with the text through it; nil while the configuration has no text.
  ///
  /// ```swift
  /// let content = cell.contentView as? UIListContentView
  /// if let text = content?.textLayoutGuide {
  ///   cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: text.leadingAnchor)
  ///     .isActive = true
  /// }
  /// ```
  public var textLayoutGuide: UILayoutGuide? {
    listConfiguration.shownText == nil ? nil : textGuide
  }

  /// The guide that follows the text label.
  private lazy var textGuide = UILayoutGuide(
    following: textLabel, owningView: self, identifier: "UIListContentView.textLayoutGuide")

  /// Whether `configuration` is a ``UIListContentConfiguration``.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  /// Places the image and the texts in the view's bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOut(inWidth: gridBounds.width)
  }

  /// As tall as the configuration's texts at `size.width`, one line at least.
  package override func gridSizeThatFits(_ size: GridSize) -> GridSize {
    GridSize(width: size.width, height: max(layOut(inWidth: size.width), 1))
  }

  private func apply(_ configuration: UIListContentConfiguration) {
    imageView.image = configuration.image
    imageView.isHidden = configuration.image == nil
    for (label, text, properties) in [
      (textLabel, configuration.shownText, configuration.textProperties),
      (secondaryTextLabel, configuration.shownSecondaryText, configuration.secondaryTextProperties),
    ] {
      label.text = text
      label.isHidden = text == nil
      label.font = properties.font
      label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
      label.textColor = properties.color
      label.numberOfLines = properties.numberOfLines
      label.lineBreakMode = properties.lineBreakMode
      label.textAlignment = properties.alignment == .center ? .center : .natural
    }
  }

  /// Places the parts in `width` columns; the lines they take with the margins.
  @discardableResult
  private func layOut(inWidth width: Int) -> Int {
    let configuration = listConfiguration
    let margins = gridMargins(inWidth: width)
    let reserved = configuration.imageProperties.reservedLayoutSize
    let spacing = UITableViewCell.StandardSpacing(
      top: margins.top, leading: margins.leading, bottom: margins.bottom,
      trailing: margins.trailing,
      afterImage: PointScale.columns(configuration.imageToTextPadding),
      betweenTexts: PointScale.columns(configuration.textToSecondaryTextHorizontalPadding),
      betweenLines: PointScale.lines(configuration.textToSecondaryTextVerticalPadding),
      imageRoomWidth: PointScale.columns(max(reserved.width, 0)))
    let parts = UITableViewCell.StandardParts(
      image: configuration.image == nil ? nil : imageView,
      title: configuration.shownText == nil ? nil : textLabel,
      detail: configuration.shownSecondaryText == nil ? nil : secondaryTextLabel)
    let style: UITableViewCell.CellStyle =
      configuration.prefersSideBySideTextAndSecondaryText ? .value1 : .subtitle
    return UITableViewCell.layOutStandardParts(
      parts, style: style, inWidth: width, spacing: spacing, rightToLeft: isRightToLeft)
  }

  /// The configuration's margins in columns and lines, each widened, on the axes in
  /// ``UIListContentConfiguration/axesPreservingSuperviewLayoutMargins``, to where the
  /// superview's own margin reaches into this view when laid out `width` columns wide.
  private func gridMargins(inWidth width: Int) -> GridInsets {
    let own = listConfiguration.directionalLayoutMargins
    var margins = GridInsets(
      top: PointScale.lines(own.top), leading: PointScale.columns(own.leading),
      bottom: PointScale.lines(own.bottom), trailing: PointScale.columns(own.trailing))
    guard let superview else { return margins }
    let axes = listConfiguration.axesPreservingSuperviewLayoutMargins
    let inherited = superview.directionalLayoutMargins
    let bounds = superview.gridBounds.size
    if axes.contains(.horizontal) {
      let left = max(gridFrame.minX, 0)
      let right = max(bounds.width - gridFrame.minX - width, 0)
      let rightToLeft = superview.isRightToLeft
      margins.leading = max(
        margins.leading, PointScale.columns(inherited.leading) - (rightToLeft ? right : left))
      margins.trailing = max(
        margins.trailing, PointScale.columns(inherited.trailing) - (rightToLeft ? left : right))
    }
    if axes.contains(.vertical) {
      margins.top = max(margins.top, PointScale.lines(inherited.top) - max(gridFrame.minY, 0))
      margins.bottom = max(
        margins.bottom,
        PointScale.lines(inherited.bottom) - max(bounds.height - gridFrame.maxY, 0))
    }
    return margins
  }

  /// Margins on the grid: lines above and below, columns at the leading and trailing sides.
  private struct GridInsets {
    var top: Int
    var leading: Int
    var bottom: Int
    var trailing: Int
  }
}
