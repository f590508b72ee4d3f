/// The header or footer view a table makes for a section's title: only these go back to the
/// table's own pool, never a view of the delegate's.
@MainActor
final class TitleHeaderFooterView: UITableViewHeaderFooterView {}
