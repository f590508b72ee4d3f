import Foundation
import TextCanvas

/// What a list's cell, header or footer shows, as `UIListContentConfiguration`: an image, a
/// text and a secondary text, laid out as UIKit's standard cells lay them out.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()  // .cell() for a default cell
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// content.image = UIImage(systemName: "wifi")
/// cell.contentConfiguration = content
/// ```
///
/// The text and secondary text are stacked (``cell()``, ``subtitleCell()``, the headers) or
/// side by side (``valueCell()``: the secondary text against the trailing margin), as
/// ``prefersSideBySideTextAndSecondaryText`` says; the image is drawn first, as a cell's
/// ``UITableViewCell/imageView`` is. Text wraps unless ``TextProperties/numberOfLines`` says
/// otherwise, and shows ``TextProperties/transform``'s case. Fonts, colours and the image's
/// pixels are kept, not drawn.
public struct UIListContentConfiguration: Hashable {
  /// The primary text; nil for none.
  public var text: String?
  /// The primary text with attributes; its characters are shown when ``text`` is nil.
  public var attributedText: NSAttributedString?
  /// The secondary text; nil for none.
  public var secondaryText: String?
  /// The secondary text with attributes; its characters are shown when ``secondaryText`` is
  /// nil.
  public var secondaryAttributedText: NSAttributedString?
  /// The image, drawn at the leading edge as a placeholder of its name; nil for none.
  public var image: UIImage?
  /// How the image looks; kept.
  public var imageProperties = ImageProperties()
  /// How the primary text looks.
  public var textProperties: TextProperties
  /// How the secondary text looks.
  public var secondaryTextProperties: TextProperties
  /// Whether the secondary text sits beside the primary text, against the trailing margin,
  /// rather than under it: true for ``valueCell()`` only.
  public var prefersSideBySideTextAndSecondaryText = false
  /// The margins around the content, in points: 11 above and below (no line), 16 at the
  /// sides (2 columns) for cells, as a cell's content view margins.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 11, leading: 16, bottom: 11, trailing: 16)
  /// The axes on which the view keeps its superview's layout margins: `.both` by default, as
  /// in UIKit. On such an axis ``directionalLayoutMargins`` is the least margin: where the
  /// superview's margin reaches further into the view, the content keeps clear of it too.
  public var axesPreservingSuperviewLayoutMargins = UIAxis.both
  /// The space between the image and the text, in points: 8 (1 column) by default.
  public var imageToTextPadding: CGFloat = 8
  /// The space between the texts side by side, in points: 8 (1 column) by default.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// The space between the texts stacked, in points: 2 (no line) by default.
  public var textToSecondaryTextVerticalPadding: CGFloat = 2

  private init(
    text: TextProperties, secondaryText: TextProperties, sideBySide: Bool = false
  ) {
    textProperties = text
    secondaryTextProperties = secondaryText
    prefersSideBySideTextAndSecondaryText = sideBySide
  }

  /// The text shown: ``text``, else ``attributedText``'s characters, with the transform.
  var shownText: String? {
    (text ?? attributedText?.string).map(textProperties.transform.apply(to:))
  }

  /// The secondary text shown: ``secondaryText``, else ``secondaryAttributedText``'s
  /// characters, with the transform.
  var shownSecondaryText: String? {
    (secondaryText ?? secondaryAttributedText?.string).map(
      secondaryTextProperties.transform.apply(to:))
  }

  /// A cell's configuration: one text, and a secondary text under it when set.
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
      secondaryText: TextProperties(
        font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel))
  }

  /// A cell's configuration with a subtitle: the secondary text under the text.
  public static func subtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
      secondaryText: TextProperties(
        font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel))
  }

  /// A cell's configuration with a value: the secondary text beside the text, against the
  /// trailing margin, as Settings shows a value.
  public static func valueCell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
      secondaryText: TextProperties(
        font: .preferredFont(forTextStyle: .body), color: .secondaryLabel),
      sideBySide: true)
  }

  /// A sidebar cell's configuration: as ``cell()`` here.
  public static func sidebarCell() -> UIListContentConfiguration { cell() }

  /// A sidebar cell's configuration with a subtitle: as ``subtitleCell()`` here.
  public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }

  /// A cell's configuration in a sidebar that accompanies a main view: as ``sidebarCell()``
  /// here (their difference is colour).
  public static func accompaniedSidebarCell() -> UIListContentConfiguration { sidebarCell() }

  /// A subtitled cell's configuration in an accompanying sidebar: as
  /// ``sidebarSubtitleCell()`` here.
  public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
    sidebarSubtitleCell()
  }

  /// A plain list's header: its text as given.
  public static func plainHeader() -> UIListContentConfiguration {
    headerOrFooter(font: .preferredFont(forTextStyle: .headline), color: .label)
  }

  /// A plain list's footer.
  public static func plainFooter() -> UIListContentConfiguration {
    headerOrFooter(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
  }

  /// A grouped list's header: its text in upper case, as grouped tables show their titles up
  /// to iOS 18.
  public static func groupedHeader() -> UIListContentConfiguration {
    var configuration = headerOrFooter(
      font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
    configuration.textProperties.transform = .uppercase
    return configuration
  }

  /// A grouped list's footer.
  public static func groupedFooter() -> UIListContentConfiguration { plainFooter() }

  /// An inset grouped list's prominent header: its text as given, larger (kept).
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    headerOrFooter(font: .preferredFont(forTextStyle: .title3), color: .label)
  }

  /// An inset grouped list's extra prominent header: its text as given, larger still (kept).
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    headerOrFooter(font: .preferredFont(forTextStyle: .title2), color: .label)
  }

  /// A sidebar's header: as ``plainHeader()`` here.
  public static func sidebarHeader() -> UIListContentConfiguration { plainHeader() }

  /// A header for whatever list it is in (iOS 18): as ``plainHeader()`` until a header view
  /// asks its table (see ``UITableViewHeaderFooterView/defaultContentConfiguration()``).
  public static func header() -> UIListContentConfiguration { plainHeader() }

  /// A footer for whatever list it is in (iOS 18): as ``plainFooter()``.
  public static func footer() -> UIListContentConfiguration { plainFooter() }

  private static func headerOrFooter(font: UIFont, color: UIColor) -> UIListContentConfiguration {
    UIListContentConfiguration(
      text: TextProperties(font: font, color: color),
      secondaryText: TextProperties(
        font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel))
  }
}

extension UIListContentConfiguration: UIContentConfiguration {
  /// A ``UIListContentView`` showing this configuration.
  public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// The configuration itself: state changes nothing that text can show.
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}
