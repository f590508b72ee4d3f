import Foundation

/// What a gesture recognizer asks about its recognition, as `UIGestureRecognizerDelegate`.
/// Every method has a default: a recognizer begins, receives every touch, and recognizes
/// alone.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// Whether `gestureRecognizer` may leave `.possible` (begin, or recognize at once).
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether `gestureRecognizer` and `otherGestureRecognizer` may both recognize one gesture.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether `gestureRecognizer` is handed `touch`.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Begins.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  /// Recognizes alone.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  /// Receives it.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { true }
}

/// What recognizes a gesture on a view, as `UIGestureRecognizer`: the interaction layer's
/// taps, presses and swipes (HeadlessTesting's `HeadlessApp`) hand it touches, and it moves
/// through its ``state``s as UIKit's does.
///
/// Target–action pairs (`init(target:action:)`, ``addTarget(_:action:)``) are kept, but no
/// method is called by its selector: Linux has no Objective-C runtime, and `#selector` does
/// not compile there. A file shared with the app runs code on recognition from a subclass of
/// its own, which is UIKit code too (with `import UIKit.UIGestureRecognizerSubclass`, which
/// makes ``state`` settable in UIKit as it is here):
///
/// ```swift
/// final class TapHandler: UITapGestureRecognizer {
///   private let handler: (TapHandler) -> Void
///   init(handler: @escaping (TapHandler) -> Void) {
///     self.handler = handler
///     super.init(target: nil, action: nil)
///   }
///   override var state: UIGestureRecognizer.State {
///     didSet { if state == .ended { handler(self) } }
///   }
/// }
/// ```
///
/// A subclass that overrides `touchesBegan(_:with:)` and the others (calling `super`) is
/// handed each touch. Recognition follows UIKit's rules: the delegate's
/// ``UIGestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)`` may refuse (the state
/// becomes `.failed`); a recognizer that ``require(toFail:)`` another waits until that one
/// fails, and fails if it recognizes (or if another recognizes meanwhile, a superview's tap
/// among them); once one recognizes, the others fail unless a delegate lets them recognize
/// simultaneously. Disabling a recognizer during its gesture cancels it. After the gesture,
/// every recognizer is ``reset()`` to `.possible`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// Where a recognizer is in recognizing its gesture.
  public enum State: Int, Hashable, Sendable {
    /// Not recognized yet: the state at rest.
    case possible
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture ended: a discrete one is recognized.
    case ended
    /// The gesture was cancelled.
    case cancelled
    /// The gesture is not this recognizer's.
    case failed

    /// A discrete gesture recognized: `.ended`.
    public static var recognized: State { .ended }
  }

  private var currentState = State.possible
  private var targets: [(target: AnyObject?, action: Selector)] = []
  private var requiredToFail: [UIGestureRecognizer] = []
  /// The state a recognizer waiting for others to fail will take once they have.
  private var pendingState: State?
  /// The recognizers handed the gesture under way, with this one; nil between gestures.
  package var arena: GestureArena?
  /// The states the recognizer sent its actions for, in order: its action messages, which
  /// no selector receives headless.
  package private(set) var sentActions: [State] = []
  /// The touches of the gesture under way.
  package var touches: [UITouch] = []

  /// What the recognizer asks about its recognition.
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Whether the recognizer takes touches; a disabled one is handed none.
  open var isEnabled = true {
    didSet {
      if !isEnabled, arena != nil, currentState == .began || currentState == .changed {
        currentState = .cancelled
      }
    }
  }
  /// The view the recognizer is attached to.
  open internal(set) weak var view: UIView?
  /// Whether a recognized gesture cancels the touches of the view it landed on: true by
  /// default, so a recognized tap does not also select the row or tap the control under it.
  open var cancelsTouchesInView = true
  /// Whether the view is handed touches only once the gesture failed; kept.
  open var delaysTouchesBegan = false
  /// Whether the view is handed the end of touches only once the gesture failed; kept.
  open var delaysTouchesEnded = true
  /// A name that identifies the recognizer in debugging; kept.
  open var name: String?

  /// Creates a recognizer that sends `action` to `target` on recognition (kept; see the type's
  /// discussion).
  public init(target: Any?, action: Selector?) {
    super.init()
    if let action { targets.append((target.map { $0 as AnyObject }, action)) }
  }

  /// Creates a recognizer with no target.
  public convenience override init() {
    self.init(target: nil, action: nil)
  }

  /// Where the recognizer is in recognizing its gesture. Setting it is for subclasses, as in
  /// UIKit's `UIGestureRecognizerSubclass`: leaving `.possible` asks the delegate and waits for
  /// the recognizers this one requires to fail; entering `.began`, `.changed` or `.ended`
  /// sends the actions.
  open var state: State {
    get { currentState }
    set {
      guard !isDeciding, let arena else {
        currentState = newValue
        return
      }
      isRequesting = true
      defer { isRequesting = false }
      arena.move(self, to: newValue)
    }
  }
  /// Whether the recognizer is asking the arena for a state: the arena's answer is stored at
  /// once, and a subclass's observer of ``state`` sees it when the request returns.
  private var isRequesting = false
  /// Whether the arena is setting a state it decided: stored without asking again.
  private var isDeciding = false

  /// Sets the state as the arena decided, sending the actions for it. A state decided later
  /// than it was asked for (after a recognizer required to fail failed), or for another
  /// recognizer, goes through ``state``'s setter, so a subclass observing it sees it.
  package func takeState(_ newState: State) {
    pendingState = nil
    if newState == .began || newState == .changed || newState == .ended {
      sentActions.append(newState)
      arena?.noteRecognized(self)
    }
    if isRequesting {
      currentState = newState
    } else {
      isDeciding = true
      state = newState
      isDeciding = false
    }
  }

  /// Waits to take `state` until the recognizers this one requires to fail have failed.
  package func wait(toTake state: State) { pendingState = state }
  /// The state it waits to take, if any.
  package var waitingState: State? { pendingState }
  /// The recognizers this one requires to fail.
  package var failureRequirements: [UIGestureRecognizer] { requiredToFail }

  /// Also sends `action` to `target` on recognition (kept; see the type's discussion).
  open func addTarget(_ target: Any, action: Selector) {
    targets.append((target as AnyObject, action))
  }

  /// Stops sending `action` (or every action, when nil) to `target` (or every target).
  open func removeTarget(_ target: Any?, action: Selector?) {
    let target = target.map { $0 as AnyObject }
    targets.removeAll { pair in
      (target == nil || pair.target === target) && (action == nil || pair.action == action)
    }
  }

  /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes, as
  /// a single tap waits for a double tap.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    guard otherGestureRecognizer !== self,
      !requiredToFail.contains(where: { $0 === otherGestureRecognizer })
    else { return }
    requiredToFail.append(otherGestureRecognizer)
  }

  /// Where the gesture is in `view`'s coordinates (the window's when nil): its touch's place,
  /// the point it was last at once it ended, or the origin before any gesture.
  open func location(in view: UIView?) -> CGPoint {
    guard let touch = touches.last else { return .zero }
    return touch.location(in: view)
  }

  /// How many fingers the gesture has: 1 while a headless gesture is under way, else 0.
  open var numberOfTouches: Int { arena == nil ? 0 : touches.count }

  /// Where the touch at `touchIndex` is in `view`'s coordinates.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    touches.indices.contains(touchIndex) ? touches[touchIndex].location(in: view) : .zero
  }

  /// Called once a gesture is over, to start the next from `.possible`; a subclass that keeps
  /// its own state clears it here, calling `super`.
  open func reset() {}

  /// Called when fingers touch down.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Called when fingers move.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Called when fingers lift.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Called when the touches are cancelled.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Called as a finger rests for `duration` seconds, for a long press.
  package func touchesHeld(for duration: TimeInterval) {}

  /// Goes back to `.possible` after a gesture, without asking or sending anything.
  package func finishGesture() {
    arena = nil
    pendingState = nil
    reset()
    isDeciding = true
    state = .possible
    isDeciding = false
  }
}

