import Foundation

/// Recognizes taps, as `UITapGestureRecognizer`: recognized (`.ended`) when a finger lifts
/// after ``numberOfTapsRequired`` taps in a row; a finger that moves more than 10 points fails
/// it.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps in a row recognize it: 1 by default.
  open var numberOfTapsRequired = 1
  /// How many fingers tap: 1 by default (headless fingers are one).
  open var numberOfTouchesRequired = 1

  /// Fails once the finger moved more than 10 points.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard state == .possible, let touch = touches.first else { return }
    if touch.movedDistance > 10 { state = .failed }
  }

  /// Recognized when the finger lifts after the taps required.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    guard state == .possible, let touch = touches.first else { return }
    if touch.tapCount >= numberOfTapsRequired, touches.count >= numberOfTouchesRequired {
      state = .ended
    }
  }
}

/// Recognizes a finger resting, as `UILongPressGestureRecognizer`: it begins once the finger
/// rested for ``minimumPressDuration``, changes as it moves, ends as it lifts; lifted sooner,
/// it fails.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the finger rests before the gesture begins: half a second by default.
  open var minimumPressDuration: TimeInterval = 0.5
  /// How far the finger may move before the gesture begins, in points: 10 by default.
  open var allowableMovement: CGFloat = 10
  /// How many taps come before the press: 0 by default; kept.
  open var numberOfTapsRequired = 0
  /// How many fingers press: 1 by default.
  open var numberOfTouchesRequired = 1

  /// Begins once the finger rested long enough.
  override package func touchesHeld(for duration: TimeInterval) {
    if state == .possible, duration >= minimumPressDuration { state = .began }
  }

  /// Changes as a begun press moves; fails when the finger moves too far before it began.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard let touch = touches.first else { return }
    switch state {
    case .possible where touch.movedDistance > allowableMovement: state = .failed
    case .began, .changed: state = .changed
    default: break
    }
  }

  /// Ends a begun press; fails one that had not begun.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    switch state {
    case .began, .changed: state = .ended
    case .possible: state = .failed
    default: break
    }
  }
}

/// Recognizes a swipe, as `UISwipeGestureRecognizer`: recognized when a finger moves at least
/// 50 points, mostly along one of its ``direction``s, and lifts.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions a swipe may go, as `UISwipeGestureRecognizer.Direction`.
  public struct Direction: OptionSet, Hashable, Sendable {
    /// The flags.
    public var rawValue: UInt
    /// Creates directions.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// To the right.
    public static let right = Direction(rawValue: 1 << 0)
    /// To the left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Up.
    public static let up = Direction(rawValue: 1 << 2)
    /// Down.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions that recognize it: `.right` by default, as UIKit's.
  open var direction = Direction.right
  /// How many fingers swipe: 1 by default.
  open var numberOfTouchesRequired = 1

  /// Recognized when the finger lifts after moving far enough in one of the directions.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    guard state == .possible, let touch = touches.first else { return }
    let dx = touch.windowLocation.x - touch.startLocation.x
    let dy = touch.windowLocation.y - touch.startLocation.y
    let moved: Direction =
      abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
    state = max(abs(dx), abs(dy)) >= 50 && direction.contains(moved) ? .ended : .failed
  }
}

/// Recognizes a finger dragging, as `UIPanGestureRecognizer`: it begins once the finger moved
/// 10 points, changes as it moves on, ends as it lifts, and says how far and how fast.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers that pan: 1 by default.
  open var minimumNumberOfTouches = 1
  /// The most fingers that pan; kept.
  open var maximumNumberOfTouches = Int.max
  private var translationStore = CGPoint.zero
  private var velocityStore = CGPoint.zero
  /// The speed of a headless drag: its whole movement over 0.25 seconds.
  package static let dragDuration: TimeInterval = 0.25

  /// How far the finger moved since the gesture began (or since ``setTranslation(_:in:)``),
  /// in points.
  open func translation(in view: UIView?) -> CGPoint { translationStore }

  /// Sets the translation, usually to `.zero` once the app applied it.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    translationStore = translation
  }

  /// How fast the finger moves, in points per second: headless, the whole drag's movement
  /// over a quarter of a second.
  open func velocity(in view: UIView?) -> CGPoint { velocityStore }

  /// Begins after 10 points, then changes, adding each move to the translation.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard let touch = touches.first else { return }
    translationStore.x += touch.windowLocation.x - touch.previousWindowLocation.x
    translationStore.y += touch.windowLocation.y - touch.previousWindowLocation.y
    velocityStore = CGPoint(
      x: (touch.windowLocation.x - touch.startLocation.x) / Self.dragDuration,
      y: (touch.windowLocation.y - touch.startLocation.y) / Self.dragDuration)
    switch state {
    case .possible where touch.movedDistance >= 10: state = .began
    case .began, .changed: state = .changed
    default: break
    }
  }

  /// Ends a begun pan; fails one that never began.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    switch state {
    case .began, .changed: state = .ended
    case .possible: state = .failed
    default: break
    }
  }

  /// Forgets the translation and velocity for the next pan.
  open override func reset() {
    super.reset()
    translationStore = .zero
    velocityStore = .zero
  }
}

extension UITouch {
  /// How far the finger is from where it touched down, in points.
  var movedDistance: CGFloat {
    let dx = windowLocation.x - startLocation.x
    let dy = windowLocation.y - startLocation.y
    return (dx * dx + dy * dy).squareRoot()
  }
}
