/// What every screen controller offers the table that shows it.
///
/// The sections are computed from the controller's one state, ready for a store that diffs by
/// `Identifiable.id` and `Equatable`.
@MainActor
public protocol ListScreenController: AnyObject {
  /// What identifies a section of this screen.
  associatedtype SectionID: Hashable & Sendable
  /// A row of this screen: a cell view-model or a closed enum of them.
  associatedtype Row: Identifiable & Hashable & Sendable

  /// The rows to show, grouped in sections, computed from the state.
  var sections: [Section<SectionID, Row>] { get }
  /// What to show under the rows, computed from the state.
  var footer: ListFooter { get }
  /// Told about every change of the state; held weakly.
  var view: (any ListScreenView)? { get set }
}
