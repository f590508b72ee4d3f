/// A placeholder for an image, as `UIImageView` without pixels: the image's name in a box.
///
/// A frame at least three lines tall gets a box with `img: name` centered inside; a shorter
/// one gets `[img: name]` on its middle line. Without an image the label is just `img`.
///
/// ```swift
/// let image = ImageView(imageName: "parrot", frame: Rect(x: 0, y: 0, width: 15, height: 3))
/// var canvas = Canvas(width: 15, height: 4)
/// image.render(on: &canvas)
/// image.frame = Rect(x: 0, y: 3, width: 15, height: 1)
/// image.render(on: &canvas)
/// print(canvas.text)
/// // Prints:
/// // ┌─────────────┐
/// // │ img: parrot │
/// // └─────────────┘
/// //  [img: parrot]
/// ```
@MainActor
public final class UIImageView: UIView {
  /// The name of the image shown; nil for no image.
  public var imageName: String?

  /// Creates an image view.
  public init(imageName: String? = nil, frame: GridRect = .zero) {
    self.imageName = imageName
    super.init(frame: frame)
    // Not an element until the app says what the image shows, as a `UIImageView`.
    accessibilityTraits = .image
  }

  /// The text inside the placeholder.
  private var caption: String { imageName.map { "img: \($0)" } ?? "img" }

  /// The one-line placeholder's size: `[img: name]` on one line.
  public override var intrinsicContentSize: (width: Int?, height: Int?) {
    (caption.displayWidth + 2, 1)
  }

  /// Draws the boxed placeholder, or the one-line form in a frame under three lines.
  public override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    let middle = rect.minY + (rect.height - 1) / 2
    guard rect.height >= 3, rect.width >= 3 else {
      let shown = caption.truncated(toWidth: max(rect.width - 2, 1))
      canvas.draw("[\(shown)]", onLine: middle, of: rect, alignment: .center, clippedTo: clip)
      return
    }
    canvas.drawBox(rect, clippedTo: clip)
    let inside = GridRect(
      x: rect.minX + 1, y: rect.minY, width: rect.width - 2, height: rect.height)
    canvas.draw(caption, onLine: middle, of: inside, alignment: .center, clippedTo: clip)
  }
}
