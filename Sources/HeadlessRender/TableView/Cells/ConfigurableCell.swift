/// A cell that decorates itself from its cell view-model only.
///
/// The data source hands the model over and never touches the cell's subviews:
///
/// ```swift
/// let cell = try tableView.tryDequeueReusableCell(withIdentifier: "Status", for: indexPath)
/// (cell as? StatusCell)?.configure(with: statusCellModel)
/// ```
@MainActor
public protocol ConfigurableCell: UITableViewCell {
  /// The cell view-model the cell shows.
  associatedtype Model

  /// Decorates the cell from `model`; called again on reconfigure, without
  /// `prepareForReuse()`.
  func configure(with model: Model)
}
