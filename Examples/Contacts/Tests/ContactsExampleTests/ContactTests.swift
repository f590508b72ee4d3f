import ContactsExample
import Foundation
import Testing

@Suite struct ContactTests {
  private func contact(named name: String, isFavorite: Bool = false) throws -> Contact {
    let json = #"{"id": "1", "name": "\#(name)", "phone": "", "isFavorite": \#(isFavorite)}"#
    return try JSONDecoder().decode(Contact.self, from: Data(json.utf8))
  }

  @Test func aContactBelongsToTheSectionOfItsInitial() throws {
    #expect(try contact(named: "ada Lovelace").section == .letter("A"))
    #expect(try contact(named: "Émilie du Châtelet").section == .letter("É"))
  }

  @Test func aNameWithoutALetterFirstGoesUnderTheHashSign() throws {
    #expect(try contact(named: "3M Helpdesk").section == .letter("#"))
    #expect(try contact(named: "").section == .letter("#"))
  }

  @Test func aFavoriteBelongsToFavoritesWhateverItsName() throws {
    #expect(try contact(named: "Zoe", isFavorite: true).section == .favorites)
    #expect(ContactsSectionID.favorites.title == "Favorites")
    #expect(ContactsSectionID.letter("Z").title == "Z")
  }
}
