import Foundation
import TextCanvas

// How a view's content fills it, and points converted between views.
extension UIView {
  /// How a view's content fills its bounds, as `UIView.ContentMode`; kept.
  public enum ContentMode: Int, Hashable, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
      topLeft, topRight, bottomLeft, bottomRight
  }

  /// `point` in this view's coordinates converted to `view`'s, or to the window's when nil, in
  /// points.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let from = originInRoot
    let to = view?.originInRoot ?? .zero
    return CGPoint(
      x: point.x + PointScale.points(columns: from.x - to.x),
      y: point.y + PointScale.points(lines: from.y - to.y))
  }

  /// `point` in `view`'s coordinates (the window's when nil) converted to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    (view ?? rootView).convert(point, to: self)
  }

  /// `rect` in this view's coordinates converted to `view`'s, or to the window's when nil.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// `rect` in `view`'s coordinates (the window's when nil) converted to this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// The topmost view above this one.
  private var rootView: UIView {
    var root = self
    while let superview = root.superview { root = superview }
    return root
  }

  /// The view's origin in its topmost ancestor's coordinates, on the grid.
  private var originInRoot: GridPoint {
    var point = GridPoint.zero
    var current: UIView? = self
    while let view = current, let superview = view.superview {
      point = GridPoint(x: point.x + view.gridFrame.minX, y: point.y + view.gridFrame.minY)
      current = superview
    }
    return point
  }
}
