import Foundation

// The traits where a view is shown, and the direction it lays its content out in.
extension UIView {
  /// The traits of where the view is shown: those of its window; out of any window, those of
  /// the view controller whose view holds it, else of ``UIScreen/main`` at the content size
  /// of the frame laying out (a cell a table measures before showing it; see
  /// ``UITraitCollection``).
  public var traitCollection: UITraitCollection {
    if let window { return window.windowTraits }
    var outermost = self
    while let superview = outermost.superview { outermost = superview }
    return outermost.viewController?.traitCollection
      ?? UITraitCollection.outsideAnyWindow(gridSize: UIScreen.gridSize)
  }

  /// Which way the view lays out its immediate content: its ``semanticContentAttribute``
  /// taken relative to its traits' layout direction (see
  /// ``userInterfaceLayoutDirection(for:relativeTo:)``).
  ///
  /// As in UIKit, a view's attribute decides its own content only: a subview whose attribute
  /// is `.unspecified` follows the traits, not its superview's attribute.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    let traits: UIUserInterfaceLayoutDirection =
      traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    return Self.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traits)
  }

  /// Whether the view lays out its immediate content right to left: its
  /// ``effectiveUserInterfaceLayoutDirection``, read without making trait collections (the
  /// drawing asks it of every view).
  package var isRightToLeft: Bool {
    switch semanticContentAttribute {
    case .playback, .spatial, .forceLeftToRight: return false
    case .forceRightToLeft: return true
    case .unspecified:
      // A window's size gives left to right: only what it lays over its traits can differ.
      if let window { return window.overridingTraits.layoutDirection == .rightToLeft }
      return traitCollection.layoutDirection == .rightToLeft
    }
  }
}
