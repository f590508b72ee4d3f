/// A contact, as the contacts API sends it and as its row shows it: the row adds no
/// formatting, so the model is its own cell view-model.
public struct Contact: Decodable, Identifiable, Hashable, Sendable {
  /// The contact's identifier, e.g. `42`.
  public var id: String
  /// The full name, e.g. `Ada Lovelace`.
  public var name: String
  /// The phone number, as the API writes it; the row's second line.
  public var phone: String
  /// Whether the user marked the contact as a favourite; its row then shows a star.
  public var isFavorite: Bool

  /// Favorites, or the A–Z section of the name's first letter (`#` for none).
  public var section: ContactsSectionID {
    isFavorite ? .favorites : .letter(name.first.map { $0.isLetter ? $0.uppercased() : "#" } ?? "#")
  }
}
