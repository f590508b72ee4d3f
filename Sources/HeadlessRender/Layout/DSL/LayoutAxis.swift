/// The axis an anchor lies on, as a type, so that mixing axes does not compile.
public protocol LayoutAxis: Sendable {}

/// Columns: `leading`, `trailing`, `left`, `right`, `centerX`, `width`.
public enum HorizontalAxis: LayoutAxis {}

/// Lines: `top`, `bottom`, `centerY`, `height`.
public enum VerticalAxis: LayoutAxis {}
