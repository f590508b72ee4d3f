import ListKit
import Models

/// What a todo's row shows.
public struct TodoCellModel: Identifiable, Hashable, Sendable {
  /// The todo's identifier.
  public var id: Int
  /// What there is to do.
  public var title: String
  /// Whether it is done.
  public var isCompleted: Bool

  /// Decides the row for `todo`.
  public init(_ todo: Todo) {
    id = todo.id
    title = todo.title
    isCompleted = todo.completed
  }

  /// The accessory at the row's trailing edge: a check mark once done.
  public var accessory: TodoAccessory { isCompleted ? .checkmark : .none }

  /// The section the row belongs in.
  public var section: TodoSectionID { isCompleted ? .completed : .notCompleted }

  /// Whether the todo is done, as VoiceOver says it after the title: `Done` or `Not done`.
  /// (The check mark on screen is a picture VoiceOver cannot read.)
  public var accessibilityValue: String { isCompleted ? "Done" : "Not done" }

  /// The same row marked the other way: same identity, new content.
  public func togglingCompletion() -> TodoCellModel {
    var toggled = self
    toggled.isCompleted.toggle()
    return toggled
  }
}
