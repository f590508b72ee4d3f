import Foundation
import TextCanvas

/// A placeholder for an image, as `UIImageView` without pixels: the image's name in a box.
///
/// A frame at least three lines tall gets a box with `img: name` centered inside; a shorter
/// one gets `[img: name]` on its middle line. Without an image the label is just `img`, and
/// the view has no size of its own (no intrinsic content size, as in UIKit): it takes the
/// room its frame or its constraints give it, none by default.
///
/// ```swift
/// let image = UIImageView(image: UIImage(named: "parrot"))
/// print(try DeviceFrame(size: GridSize(width: 15, height: 3)).text(of: image), terminator: "")
/// print(try DeviceFrame(size: GridSize(width: 15, height: 1)).text(of: image), terminator: "")
/// // Prints:
/// //  ┌───────────────┐
/// //  │┌─────────────┐│
/// //  ││ img: parrot ││
/// //  │└─────────────┘│
/// //  └───────────────┘
/// //  ┌───────────────┐
/// //  │ [img: parrot] │
/// //  └───────────────┘
/// ```
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown; nil for none.
  public var image: UIImage?
  /// The image shown while highlighted; kept.
  public var highlightedImage: UIImage?
  /// The symbol configuration the image is drawn with; kept, not drawn.
  public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
  /// Whether the image view is highlighted; kept.
  public var isHighlighted = false

  /// The name of the image shown, drawn inside the placeholder.
  package var imageName: String? {
    get { image?.name }
    set { image = newValue.flatMap { UIImage(named: $0) } }
  }

  /// Creates an image view showing `image`, sized to it.
  public convenience init(image: UIImage?) {
    self.init(frame: .zero)
    self.image = image
    sizeToFit()
  }

  /// Creates an image view showing `image`, or `highlightedImage` while highlighted.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// Creates an image view with no image.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    // Not an element until the app says what the image shows, as a `UIImageView`.
    accessibilityTraits = .image
  }

  /// Creates an image view with no image; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    accessibilityTraits = .image
  }

  /// Creates an image view showing the image named `imageName`, for the headless UI's own
  /// views.
  package convenience init(imageName: String?, gridFrame: GridRect = .zero) {
    self.init(frame: .zero)
    self.imageName = imageName
    self.gridFrame = gridFrame
  }

  /// The text inside the placeholder.
  private var caption: String { imageName.map { "img: \($0)" } ?? "img" }

  /// The one-line placeholder's size: `[img: name]` on one line; nothing without an image,
  /// as UIKit's image view has no size of its own then.
  package override func gridSizeThatFits(_ size: GridSize) -> GridSize {
    image == nil
      ? GridSize(width: 0, height: 0) : GridSize(width: caption.displayWidth + 2, height: 1)
  }

  /// The placeholder's one-line size; none in either direction without an image, as UIKit's
  /// image view has no intrinsic content size without one.
  package override var gridIntrinsicSize: (width: Int?, height: Int?) {
    image == nil ? (nil, nil) : (caption.displayWidth + 2, 1)
  }

  /// Draws the boxed placeholder, or the one-line form in a frame under three lines.
  package override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
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
