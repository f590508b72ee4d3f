import Foundation

@testable import HeadlessRender

/// A cell that shows one line of text and counts its reuse preparations.
@MainActor
package final class TextCell: UITableViewCell, ConfigurableCell {
  package private(set) var text = ""
  package private(set) var preparedForReuseCount = 0
  package private(set) var configuredCount = 0

  package override func prepareForReuse() {
    preparedForReuseCount += 1
    text = ""
  }

  package func configure(with model: String) {
    configuredCount += 1
    text = model
  }

  override package func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    canvas.draw(text, at: rect.origin, clippedTo: clip)
  }

  /// A stand-in for a wrapping label: each `|`-separated part of its text starts a line and
  /// wraps every `size.width` characters.
  override package func gridSizeThatFits(_ size: GridSize) -> GridSize {
    let width = max(size.width, 1)
    let lines = text.split(separator: "|").reduce(0) { $0 + max(($1.count + width - 1) / width, 1) }
    return GridSize(width: size.width, height: lines)
  }
}
