import ContactsExample
import HeadlessScenarios

// The contacts service a scenario answers: a page is a `respond` step's JSON file.
struct ScriptedContactsService: ContactsService {
  let server: ScriptedServer
  func contacts(matching query: String, page: Int) async -> Result<ContactsPage, ContactsError> {
    await server.ask().decoded(
      as: ContactsPage.self,
      failed: { ContactsError(message: "Contacts could not be loaded (\($0.caption)).") },
      unreadable: { source, _ in ContactsError(message: "\(source) is not a page of contacts.") })
  }
}
