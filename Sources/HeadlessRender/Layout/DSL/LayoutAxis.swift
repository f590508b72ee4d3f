/// The axis an anchor lies on, as a type, so that mixing axes does not compile.
package protocol LayoutAxis: Sendable {}

/// Columns: `leading`, `trailing`, `left`, `right`, `centerX`, `width`.
package enum HorizontalAxis: LayoutAxis {}

/// Lines: `top`, `bottom`, `centerY`, `height`.
package enum VerticalAxis: LayoutAxis {}
