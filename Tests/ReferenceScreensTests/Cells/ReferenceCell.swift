import HeadlessRender
import HeadlessTesting
import Testing

@testable import ReferenceScreens

/// The reference screens' cells, for tests every cell must pass.
enum ReferenceCell: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case recording = "RecordingCell"
  case status = "StatusCell"
  case photo = "PhotoCell"
  case todo = "TodoCell"
  case film = "FilmCell"
  case article = "ArticleCell"

  /// The class's name, which UIKit code would register and dequeue the cell under.
  var className: String { rawValue }

  var testDescription: String { rawValue }

  /// The cell's class.
  @MainActor var type: any ReusableCell.Type {
    switch self {
    case .recording: RecordingCell.self
    case .status: StatusCell.self
    case .photo: PhotoCell.self
    case .todo: TodoCell.self
    case .film: FilmCell.self
    case .article: ArticleCell.self
    }
  }

  /// A cell configured as its own tests configure it, with content that fills its lines.
  @MainActor func configuredCell() -> UITableViewCell {
    switch self {
    case .recording:
      let tests = RecordingCellTests()
      return tests.configuredCell(tests.model())
    case .status:
      let tests = StatusCellTests()
      return tests.cell(tests.model())
    case .photo:
      let tests = PhotoCellTests()
      return tests.cell(tests.model())
    case .todo:
      return TodoCellTests().cell(
        "Write the quarterly report for the board and send it to everyone", completed: true)
    case .film:
      return FilmCellTests().cell()
    case .article:
      let tests = ArticleCellTests()
      return tests.cell(tests.model())
    }
  }
}
