/// What UIKit raises an exception for in Auto Layout, kept by the headless view instead so
/// that the frame drawing it reports the failure; the description is UIKit's reason.
///
/// ```swift
/// let label = UILabel()
/// label.topAnchor.constraint(equalTo: view.topAnchor).isActive = true  // label not added yet
/// // Unable to activate constraint with anchors <"UILabel.top"> and <"UIView.top"> because
/// // they have no common ancestor.  Does the constraint or its anchors reference items in
/// // different view hierarchies?  That's illegal.
/// ```
public struct AutoLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Hashable, Sendable {
    /// A constraint was activated between items in different view hierarchies.
    case noCommonAncestor(first: String, second: String)
    /// `NSLayoutConstraint(item:…)` was given something that is neither a view nor a layout
    /// guide.
    case notAViewOrGuide
    /// `constraints(withVisualFormat:options:metrics:views:)` could not parse `format`:
    /// `message` says what was wrong at character `position`.
    case unparsableVisualFormat(message: String, format: String, position: Int)
  }

  /// What went wrong.
  public let reason: Reason

  /// Creates an error.
  public init(_ reason: Reason) {
    self.reason = reason
  }

  /// UIKit's reason.
  public var description: String {
    switch reason {
    case .noCommonAncestor(let first, let second):
      "Unable to activate constraint with anchors <\"\(first)\"> and <\"\(second)\"> because "
        + "they have no common ancestor.  Does the constraint or its anchors reference items in "
        + "different view hierarchies?  That's illegal."
    case .notAViewOrGuide:
      "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:"
        + "multiplier:constant:]: Constraint items must each be a view or layout guide."
    case .unparsableVisualFormat(let message, let format, let position):
      "Unable to parse constraint format: \n\(message) \n\(format) \n"
        + String(repeating: " ", count: position) + "^"
    }
  }
}
