import Foundation

/// What a view controller can read about a transition under way, as
/// `UIViewControllerTransitionCoordinatorContext`: a headless transition is never animated,
/// interactive or cancelled.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether the transition is driven by a gesture.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// How long the transition lasts, in seconds.
  var transitionDuration: TimeInterval { get }
  /// How far the transition has come, 0 to 1.
  var percentComplete: CGFloat { get }
  /// The view that holds the views taking part.
  var containerView: UIView { get }
}

/// What a view controller is handed during a transition, as
/// `UIViewControllerTransitionCoordinator`, to run its own changes alongside.
///
/// ```swift
/// override func viewWillTransition(
///   to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
/// ) {
///   super.viewWillTransition(to: size, with: coordinator)
///   coordinator.animate(alongsideTransition: { _ in
///     self.collectionView.collectionViewLayout.invalidateLayout()
///   })
/// }
/// ```
///
/// The headless coordinator runs every animation block once the views have their new size,
/// then every completion block, all before the transition returns.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` alongside the transition and `completion` after it; returns true, as
  /// the blocks will run.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Runs `animation` alongside the transition in `view` and `completion` after it; returns
  /// true.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` alongside the transition and `completion`, if any, after it.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }
}

/// The headless transition coordinator: it keeps the blocks handed to it and runs them when
/// the transition it belongs to says.
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  let containerView: UIView
  var isAnimated: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var transitionDuration: TimeInterval { 0 }
  private(set) var percentComplete: CGFloat = 0
  private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  init(containerView: UIView) {
    self.containerView = containerView
    super.init()
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  /// Runs the animation blocks, in the order they were handed over, those they add included.
  func runAnimations() {
    while !animations.isEmpty {
      let animation = animations.removeFirst()
      animation(self)
    }
    percentComplete = 1
  }

  /// Runs the completion blocks, in order, those they add included.
  func runCompletions() {
    while !completions.isEmpty {
      let completion = completions.removeFirst()
      completion(self)
    }
  }
}
