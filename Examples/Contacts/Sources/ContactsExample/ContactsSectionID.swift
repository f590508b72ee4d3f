/// The sections of the Contacts screen: favourites first, then one per initial.
public enum ContactsSectionID: Hashable, Sendable {
  /// The contacts marked as favourites, headed `Favorites`.
  case favorites
  /// The other contacts whose name starts with this letter (`#` for none), headed by it.
  case letter(String)
  /// The header's title.
  public var title: String { if case .letter(let letter) = self { letter } else { "Favorites" } }
}
