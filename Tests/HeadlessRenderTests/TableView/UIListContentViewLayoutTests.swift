import Foundation
import TestSupport
import Testing

@testable import HeadlessRender

/// How a list content view places its parts: the image's reserved room, and the superview's
/// margins kept on the axes the configuration preserves.
@MainActor
@Suite struct UIListContentViewLayoutTests {
  /// `configuration` shown by a list content view filling a container `width` columns wide,
  /// whose margins are `margins`; the container's drawn lines.
  private func draw(
    _ configuration: UIListContentConfiguration, width: Int = 30,
    margins: NSDirectionalEdgeInsets? = nil
  ) -> [String] {
    let container = UIView()
    if let margins { container.directionalLayoutMargins = margins }
    let view = UIListContentView(configuration: configuration)
    container.addSubview(view)
    let height = view.layoutSize(fitting: GridSize(width: width, height: 0)).height
    container.gridFrame = GridRect(x: 0, y: 0, width: width, height: height)
    view.gridFrame = container.gridBounds
    view.layoutIfNeeded()
    var canvas = Canvas(width: width, height: height)
    container.render(on: &canvas)
    return canvas.lines
  }

  private func row(
    image: String, text: String = "Starred", reservedWidth: CGFloat = 0
  ) -> UIListContentConfiguration {
    var content = UIListContentConfiguration.cell()
    content.image = UIImage(systemName: image)
    content.text = text
    content.imageProperties.reservedLayoutSize = CGSize(width: reservedWidth, height: 0)
    return content
  }

  @Test func aReservedWidthLinesUpTheTextsOfImagesOfDifferentWidths() {
    // Without one, each text starts a column after its own image: "sun" is a column narrower
    // than "star", so the texts do not line up.
    #expect(draw(row(image: "sun")) == ["  [img: sun] Starred"])
    #expect(draw(row(image: "star")) == ["  [img: star] Starred"])
    // 127 points are 13 columns: each image is centred in them and the texts start together,
    // a column after the room.
    #expect(draw(row(image: "sun", reservedWidth: 127)) == ["   [img: sun]   Starred"])
    #expect(draw(row(image: "star", reservedWidth: 127)) == ["   [img: star]  Starred"])
  }

  @Test func aReservedWidthNarrowerThanTheImageLeavesTheImageItsOwnWidth() {
    // "[img: star]" is 11 columns: a room of 10 (98 points) or of 11 (107 points) changes
    // nothing, one of 12 (117 points) moves the text a column on.
    #expect(draw(row(image: "star", reservedWidth: 98)) == ["  [img: star] Starred"])
    #expect(draw(row(image: "star", reservedWidth: 107)) == ["  [img: star] Starred"])
    #expect(draw(row(image: "star", reservedWidth: 117)) == ["  [img: star]  Starred"])
  }

  @Test func withNoImageNothingIsReserved() {
    var content = UIListContentConfiguration.cell()
    content.text = "Starred"
    content.imageProperties.reservedLayoutSize = CGSize(width: 127, height: 0)
    #expect(draw(content) == ["  Starred"])
  }

  @Test func aReservedWidthMirrorsRightToLeft() {
    let window = UIWindow(gridFrame: GridRect(x: 0, y: 0, width: 30, height: 1))
    window.overrideTraits(UITraitCollection(layoutDirection: .rightToLeft))
    let view = UIListContentView(configuration: row(image: "sun", reservedWidth: 127))
    window.addSubview(view)
    view.gridFrame = window.gridBounds
    view.layoutIfNeeded()
    var canvas = Canvas(width: 30, height: 1)
    window.render(on: &canvas)
    // The room is the 13 columns left of the 2-column margin at the right (15 to 27), the
    // image in it from column 17 (the left-to-right layout's centring, mirrored), the text's
    // last character at column 13, a column clear of the room.
    #expect(canvas.lines == ["       Starred   [img: sun]"])
  }

