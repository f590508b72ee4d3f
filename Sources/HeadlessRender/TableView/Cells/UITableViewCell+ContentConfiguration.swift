import TextCanvas

extension UITableViewCell {
  /// What the cell shows, as a configuration: set, its view (``UIListContentView`` for a
  /// ``UIListContentConfiguration``) fills the ``contentView``, in place of the standard
  /// ``textLabel``, ``detailTextLabel`` and ``imageView``, which are not to be used with it,
  /// as in UIKit. Setting another configuration the view supports updates the view; one it
  /// does not makes a new view. Kept across reuse, as in UIKit; nil removes the view.
  ///
  /// The configuration is given the cell's ``configurationState`` (`updated(for:)`) when it is
  /// set, while ``automaticallyUpdatesContentConfiguration`` is true, and again at each
  /// configuration update (see ``updateConfiguration(using:)``): after the cell is dequeued,
  /// selected or deselected, highlighted, disabled, swiped, or enters or leaves editing mode.
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { contentConfigurationIfSet }
    set {
      contentConfigurationIfSet = newValue
      showContentConfiguration(state: configurationState)
    }
  }

  /// A list configuration for the cell's style, with no content yet: ``UIListContentConfiguration/cell()``
  /// for `.default`, ``UIListContentConfiguration/subtitleCell()`` for `.subtitle`, and
  /// ``UIListContentConfiguration/valueCell()`` for `.value1` and `.value2` (UIKit has no
  /// list configuration shaped as `.value2`).
  ///
  /// ```swift
  /// var content = cell.defaultContentConfiguration()
  /// content.text = "Wi-Fi"
  /// cell.contentConfiguration = content
  /// ```
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    switch style {
    case .default: .cell()
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    }
  }

  /// The lines the configured view needs at `size.width` (less the cell's accessory and
  /// editing room), 0 without one.
  func configuredContentHeight(_ size: GridSize) -> Int {
    guard let view = configuredContentView else { return 0 }
    let insets = contentInsetColumns
    let room = max(size.width - insets.leading - insets.trailing, 0)
    return view.layoutSize(fitting: GridSize(width: room, height: 0)).height
  }
}
