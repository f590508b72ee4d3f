import Foundation
import HeadlessRender
import ListKit

/// A screen controller whose state the test sets directly, or loads from a scripted server:
/// one name per line of the answer's body.
@MainActor
final class NamesController: ListScreenController {
  var sections: [Section<String, NameRow>] = [] {
    didSet { view?.listScreenDidChange() }
  }
  var footer: ListFooter = .none {
    didSet { view?.listScreenDidChange() }
  }
  weak var view: (any ListScreenView)?

  /// Where ``loadRequested()`` asks for names; nil for a controller that never loads.
  let server: ScriptedServer?

  init(server: ScriptedServer? = nil) {
    self.server = server
  }

  /// Asks the server for the names, reporting the request and its answer to the current
  /// request activity as ListKit's loading machine does.
  func loadRequested() {
    guard let server else { return }
    let activity = RequestActivity.current
    activity?.requestStarted()
    footer = .spinner
    Task {
      let reply = await server.ask()
      show(reply)
      activity?.answerDelivered()
    }
  }

  /// Appends a row named `name`, with the next free identifier.
  func nameAdded(_ name: String) {
    let rows = sections.first?.items ?? []
    let next = (rows.map(\.id).max() ?? -1) + 1
    sections = [Section(id: "all", items: rows + [NameRow(id: next, name: name)])]
  }

  /// Removes the row `id`; false when there is none.
  func nameRemoved(id: Int) -> Bool {
    let rows = sections.first?.items ?? []
    guard rows.contains(where: { $0.id == id }) else { return false }
    sections = [Section(id: "all", items: rows.filter { $0.id != id })]
    return true
  }

  private func show(_ reply: ScriptedReply) {
    switch reply {
    case .body(let data, _):
      let names = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
      sections = [
        Section(
          id: "all", items: names.enumerated().map { NameRow(id: $0.offset, name: $0.element) })
      ]
      footer = .none
    case .failure(let failure):
      footer = .error("Failed: \(failure.caption)", retryHint: ListFooter.retryHint)
    }
  }
}
