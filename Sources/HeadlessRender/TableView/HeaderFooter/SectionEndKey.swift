/// A section's header or footer: the key of what the table keeps about it.
struct SectionEndKey: Hashable, Comparable {
  var kind: ListDecorationView.SectionTitle.Kind
  var section: Int

  /// Section by section, the header first.
  static func < (lhs: SectionEndKey, rhs: SectionEndKey) -> Bool {
    (lhs.section, lhs.kind == .header ? 0 : 1) < (rhs.section, rhs.kind == .header ? 0 : 1)
  }
}
