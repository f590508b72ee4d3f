import ContactsExample
import HeadlessRender
import HeadlessScenarios

extension ScenarioRegistry {
  /// The Contacts screen, as scenarios name it (`"screen": "contacts"`), on a scripted service.
  public static let contacts = ScenarioRegistry().registering("contacts") { context in
    ContactsViewController(
      controller: ContactsController(
        service: ScriptedContactsService(server: context.server)))
  }
}
