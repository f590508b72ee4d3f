/// The constraints one `constrain` call added; pass it back to replace or remove them.
package struct ConstraintGroup: Hashable, Sendable {
  let id: Int
}
