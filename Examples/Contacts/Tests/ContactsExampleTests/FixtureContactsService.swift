import ContactsExample
import Foundation
import Testing

/// A contacts service that answers at once from the JSON fixtures in `API/`: page `n` of all
/// contacts is `contacts-page-n.json`, the search `q` is `search-q.json`.
struct FixtureContactsService: ContactsService {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("API")

  private let pages: [String: ContactsPage]
  private let noContacts: ContactsPage

  /// Reads the fixtures.
  init() throws {
    func page(_ name: String) throws -> ContactsPage {
      let data = try Data(contentsOf: Self.folder.appendingPathComponent(name + ".json"))
      return try JSONDecoder().decode(ContactsPage.self, from: data)
    }
    let names = ["contacts-page-1", "contacts-page-2", "contacts-page-3", "search-an"]
    pages = try Dictionary(uniqueKeysWithValues: names.map { ($0, try page($0)) })
    noContacts = try page("search-zz")
  }

  func contacts(matching query: String, page: Int) async -> Result<ContactsPage, ContactsError> {
    let name = query.isEmpty ? "contacts-page-\(page)" : "search-\(query)"
    // Only the app makes a ContactsError; a query without a fixture finds no contacts.
    return .success(pages[name] ?? noContacts)
  }
}
