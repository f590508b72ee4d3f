import Foundation

/// Animations, as UIKit's block-based API: the headless UI has no time, so every change in an
/// animation block applies at once and the completion runs at once with `true` (finished).
///
/// ```swift
/// UIView.animate(withDuration: 0.3, animations: { banner.alpha = 0 }) { finished in
///   banner.removeFromSuperview()  // runs before animate returns; finished is true
/// }
/// ```
extension UIView {
  /// How an animation runs, as `UIView.AnimationOptions`; kept, not used.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The options' bits, as UIKit's.
    public let rawValue: UInt

    /// The options of `rawValue`'s bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lays out subviews at commit time.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets the views take touches while animating.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current state of a running animation.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats forever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs backwards and forwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Eases in and out.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Eases in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Eases out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Runs evenly.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// A cross-dissolve transition.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// A flip from the left.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A flip from the right.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
  }

  /// The pace of an animation, as `UIView.AnimationCurve`; kept.
  public enum AnimationCurve: Int, Hashable, Sendable {
    /// Eases in and out.
    case easeInOut = 0
    /// Eases in.
    case easeIn = 1
    /// Eases out.
    case easeOut = 2
    /// Runs evenly.
    case linear = 3
  }

  /// Runs `animations` at once.
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animations()
  }

  /// Runs `animations` at once, then `completion` with true.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations` at once, without waiting for `delay`, then `completion` with true.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations` at once, as a spring that has settled, then `completion` with true.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations`, if any, at once as a transition of `view`, then `completion` with
  /// true.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  /// Runs `actionsWithoutAnimation`, as UIKit does with animations off: at once.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }
}
