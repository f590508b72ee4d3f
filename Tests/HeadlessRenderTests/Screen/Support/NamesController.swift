import HeadlessRender
import ListKit

/// A screen controller whose state the test sets directly.
@MainActor
final class NamesController: ListScreenController {
  var sections: [Section<String, NameRow>] = [] {
    didSet { view?.listScreenDidChange() }
  }
  var footer: ListFooter = .none {
    didSet { view?.listScreenDidChange() }
  }
  weak var view: (any ListScreenView)?

  func settle() async {}
  func waitUntilAnswered(_ count: Int) async {}
}
