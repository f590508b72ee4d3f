/// A row of the test controller: an identity and the text its cell shows.
package struct NameRow: Identifiable, Hashable, Sendable {
  package var id: Int
  package var name: String

  package init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}