/// The recognizers handed one gesture, which decides what each may become: UIKit's rules of
/// beginning, failure requirements and exclusive recognition.
@MainActor
package final class GestureArena {
  /// The recognizers, deepest view first.
  package let recognizers: [UIGestureRecognizer]

  package init(recognizers: [UIGestureRecognizer]) {
    self.recognizers = recognizers
    for recognizer in recognizers { recognizer.arena = self }
  }

  /// Whether `recognizer` has recognized: it began, changed or ended.
  private static func hasRecognized(_ recognizer: UIGestureRecognizer) -> Bool {
    [.began, .changed, .ended].contains(recognizer.state)
  }

  /// The recognizers that recognized the gesture (began, or ended), in the order they did.
  package private(set) var recognized: [UIGestureRecognizer] = []

  /// `recognizer` began or ended.
  package func noteRecognized(_ recognizer: UIGestureRecognizer) {
    guard !recognized.contains(where: { $0 === recognizer }) else { return }
    recognized.append(recognizer)
  }

  /// Whether `a` and `b` may recognize together: either delegate says so.
  private static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
      || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
  }

  /// `recognizer` asks to take `state`.
  package func move(_ recognizer: UIGestureRecognizer, to state: State) {
    if recognizer.waitingState != nil {
      // Still waiting for the recognizers it requires to fail: it fails, or waits on.
      if state == .failed || state == .cancelled {
        recognizer.takeState(state)
        resolveWaiting()
      } else if state != .possible {
        recognizer.wait(toTake: state)
      }
      return
    }
    let leavingPossible = recognizer.state == .possible
    guard leavingPossible, state == .began || state == .ended else {
      recognizer.takeState(state)
      if state == .failed || state == .cancelled { resolveWaiting() }
      return
    }
    if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false {
      fail(recognizer)
      return
    }
    let requirements = recognizer.failureRequirements.filter { other in
      recognizers.contains { $0 === other }
    }
    if requirements.contains(where: { Self.hasRecognized($0) }) {
      fail(recognizer)
      return
    }
    if requirements.contains(where: { $0.state == .possible }) {
      recognizer.wait(toTake: state)
      return
    }
    recognize(recognizer, as: state)
  }

  package typealias State = UIGestureRecognizer.State

  private func recognize(_ recognizer: UIGestureRecognizer, as state: State) {
    let others = recognizers.filter { $0 !== recognizer }
    if others.contains(where: { Self.hasRecognized($0) && !Self.simultaneous($0, recognizer) }) {
      fail(recognizer)
      return
    }
    recognizer.takeState(state)
    for other in others
    where (other.state == .possible || other.waitingState != nil)
      && !Self.simultaneous(other, recognizer)
      && !other.failureRequirements.contains(where: { $0 === recognizer })
    {
      other.takeState(.failed)
    }
    resolveWaiting()
  }

  private func fail(_ recognizer: UIGestureRecognizer) {
    recognizer.takeState(.failed)
    resolveWaiting()
  }

  /// Lets the recognizers waiting for others to fail take their state, or fail, once those
  /// have decided.
  private func resolveWaiting() {
    for waiting in recognizers {
      guard let state = waiting.waitingState else { continue }
      let requirements = waiting.failureRequirements.filter { other in
        recognizers.contains { $0 === other }
      }
      if requirements.contains(where: { Self.hasRecognized($0) }) {
        waiting.takeState(.failed)
      } else if requirements.allSatisfy({ $0.state == .failed || $0.state == .cancelled }) {
        recognize(waiting, as: state)
      }
    }
  }

  /// The gesture is over: the recognizers still possible fail (so those waiting for them
  /// take their state), a continuous one still going ends as cancelled.
  package func finish() {
    for recognizer in recognizers
    where recognizer.state == .possible && recognizer.waitingState == nil {
      recognizer.takeState(.failed)
    }
    resolveWaiting()
  }
}
