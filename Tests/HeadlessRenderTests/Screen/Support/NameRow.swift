/// A row of the test controller: an identity and the text its cell shows.
struct NameRow: Identifiable, Hashable, Sendable {
  var id: Int
  var name: String
}
