import Foundation
import Testing

@testable import HeadlessRender

/// Typing into a search controller's bar, as a scenario's search step does.
@MainActor
@Suite struct UISearchControllerTests {
  final class Updater: NSObject, UISearchResultsUpdating, UISearchBarDelegate {
    var log: [String] = []
    func updateSearchResults(for searchController: UISearchController) {
      log.append("update \(searchController.searchBar.text ?? "nil")")
    }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      log.append("changed \(searchText)")
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
      log.append("search \(searchBar.text ?? "nil")")
    }
  }

  @Test func typingTellsTheDelegateAndTheUpdaterAndSettingInCodeTellsNobody() {
    let search = UISearchController(searchResultsController: nil)
    let updater = Updater()
    search.searchResultsUpdater = updater
    search.searchBar.delegate = updater
    search.searchBar.text = "set in code"
    #expect(updater.log.isEmpty)
    #expect(!search.isActive)
    search.searchBar.type("owl")
    #expect(updater.log == ["changed owl", "update owl"])
    #expect(search.isActive)
    search.searchBar.type("owl")  // the same text: nothing changed
    #expect(updater.log.count == 2)
    search.searchBar.submit("heron")
    #expect(
      updater.log == ["changed owl", "update owl", "changed heron", "update heron", "search heron"])
  }

  @Test func theBarsTextAndPlaceholderAreOptionalAsInUIKit() {
    let bar = UISearchBar()
    #expect(bar.text == "")
    bar.text = nil
    #expect(bar.text == "")
    #expect(bar.placeholder == "Search")
    bar.placeholder = nil
    #expect(bar.placeholder == nil)
  }
}
