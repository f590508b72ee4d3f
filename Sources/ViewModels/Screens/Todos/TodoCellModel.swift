import ListKit
import Models

/// What a todo's row shows.
package struct TodoCellModel: Identifiable, Hashable, Sendable {
  /// The todo's identifier.
  package var id: Int
  /// What there is to do.
  package var title: String
  /// Whether it is done.
  package var isCompleted: Bool

  /// Decides the row for `todo`.
  package init(_ todo: Todo) {
    id = todo.id
    title = todo.title
    isCompleted = todo.completed
  }

  /// The accessory at the row's trailing edge: a check mark once done.
  package var accessory: TodoAccessory { isCompleted ? .checkmark : .none }

  /// The section the row belongs in.
  package var section: TodoSectionID { isCompleted ? .completed : .notCompleted }

  /// Whether the todo is done, as VoiceOver says it after the title: `Done` or `Not done`.
  /// (The check mark on screen is a picture VoiceOver cannot read.)
  package var accessibilityValue: String { isCompleted ? "Done" : "Not done" }

  /// The same row marked the other way: same identity, new content.
  package func togglingCompletion() -> TodoCellModel {
    var toggled = self
    toggled.isCompleted.toggle()
    return toggled
  }
}
