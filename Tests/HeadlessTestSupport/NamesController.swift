import Foundation
import HeadlessRender
import ListKit

/// A screen controller whose state the test sets directly, or loads through `loadNames`: the
/// names, or the error the footer shows.
@MainActor
package final class NamesController: ListScreenController {
  /// Where ``loadRequested()`` asks for names, in a task of its own.
  package typealias LoadNames = @Sendable () async -> Result<[String], NamesLoadingError>

  package var sections: [ListSection<String, NameRow>] = [] {
    didSet { observer?.listDidChange() }
  }
  package var footer: ListFooter = .none {
    didSet { observer?.listDidChange() }
  }
  package weak var observer: (any ListObserver)?

  /// Nil for a controller that never loads.
  private let loadNames: LoadNames?

  package init(loadNames: LoadNames? = nil) {
    self.loadNames = loadNames
  }

  /// Asks for the names in a task of its own, as an app's controller would, and shows the
  /// answer.
  package func loadRequested() {
    guard let loadNames else { return }
    footer = .spinner
    Task {
      switch await loadNames() {
      case .success(let names):
        sections = [
          ListSection(
            id: "all", items: names.enumerated().map { NameRow(id: $0.offset, name: $0.element) })
        ]
        footer = .none
      case .failure(let error):
        footer = .error("Failed: \(error.caption)", retryHint: ListFooter.retryHint)
      }
    }
  }

  /// Appends a row named `name`, with the next free identifier.
  package func nameAdded(_ name: String) {
    let rows = sections.first?.items ?? []
    let next = (rows.map(\.id).max() ?? -1) + 1
    sections = [ListSection(id: "all", items: rows + [NameRow(id: next, name: name)])]
  }

  /// Removes the row `id`; false when there is none.
  package func nameRemoved(id: Int) -> Bool {
    let rows = sections.first?.items ?? []
    guard rows.contains(where: { $0.id == id }) else { return false }
    sections = [ListSection(id: "all", items: rows.filter { $0.id != id })]
    return true
  }
}

/// Why the names could not be loaded, as the footer says it.
package struct NamesLoadingError: Error, Hashable, Sendable {
  package var caption: String

  package init(caption: String) {
    self.caption = caption
  }
}
