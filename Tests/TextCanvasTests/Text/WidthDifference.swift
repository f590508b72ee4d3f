/// Consecutive code points that this package and python's `wcwidth` measure differently, in the
/// same way.
struct WidthDifference: CustomStringConvertible {
  /// The code points.
  var scalars: ClosedRange<UInt32>
  /// ``Character/displayWidth`` of each.
  let ours: Int
  /// `wcwidth.wcwidth` of each.
  let wcwidth: Int
  /// Why the difference is deliberate; empty for one that is not.
  var reason = ""

  /// `U+0600-U+0605: ours 0, wcwidth 1`, and the reason if there is one.
  var description: String {
    let low = Self.name(scalars.lowerBound)
    let range = scalars.count == 1 ? low : "\(low)-\(Self.name(scalars.upperBound))"
    let widths = "\(range): ours \(ours), wcwidth \(wcwidth)"
    return reason.isEmpty ? widths : "\(widths) (\(reason))"
  }

  /// Whether `other` lies within these code points and differs in the same way.
  func contains(_ other: WidthDifference) -> Bool {
    scalars.lowerBound <= other.scalars.lowerBound && other.scalars.upperBound <= scalars.upperBound
      && ours == other.ours && wcwidth == other.wcwidth
  }

  /// `other` appended when it starts right after these code points and differs in the same way.
  func extended(by other: WidthDifference) -> WidthDifference? {
    guard other.scalars.lowerBound == scalars.upperBound + 1, ours == other.ours,
      wcwidth == other.wcwidth
    else { return nil }
    var extended = self
    extended.scalars = scalars.lowerBound...other.scalars.upperBound
    return extended
  }

  private static func name(_ scalar: UInt32) -> String {
    let digits = String(scalar, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