  @Test func bothAxesKeepTheSuperviewsMarginsByDefault() {
    #expect(UIListContentConfiguration.cell().axesPreservingSuperviewLayoutMargins == .both)
    #expect(UIListContentConfiguration.valueCell().axesPreservingSuperviewLayoutMargins == .both)
    #expect(UIListContentConfiguration.header().axesPreservingSuperviewLayoutMargins == .both)
  }

  @Test func aWiderSuperviewMarginPushesTheContentInOnAPreservedAxis() {
    var content = UIListContentConfiguration.valueCell()
    content.text = "Wi-Fi"
    content.secondaryText = "Home"
    // The configuration's 16 points are 2 columns; a superview margin of 49 points (5 columns)
    // at the leading side and 39 (4) at the trailing side reaches further in.
    let wide = NSDirectionalEdgeInsets(top: 0, leading: 49, bottom: 0, trailing: 39)
    #expect(draw(content, margins: wide) == ["     Wi-Fi            Home"])
    // A superview margin narrower than the configuration's changes nothing.
    let narrow = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    #expect(draw(content, margins: narrow) == ["  Wi-Fi                 Home"])
    // Not preserved horizontally, the configuration's own margins stand.
    content.axesPreservingSuperviewLayoutMargins = .vertical
    #expect(draw(content, margins: wide) == ["  Wi-Fi                 Home"])
    content.axesPreservingSuperviewLayoutMargins = []
    #expect(draw(content, margins: wide) == ["  Wi-Fi                 Home"])
  }

  @Test func aTallerSuperviewMarginPushesTheContentDownOnlyWhenTheVerticalAxisIsPreserved() {
    var content = UIListContentConfiguration.cell()
    content.text = "Wi-Fi"
    // 44 points above are 2 lines, 22 below 1 line.
    let tall = NSDirectionalEdgeInsets(top: 44, leading: 0, bottom: 22, trailing: 0)
    #expect(draw(content, margins: tall) == ["", "", "  Wi-Fi", ""])
    content.axesPreservingSuperviewLayoutMargins = .horizontal
    #expect(draw(content, margins: tall) == ["  Wi-Fi"])
  }

  @Test func theSuperviewsMarginCountsFromWhereTheViewSits() {
    // The view starts 3 columns into a container with a 5-column leading margin: 2 of those
    // columns reach into it, no more than its own 2, so its text starts 2 columns in.
    var content = UIListContentConfiguration.cell()
    content.text = "Wi-Fi"
    let container = UIView()
    container.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 49, bottom: 0, trailing: 0)
    let view = UIListContentView(configuration: content)
    container.addSubview(view)
    container.gridFrame = GridRect(x: 0, y: 0, width: 20, height: 1)
    view.gridFrame = GridRect(x: 3, y: 0, width: 17, height: 1)
    view.layoutIfNeeded()
    var canvas = Canvas(width: 20, height: 1)
    container.render(on: &canvas)
    #expect(canvas.lines == ["     Wi-Fi"])
    // Starting 1 column in, 4 columns of the margin reach into it: the text starts there.
    view.gridFrame = GridRect(x: 1, y: 0, width: 19, height: 1)
    view.layoutIfNeeded()
    canvas = Canvas(width: 20, height: 1)
    container.render(on: &canvas)
    #expect(canvas.lines == ["     Wi-Fi"])
  }

  @Test func axesHaveUIKitsRawValues() {
    #expect(UIAxis.horizontal.rawValue == 1)
    #expect(UIAxis.vertical.rawValue == 2)
    #expect(UIAxis.both == [.horizontal, .vertical])
    #expect(UIAxis.both.rawValue == 3)
  }

  @Test func theHeaderAndFooterPresetsAreThePlainOnes() {
    #expect(UIListContentConfiguration.header() == .plainHeader())
    #expect(UIListContentConfiguration.footer() == .plainFooter())
    #expect(UIListContentConfiguration.header() != .cell())
    #expect(UIListContentConfiguration.footer() != .plainHeader())
  }
}
