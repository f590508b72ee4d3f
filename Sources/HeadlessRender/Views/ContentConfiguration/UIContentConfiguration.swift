/// What a cell, header or footer shows and how, as `UIContentConfiguration`: a value that
/// makes the view showing it.
///
/// ``UIListContentConfiguration`` is UIKit's own; a team's configuration makes its own
/// ``UIContentView``. A cell shows one through ``UITableViewCell/contentConfiguration``.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
  /// A new view that shows this configuration.
  func makeContentView() -> any UIView & UIContentView

  /// The configuration for a view in `state` (selected, highlighted, editing): the cell asks
  /// for it whenever its state changes.
  func updated(for state: any UIConfigurationState) -> Self
}
