import Models

/// Four todos, two of them done, answered at once: the Todos reference screen's input for
/// these tests.
struct FixtureTodos: TodosService {
  func todos() async -> Result<[Todo], APIError> {
    .success([
      Todo(userId: 1, id: 1, title: "Feed the cat", completed: false),
      Todo(userId: 1, id: 2, title: "Water the plants", completed: true),
      Todo(userId: 1, id: 3, title: "Call the bank", completed: false),
      Todo(userId: 1, id: 4, title: "Return the books", completed: true),
    ])
  }
}
