import Testing

@testable import HeadlessRender

@MainActor
@Suite struct UIImageViewTests {
  @Test func theDocumentedPlaceholdersPrintExactlyAsShown() {
    let image = UIImageView(
      imageName: "parrot", gridFrame: GridRect(x: 0, y: 0, width: 15, height: 3))
    var canvas = Canvas(width: 15, height: 4)
    image.render(on: &canvas)
    image.gridFrame = GridRect(x: 0, y: 3, width: 15, height: 1)
    image.render(on: &canvas)
    #expect(
      canvas.lines == ["┌─────────────┐", "│ img: parrot │", "└─────────────┘", " [img: parrot]"])
  }

  @Test func anImageViewWithoutAnImageSaysImg() {
    let image = UIImageView(gridFrame: GridRect(x: 0, y: 0, width: 5, height: 1))
    var canvas = Canvas(width: 5, height: 1)
    image.render(on: &canvas)
    #expect(canvas.lines == ["[img]"])
    // UIKit's image view has no size of its own without an image; with one, the placeholder's.
    #expect(image.layoutIntrinsicSize == (nil, nil))
    #expect(image.gridSizeThatFits(GridSize(width: 20, height: 3)) == GridSize(width: 0, height: 0))
    image.image = UIImage(named: "owl")
    #expect(image.layoutIntrinsicSize == (10, 1))
    #expect(
      image.gridSizeThatFits(GridSize(width: 20, height: 3)) == GridSize(width: 10, height: 1))
  }

  @Test func aLongNameIsCutInsideTheBox() {
    let image = UIImageView(
      imageName: "kingfisher", gridFrame: GridRect(x: 0, y: 0, width: 9, height: 4))
    var canvas = Canvas(width: 9, height: 4)
    image.render(on: &canvas)
    #expect(canvas.lines == ["┌───────┐", "│img: k…│", "│       │", "└───────┘"])
  }

  @Test func theBoxNeedsThreeColumnsAndThreeLinesAndLessDrawsTheOneLineForm() {
    for (width, height, boxed) in [(3, 3, true), (2, 3, false), (3, 2, false), (4, 4, true)] {
      let image = UIImageView(
        imageName: "owl", gridFrame: GridRect(x: 0, y: 0, width: width, height: height))
      var canvas = Canvas(width: width, height: height)
      image.render(on: &canvas)
      #expect(canvas.lines.first?.hasPrefix("┌") == boxed, "\(width) x \(height)")
      #expect(canvas.lines.joined().contains("[") == !boxed, "\(width) x \(height)")
    }
  }
}
