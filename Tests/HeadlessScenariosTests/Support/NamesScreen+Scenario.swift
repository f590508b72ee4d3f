import Foundation
import HeadlessScenarios
import HeadlessTestSupport

/// As a scenario screen, the names list takes `{"load": true}`, `{"add": "owl"}` and
/// `{"remove": 3}`; a load asks the scripted server, one name per line of the answer's body.
extension NamesScreen: ScenarioScreen {
  convenience init(server: ScriptedServer) {
    self.init { () async -> Result<[String], NamesLoadingError> in
      switch await server.ask() {
      case .body(let data, _):
        .success(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
      case .failure(let failure):
        .failure(NamesLoadingError(caption: failure.caption))
      }
    }
  }

  /// `{"remove": 3}`, captioned `remove name 3`.
  nonisolated static let remove = ScenarioEvent<NamesScreen>.integer(
    "remove", caption: { "remove name \($0)" },
    handle: { screen, id in screen.controller.nameRemoved(id: id) ? .handled : .noSuchItem })

  package nonisolated static var scenarioEvents: [ScenarioEvent<NamesScreen>] {
    [
      .flag("load") { screen in
        screen.controller.loadRequested()
        return .handled
      },
      .string("add") { screen, name in
        screen.controller.nameAdded(name)
        return .handled
      },
      remove,
    ]
  }
}
