/// A kind of emoji sequence that this package and python's `wcwidth.wcswidth` measure
/// differently on purpose.
struct SequenceDifference: Sendable, CustomStringConvertible {
  /// ``String/displayWidth`` of each such sequence.
  let ours: Int
  /// `wcwidth.wcswidth` of each.
  let wcwidth: Int
  /// Why the difference is deliberate.
  let reason: String
  /// Whether a sequence is of this kind.
  let matches: @Sendable (String) -> Bool

  /// The reason and both widths.
  var description: String { "\(reason): ours \(ours), wcwidth \(wcwidth)" }

  /// Whether `sequence`, measured `ours` here and `wcwidth` by python, differs in this way.
  func explains(_ sequence: String, ours: Int, wcwidth: Int) -> Bool {
    ours == self.ours && wcwidth == self.wcwidth && matches(sequence)
  }

  /// Whether `second` directly follows `first` somewhere in `sequence`.
  static func hasPair(
    in sequence: String, where first: (UInt32) -> Bool, followedBy second: (UInt32) -> Bool
  ) -> Bool {
    zip(sequence.unicodeScalars, sequence.unicodeScalars.dropFirst()).contains {
      first($0.value) && second($1.value)
    }
  }
}
