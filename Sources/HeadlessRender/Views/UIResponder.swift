import Foundation

/// What UIKit's views and view controllers descend from: an object that can hold the focus of
/// text entry, as `UIResponder`.
///
/// First responder status is kept (a search bar that becomes first responder says so, and
/// ends editing when told), and the touches of the interaction layer's taps, presses and
/// swipes reach the view they land on and go up the responder chain.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// Whether the responder holds the focus of text entry.
  public internal(set) var isFirstResponder = false

  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// Called on an object loaded from a nib or a storyboard once its outlets are connected, as
  /// UIKit's `awakeFromNib()`. UIKit calls it only for what a nib or storyboard made, and the
  /// headless UI loads neither, so it is never called: a cell or view controller written for a
  /// nib compiles, and its setup there runs only if its code-made initializer calls it.
  open func awakeFromNib() {}

  /// The responder touches go to when this one does not handle them: a view's view
  /// controller, else its superview; a view controller's view's superview; nil here.
  open var next: UIResponder? { nil }

  /// Called when fingers touch down on the responder; by default passed to ``next``.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Called when fingers move; by default passed to ``next``.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Called when fingers lift; by default passed to ``next``.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Called when a recognized gesture cancels the touches; by default passed to ``next``.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Whether the responder can take the focus; false by default, true for a search bar.
  open var canBecomeFirstResponder: Bool { false }

  /// Takes the focus when the responder can; returns whether it has it.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    isFirstResponder = true
    return true
  }

  /// Gives the focus up; returns true.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    isFirstResponder = false
    return true
  }
}
