import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTesting
import ListKit
import Models
import ViewModels

extension StatusCell: ReusableCell {}
extension PhotoCell: ReusableCell {}

/// The Feed screen: statuses and photos in sections by day; a status's favourite button
/// changes its row in place.
///
/// Separators: UIKit's default, a line under each post from where the text starts. Posts are
/// blocks of different shapes (a photo's box, a status's wrapped text and buttons), and one
/// post's last line reads on into the next post's author line without it. Inset to the text,
/// the line stays apart from the photos' boxes and from the navigation bar's full-width rule.
/// The day headers float, so a scrolled frame always says which day its top rows are from.
///
/// A feed longer than a screen has a section index of its days (the day of the month), from
/// ``minimumIndexedPosts`` posts on: a tap on a day scrolls to its header.
@MainActor
package final class FeedScreen: ReferenceListScreen<FeedController>, ScenarioScreen {
  /// The navigation bar's title.
  package static let title = "Feed"
  /// The fewest posts the day index shows for (the table's
  /// `sectionIndexMinimumDisplayRowCount`): a feed of fewer fits on a screen or two.
  package static let minimumIndexedPosts = 12

  /// Creates the screen over `service`, with days and times in `environment`, titled.
  package convenience init(service: any FeedService, environment: FormatEnvironment) {
    let controller = FeedController(service: service, environment: environment)
    let binding = ListScreenBinding(controller: controller) { table, indexPath, item in
      switch item {
      case .status(let status):
        StatusCell.dequeued(from: table, for: indexPath, configuredWith: status)
      case .photo(let photo):
        PhotoCell.dequeued(from: table, for: indexPath, configuredWith: photo)
      }
    }
    binding.sectionIndexTitle = { $0.id.indexTitle(in: environment) }
    self.init(binding: binding, title: Self.title)
  }

  /// Binds the table and registers the status and photo cells.
  package override func viewDidLoad() {
    super.viewDidLoad()
    StatusCell.register(on: tableView)
    PhotoCell.register(on: tableView)
    tableView.sectionIndexMinimumDisplayRowCount = Self.minimumIndexedPosts
  }

  /// `{"load": true}`, `{"retry": true}` and `{"favorite": "s101"}`, which taps the favourite
  /// button of a status shown (only statuses have one).
  package nonisolated static var scenarioEvents: [ScenarioEvent<FeedScreen>] {
    [.load, .retry, .string("favorite") { $0.controller.favoriteTapped(id: $1) }]
  }
}
