import Foundation

/// A finger on the screen, as `UITouch`: where it is and how many times it tapped.
///
/// Headless touches are made by the interaction layer's taps, presses and swipes
/// (HeadlessTesting's `HeadlessApp`), one finger at a time, and handed to the gesture
/// recognizers and the views they land on.
@preconcurrency @MainActor
open class UITouch: NSObject {
  /// Where a touch is in its life.
  public enum Phase: Int, Hashable, Sendable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger rests without moving.
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch.
    case cancelled
  }

  /// Where the touch is in its life.
  open internal(set) var phase = Phase.began
  /// How many times the finger tapped in a row, from 1.
  open internal(set) var tapCount = 1
  /// When the touch last changed, in seconds: headless, the time the gesture has run for.
  open internal(set) var timestamp: TimeInterval = 0
  /// The view the touch landed on.
  open internal(set) weak var view: UIView?
  /// The gesture recognizers that receive the touch; kept nil headless.
  open var gestureRecognizers: [UIGestureRecognizer]? { nil }
  /// Where the finger is, in the window's coordinates.
  package var windowLocation = CGPoint.zero
  /// Where the finger was before its last move, in the window's coordinates.
  package var previousWindowLocation = CGPoint.zero
  /// Where the finger touched down, in the window's coordinates.
  package let startLocation: CGPoint

  /// Creates a touch; the interaction layer makes them.
  package init(view: UIView, at windowLocation: CGPoint) {
    self.view = view
    self.windowLocation = windowLocation
    previousWindowLocation = windowLocation
    startLocation = windowLocation
    super.init()
  }

  /// Where the touch is in `view`'s coordinates, or the window's when nil.
  open func location(in view: UIView?) -> CGPoint {
    view.map { $0.convert(windowLocation, from: nil) } ?? windowLocation
  }

  /// Where the touch was before its last move, in `view`'s coordinates, or the window's.
  open func previousLocation(in view: UIView?) -> CGPoint {
    view.map { $0.convert(previousWindowLocation, from: nil) } ?? previousWindowLocation
  }
}

/// What the user did, as `UIEvent`: headless, a touch event holding the one touch of a tap,
/// press or swipe.
@preconcurrency @MainActor
open class UIEvent: NSObject {
  /// What kind of event it is.
  public enum EventType: Int, Hashable, Sendable {
    /// Touches on the screen.
    case touches
    /// The device moved.
    case motion
    /// A remote control.
    case remoteControl
    /// A press of a physical button.
    case presses
  }

  private let touches: Set<UITouch>

  /// Creates an event holding `touches`; the interaction layer makes them.
  package init(touches: Set<UITouch>) {
    self.touches = touches
    super.init()
  }

  /// The kind of event: touches.
  open var type: EventType { .touches }
  /// The touches of the event.
  open var allTouches: Set<UITouch>? { touches }
  /// When the event happened, in seconds: headless, 0.
  open var timestamp: TimeInterval { 0 }

  /// The touches of the event that landed on `view`.
  open func touches(for view: UIView) -> Set<UITouch>? {
    touches.filter { $0.view === view }
  }
}
