import Foundation

/// What a scroll view tells about scrolling, as `UIScrollViewDelegate`. Every method has a
/// default that does nothing.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// A view whose content is larger than itself, shown from an offset, as `UIScrollView`.
///
/// The headless scroll view moves in whole lines: an offset set in points is rounded to the
/// nearest line, and one outside the content is clamped to it (a headless scroll never
/// bounces). Touches between a scenario's steps are not modelled: a scenario scrolls by
/// offsets and rows.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// Told about scrolling; held weakly. A table view's `delegate` is its scroll delegate too.
  package weak var scrollViewDelegate: (any UIScrollViewDelegate)?
  /// Whether the user can scroll; kept, and a scenario's scroll steps respect it.
  public var isScrollEnabled = true
  /// Whether the vertical scroll indicator shows; kept, not drawn.
  public var showsVerticalScrollIndicator = true
  /// Whether the horizontal scroll indicator shows; kept, not drawn.
  public var showsHorizontalScrollIndicator = true
  /// Whether the content bounces when scrolled past its end; kept, not modelled.
  public var alwaysBounceVertical = false
  /// Room around the content, in points; kept, not applied.
  public var contentInset = UIEdgeInsets.zero
  /// The control that refreshes the content when the user pulls it down; nil by default. A
  /// table view draws it while it refreshes.
  public var refreshControl: UIRefreshControl? {
    didSet {
      oldValue?.removeFromSuperview()
      if let refreshControl { addSubview(refreshControl) }
    }
  }

  /// The point of the content shown at the top-left corner, in points.
  open var contentOffset: CGPoint {
    get { .zero }
    set {}
  }

  /// The size of the content, in points.
  open var contentSize: CGSize {
    get { bounds.size }
    set {}
  }

  /// Shows the content from `contentOffset`; without animation, since a frame is drawn after
  /// the move.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }
}
