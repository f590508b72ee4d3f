/// A row of a table view: a view with a `contentView` that the pool reuses.
///
/// Subclasses put their subviews in `contentView`, override ``prepareForReuse()`` to drop
/// per-row state, and adopt ``ConfigurableCell`` to decorate themselves from a cell view-model.
/// The table sets the frame; the content view always fills the cell.
@MainActor
open class TableViewCell: View {
  /// The identifier the cell was registered and dequeued with.
  public let reuseIdentifier: String?
  /// The view that holds the cell's content.
  public let contentView = View()

  /// Creates a cell; the table's pool calls it for registered classes.
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// The cell's rectangle; setting it resizes the content view to fill it.
  override public var frame: Rect {
    didSet { contentView.frame = bounds }
  }

  /// Called just before the pool hands the cell out again; subclasses reset per-row state.
  open func prepareForReuse() {}
}
