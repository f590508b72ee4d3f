import Foundation
import TextCanvas

extension UIView {
  /// Runs ``draw(_:)-(CGRect)`` with a recording context and says whether the view draws
  /// itself: its override does not reach the base, or records a call, or its layer holds a
  /// shape or gradient layer.
  func drawsItself() -> Bool {
    drawingReachedBase = false
    #if !canImport(CoreGraphics)
      let context = CGContext()
      UIGraphicsPushContext(context)
      draw(bounds)
      UIGraphicsPopContext()
      recordedDrawing = context.operations
    #else
      draw(bounds)
    #endif
    return !drawingReachedBase || !recordedDrawing.isEmpty || layer.drawsContent
  }

  /// What the placeholder of a view that draws itself says: `drawn: ` and the view's
  /// accessibility label, else its class name.
  var drawingCaption: String {
    let label = accessibilityLabel?.oneLine ?? ""
    return "drawn: " + (label.isEmpty ? String(describing: type(of: self)) : label)
  }

  /// Draws the placeholder: boxed in a frame of three lines or more, bracketed on the middle
  /// line of a shorter one, as an image view's.
  func drawDrawingPlaceholder(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    let middle = rect.minY + (rect.height - 1) / 2
    guard rect.height >= 3, rect.width >= 3 else {
      let shown = drawingCaption.truncated(toWidth: max(rect.width - 2, 1))
      canvas.draw("[\(shown)]", onLine: middle, of: rect, alignment: .center, clippedTo: clip)
      return
    }
    canvas.clear(rect.intersection(clip))
    canvas.drawBox(rect, style: .rounded, clippedTo: clip)
    let inside = GridRect(
      x: rect.minX + 1, y: rect.minY, width: rect.width - 2, height: rect.height)
    canvas.draw(drawingCaption, onLine: middle, of: inside, alignment: .center, clippedTo: clip)
  }
}
