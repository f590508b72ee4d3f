import Foundation

/// Where an animation ends, as `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Hashable, Sendable {
  /// At its end.
  case end = 0
  /// Back at its start.
  case start = 1
  /// Where it was stopped.
  case current = 2
}

/// Where an animator is in its life, as `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Hashable, Sendable {
  /// Not started, or finished.
  case inactive = 0
  /// Started or paused.
  case active = 1
  /// Stopped, waiting for `finishAnimation(at:)`.
  case stopped = 2
}

/// An animation that can be started, paused and stopped, as `UIViewPropertyAnimator`.
///
/// The headless UI has no time: the animations apply when the animator starts or pauses
/// (those added later, as they are added), and starting it finishes it at once, running the
/// completions with `.end`.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { card.alpha = 1 }
/// animator.addCompletion { position in print(position == .end) }  // true
/// animator.startAnimation()  // card.alpha is 1, the completion ran, state is .inactive
/// ```
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
  /// How long the animation would last, in seconds; kept.
  public let duration: TimeInterval
  /// Where the animator is: `.inactive` before it starts and after it finishes.
  public private(set) var state = UIViewAnimatingState.inactive
  /// Whether the animation is running: never after `startAnimation()` returns, as it finishes
  /// at once.
  public private(set) var isRunning = false
  /// How far the animation has come, 0 to 1; kept.
  public var fractionComplete: CGFloat = 0
  /// Whether the animation runs backwards; kept.
  public var isReversed = false
  /// Whether the animation can be interrupted; kept.
  public var isInterruptible = true
  /// Whether the views take touches while it runs; kept.
  public var isUserInteractionEnabled = true
  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []

  /// An animator of `duration` along `curve`, with `animations`, not started.
  public required init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.duration = duration
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// An animator of `duration` as a spring of `ratio`, with `animations`, not started.
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil)
  {
    self.duration = duration
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// An animator that has already run `animations` and `completion` (with `.end`).
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = self.init(duration: duration, curve: .easeInOut, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation()
    return animator
  }

  /// Adds `animation`; it runs at once if the animator is active.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if state == .active { animation() } else { animations.append(animation) }
  }

  /// Adds `animation`, ignoring `delayFactor`; it runs at once if the animator is active.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds `completion`, run when the animation finishes.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Applies the animations and finishes at once: the completions run with `.end`.
  open func startAnimation() {
    guard state != .stopped else { return }
    applyAnimations()
    fractionComplete = 1
    finish(at: .end)
  }

  /// As ``startAnimation()``: there is no delay to wait.
  open func startAnimation(afterDelay delay: TimeInterval) {
    startAnimation()
  }

  /// Applies the animations and holds the animator active, not running.
  open func pauseAnimation() {
    guard state != .stopped else { return }
    applyAnimations()
    isRunning = false
  }

  /// Stops the animation where it is: with `withoutFinishing`, the animator becomes inactive
  /// and no completion runs; otherwise it waits, stopped, for ``finishAnimation(at:)``.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    isRunning = false
    if withoutFinishing {
      state = .inactive
      completions = []
    } else {
      state = .stopped
    }
  }

  /// Finishes a stopped animation: the completions run with `finalPosition`.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    finish(at: finalPosition)
  }

  private func applyAnimations() {
    state = .active
    let pending = animations
    animations = []
    for animation in pending { animation() }
  }

  private func finish(at position: UIViewAnimatingPosition) {
    state = .inactive
    isRunning = false
    let pending = completions
    completions = []
    for completion in pending { completion(position) }
  }
}
