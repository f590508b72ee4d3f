/// One call of a recordings service, as the scripted service records it.
struct RecordingsSearchPage: Hashable, Sendable {
  var query: String
  var page: Int
}
