/// What every screen controller offers the screen that shows it.
///
/// The sections are computed from the controller's one state, ready for a store that diffs by
/// `Identifiable.id` and `Equatable`. A controller whose list a ``ListLoader`` loads adopts
/// ``ListLoadingController`` instead, which supplies ``observer``.
@MainActor
public protocol ListScreenController: AnyObject {
  /// What identifies a section of this screen.
  associatedtype SectionID: Hashable & Sendable
  /// An item of this screen, shown as a row: a cell view-model or a closed enum of them.
  associatedtype Item: Identifiable & Hashable & Sendable

  /// The items to show, grouped in sections, computed from the state.
  var sections: [ListSection<SectionID, Item>] { get }
  /// What to show under the rows, computed from the state.
  var footer: ListFooter { get }
  /// Told about every change of the state; held weakly.
  var observer: (any ListObserver)? { get set }
}
