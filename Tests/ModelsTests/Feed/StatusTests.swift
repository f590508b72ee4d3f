import Foundation
import Models
import Testing

/// A status read from the feed's JSON: the fields it may leave out take the defaults a feed
/// shows, and the ones it gives are read as written.
@Suite struct StatusTests {
  private func status(_ fields: String) throws -> Status {
    let json =
      #"{"id": "s1", "text": "Hi", "user": {"id": "u1", "name": "Ash"}, "#
      + #""created_at": "2026-11-21T08:12:00Z""# + fields + "}"
    return try AnswerDecoder().decode(Status.self, from: Data(json.utf8), source: "feed").get()
  }

  @Test func aStatusWithoutFavoriteOrCommentsIsNoFavoriteAndHasNoComments() throws {
    let status = try status("")
    #expect(status.isFavorite == false)
    #expect(status.comments == [])
  }

  @Test func theFavoriteFlagIsReadAsWrittenEitherWay() throws {
    #expect(try status(#", "favorite": true"#).isFavorite == true)
    #expect(try status(#", "favorite": false"#).isFavorite == false)
  }

  @Test func encodingWritesEveryFieldSoThatDecodingGivesTheSameStatus() throws {
    for fields in [#", "favorite": true"#, #", "favorite": false"#, ""] {
      let status = try status(fields)
      let object = try #require(
        try JSONSerialization.jsonObject(with: JSONEncoder().encode(status)) as? [String: Any])
      #expect(object["favorite"] as? Bool == status.isFavorite)
      #expect(try JSONDecoder().decode(Status.self, from: JSONEncoder().encode(status)) == status)
    }
  }
}
