import Foundation
import TextCanvas

@testable import HeadlessRender

/// A view that fills its frame with one character: a background or selected background view
/// whose drawing shows where it is and what covers it.
@MainActor
final class Fill: UIView {
  let character: Character

  init(_ character: Character) {
    self.character = character
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    for y in rect.minY..<rect.maxY {
      canvas.draw(
        String(repeating: String(character), count: rect.width),
        at: GridPoint(x: rect.minX, y: y), clippedTo: clip)
    }
  }
}
