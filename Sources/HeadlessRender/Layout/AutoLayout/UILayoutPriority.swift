import Cassowary

/// How much a constraint or a content priority matters, as `UILayoutPriority`: 1 to 1000,
/// where 1000 is required and anything lower may be broken to satisfy a stronger one.
///
/// Its arithmetic with a `Float` (`.required - 1`), as UIKit's Swift overlay declares it, is
/// declared in HeadlessUIKit, the module a team's UIKit file imports.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The value; a constraint counts it clamped to 1...1000.
  public var rawValue: Float

  /// Must hold: 1000.
  public static let required = UILayoutPriority(1000)
  /// A label's default compression resistance: 750.
  public static let defaultHigh = UILayoutPriority(750)
  /// A label's default content hugging: 250.
  public static let defaultLow = UILayoutPriority(250)
  /// The priority a fitting size pulls at: 50.
  public static let fittingSizeLevel = UILayoutPriority(50)
  /// UIKit's scene-resizing levels, kept for code that names them: 510.
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// 500.
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// 490.
  public static let dragThatCannotResizeScene = UILayoutPriority(490)

  /// Creates a priority of `rawValue`.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// Creates a priority of `rawValue`, as `UILayoutPriority(999)`.
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// Orders by value.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The solver's priority, clamped to 1...1000.
  package var solverPriority: LayoutPriority { LayoutPriority(rawValue) }
}

extension LayoutPriority {
  /// The same priority, as UIKit spells it.
  package var uiLayoutPriority: UILayoutPriority { UILayoutPriority(rawValue) }
}
