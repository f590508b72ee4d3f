/// How much a constraint matters, on Auto Layout's scale of 1 to 1000.
///
/// 1000 is required; below it a constraint is optional and the solver may break it to satisfy
/// stronger ones.
public struct LayoutPriority: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  /// The value, 1...1000.
  public var rawValue: Float

  /// Must hold.
  public static let required = LayoutPriority(1000)
  /// The default compression resistance of a label.
  public static let defaultHigh = LayoutPriority(750)
  /// The default content hugging of a label.
  public static let defaultLow = LayoutPriority(250)
  /// Just above nothing: the weakest preference.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Creates a priority, clamped to 1...1000.
  public init(_ rawValue: Float) {
    self.rawValue = Swift.min(Swift.max(rawValue, 1), 1000)
  }

  /// Creates a priority from a literal such as `750.5`.
  public init(floatLiteral value: Float) {
    self.init(value)
  }

  /// Creates a priority from a literal such as `750`.
  public init(integerLiteral value: Int) {
    self.init(Float(value))
  }

  /// Orders by value.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
