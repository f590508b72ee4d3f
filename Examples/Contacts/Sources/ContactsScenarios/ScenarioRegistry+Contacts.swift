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
  // The Groups screen has no ListKit controller and declares no events: scenarios drive it
  // with the built-in steps alone.
  .registering("groups") { _ in
    makeGroupsScreen(
      model: GroupsViewModel(groups: ["Family", "Work", "Book club"]) {
        ["Neighbours", "Family", "Work", "Book club"]
      })
  }
}
