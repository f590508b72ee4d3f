import Foundation

/// A finger's gesture on a view, as UIKit delivers it: the touch goes to the enabled gesture
/// recognizers of the view and of its superviews (deepest first), which recognize by UIKit's
/// rules (see ``UIGestureRecognizer``), and to the view itself (then up its responder chain)
/// unless a recognizer that recognized cancels the view's touches.
@MainActor
package enum GestureDriver {
  /// What a gesture did.
  package struct Outcome {
    /// The recognizers that recognized it (began, or ended), in the order they did.
    package var recognized: [UIGestureRecognizer]
    /// Whether a recognizer that recognized it cancelled the view's touches: the row under the
    /// finger is not selected, the control under it not tapped.
    package var cancelledTouches: Bool
  }

  /// `count` taps in a row at the middle of `view`. With `isControl`, the tap recognizers of
  /// its superviews do not take it, as a `UIControl`'s own action wins over them in UIKit.
  package static func tap(on view: UIView, count: Int = 1, isControl: Bool = false) -> Outcome {
    run(on: view, isControl: isControl) { touch, deliver in
      let taps = max(count, 1)
      for tap in 1...taps {
        touch.tapCount = tap
        deliver(.began, false)
        deliver(.ended, tap == taps)
      }
    }
  }

  /// A finger resting `duration` seconds at the middle of `view`, then lifting.
  package static func press(on view: UIView, duration: TimeInterval, isControl: Bool = false)
    -> Outcome
  {
    run(on: view, isControl: isControl) { touch, deliver in
      deliver(.began, false)
      touch.timestamp = duration
      deliver(.stationary, false)
      deliver(.ended, true)
    }
  }

  /// A finger moving `offset` points from the middle of `view`, in four steps, then lifting.
  package static func swipe(on view: UIView, by offset: CGPoint) -> Outcome {
    run(on: view, isControl: false) { touch, deliver in
      deliver(.began, false)
      let start = touch.windowLocation
      for step in 1...4 {
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = CGPoint(
          x: start.x + offset.x * CGFloat(step) / 4, y: start.y + offset.y * CGFloat(step) / 4)
        touch.timestamp = UIPanGestureRecognizer.dragDuration * Double(step) / 4
        deliver(.moved, false)
      }
      deliver(.ended, true)
    }
  }

  /// The enabled recognizers a touch on `view` reaches, deepest view first, each view's in the
  /// order added.
  package static func recognizers(reaching view: UIView, isControl: Bool) -> [UIGestureRecognizer] {
    var found: [UIGestureRecognizer] = []
    var current: UIView? = view
    while let candidate = current {
      for recognizer in candidate.attachedGestureRecognizers where recognizer.isEnabled {
        if isControl, candidate !== view, recognizer is UITapGestureRecognizer { continue }
        found.append(recognizer)
      }
      current = candidate.superview
    }
    return found
  }

  private static func run(
    on view: UIView, isControl: Bool,
    body: (UITouch, (UITouch.Phase, _ last: Bool) -> Void) -> Void
  ) -> Outcome {
    let middle = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    let touch = UITouch(view: view, at: middle)
    let touches: Set<UITouch> = [touch]
    let event = UIEvent(touches: touches)
    let participants = recognizers(reaching: view, isControl: isControl).filter { recognizer in
      recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
    }
    let arena = GestureArena(recognizers: participants)
    for recognizer in participants { recognizer.touches = [touch] }
    var viewCancelled = false
    // The gesture is over at the last phase: recognizers still possible fail then.
    func deliver(_ phase: UITouch.Phase, _ last: Bool) {
      touch.phase = phase
      for recognizer in participants
      where recognizer.arena === arena && ![.failed, .cancelled].contains(recognizer.state) {
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .stationary: recognizer.touchesHeld(for: touch.timestamp)
        case .ended: recognizer.touchesEnded(touches, with: event)
        case .cancelled: recognizer.touchesCancelled(touches, with: event)
        }
      }
      if last { arena.finish() }
      guard !viewCancelled else { return }
      if arena.recognized.contains(where: \.cancelsTouchesInView) {
        viewCancelled = true
        touch.phase = .cancelled
        view.touchesCancelled(touches, with: event)
        return
      }
      switch phase {
      case .began: view.touchesBegan(touches, with: event)
      case .moved: view.touchesMoved(touches, with: event)
      case .ended: view.touchesEnded(touches, with: event)
      case .cancelled: view.touchesCancelled(touches, with: event)
      case .stationary: break
      }
    }
    body(touch, deliver)
    for recognizer in participants { recognizer.finishGesture() }
    return Outcome(recognized: arena.recognized, cancelledTouches: viewCancelled)
  }
}
