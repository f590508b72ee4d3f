import TestSupport
import Testing

@testable import HeadlessRender

@MainActor
@Suite struct UIButtonTests {
  @Test func theDocumentedButtonsPrintExactlyAsShown() {
    let button = UIButton(title: "Retry")
    button.gridFrame = GridRect(x: 0, y: 0, width: 11, height: 1)
    var canvas = Canvas(width: 11, height: 2)
    button.render(on: &canvas)
    button.isEnabled = false
    button.render(on: &canvas, origin: GridPoint(x: 0, y: 1))
    expectText(canvas.text, equals: " [ Retry ]\n ( Retry )")
  }

  @Test func aNarrowFrameCutsTheTitleAndKeepsTheBrackets() {
    let button = UIButton(title: "Load more", gridFrame: GridRect(x: 0, y: 0, width: 8, height: 3))
    var canvas = Canvas(width: 8, height: 3)
    button.render(on: &canvas)
    #expect(canvas.lines == ["", "[ Loa… ]", ""])
  }

  @Test func theIntrinsicSizeIsTheTitleAndItsBrackets() {
    let button = UIButton(title: "東京")
    #expect(button.layoutIntrinsicSize == (8, 1))
    #expect(
      button.layoutSize(fitting: GridSize(width: 3, height: 3)) == GridSize(width: 8, height: 1))
  }

  @Test func directionalEdgesHaveUIKitsRawValuesAndAConfigurationPlacesItsImageLeading() {
    // UIKit's NSDirectionalRectEdge: top 1, leading 2, bottom 4, trailing 8; code that stores
    // or combines raw values moves between the app and the test only if they agree.
    #expect(NSDirectionalRectEdge.top.rawValue == 1)
    #expect(NSDirectionalRectEdge.leading.rawValue == 2)
    #expect(NSDirectionalRectEdge.bottom.rawValue == 4)
    #expect(NSDirectionalRectEdge.trailing.rawValue == 8)
    #expect(NSDirectionalRectEdge.all.rawValue == 15)
    for configuration in [UIButton.Configuration.plain(), .filled(), .borderedProminent()] {
      #expect(configuration.imagePlacement == .leading)
      #expect(configuration.imagePadding == 0)
      #expect(!configuration.showsActivityIndicator)
    }
  }
}
