import Foundation
import TextCanvas

/// A rectangle that takes part in Auto Layout without being a view, as `UILayoutGuide`: an
/// invisible spacer a team adds with ``UIView/addLayoutGuide(_:)``, or one of the guides every
/// view has (``UIView/layoutMarginsGuide``, ``UIView/safeAreaLayoutGuide``,
/// ``UIView/readableContentGuide``).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
  /// What a view's own guides follow.
  package enum Kind: Hashable, Sendable {
    /// A guide the team added: its frame is whatever its constraints solve to.
    case custom
    /// The owning view's bounds inset by its layout margins.
    case margins
    /// The owning view's bounds: the headless screen has no bars or notch over a view's
    /// content (a navigation bar is drawn above the view controller's view, not over it).
    case safeArea
    /// The readable width: on a phone in portrait, the layout margins.
    case readableContent
    /// The frame of a view inside the owning view that code places, such as a list content
    /// view's text label (``UIListContentView/textLayoutGuide``).
    case followsView
  }

  /// The view the guide belongs to.
  public internal(set) weak var owningView: UIView?
  /// A name for the guide in layout issues: UIKit's own guides keep UIKit's names.
  public var identifier = ""
  package let kind: Kind
  /// A custom guide's frame after the last layout, in the owning view's coordinates, on the
  /// grid.
  package var solvedFrame = GridRect.zero
  /// The view a ``Kind/followsView`` guide follows.
  package private(set) weak var followedView: UIView?

  /// Creates a custom guide; add it to a view with ``UIView/addLayoutGuide(_:)``.
  public override init() {
    kind = .custom
    super.init()
  }

  package init(kind: Kind, owningView: UIView, identifier: String) {
    self.kind = kind
    self.owningView = owningView
    self.identifier = identifier
    super.init()
  }

  /// A guide of `owningView` whose frame is `view`'s, `view` being inside `owningView`.
  package convenience init(following view: UIView, owningView: UIView, identifier: String) {
    self.init(kind: .followsView, owningView: owningView, identifier: identifier)
    followedView = view
  }

  /// The guide's rectangle in the owning view's coordinates, in points.
  public var layoutFrame: CGRect { gridLayoutFrame.points }

  /// The guide's rectangle in the owning view's coordinates, on the grid.
  package var gridLayoutFrame: GridRect {
    guard let owningView else { return .zero }
    switch kind {
    case .custom:
      return solvedFrame
    case .followsView:
      guard let followedView, owningView.isAncestor(of: followedView) else { return .zero }
      return GridRect(
        origin: AutoLayoutEngine.origin(of: followedView, in: owningView),
        size: followedView.gridFrame.size)
    case .safeArea:
      return owningView.gridBounds
    case .margins, .readableContent:
      let insets = owningView.gridLayoutMargins
      let bounds = owningView.gridBounds
      return GridRect(
        x: insets.left, y: insets.top, width: max(bounds.width - insets.left - insets.right, 0),
        height: max(bounds.height - insets.top - insets.bottom, 0))
    }
  }

  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
}

/// Insets on the grid: whole columns at the sides, whole lines at the top and bottom.
package struct GridInsets: Hashable, Sendable {
  package var top: Int
  package var left: Int
  package var bottom: Int
  package var right: Int

  /// The nearest columns and lines to `insets`, each inset on its own.
  package init(_ insets: UIEdgeInsets) {
    top = PointScale.lines(insets.top)
    left = PointScale.columns(insets.left)
    bottom = PointScale.lines(insets.bottom)
    right = PointScale.columns(insets.right)
  }
}
