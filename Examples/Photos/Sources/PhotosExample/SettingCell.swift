#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIConfigurationStateCustomKey {
  /// Whether the setting a ``SettingCell`` shows is on.
  static let isSettingOn = UIConfigurationStateCustomKey("com.example.photos.isSettingOn")
}

/// A setting's row: its title, and On or Off at the trailing edge. It configures itself in
/// `updateConfiguration(using:)` from its state, which carries whether the setting is on, as
/// Apple's "Modern cell configuration" teaches.
final class SettingCell: UICollectionViewListCell {
  /// The setting's title, set as the cell is dequeued (the dequeue brings an update).
  var title = ""
  /// Whether the setting is on; a change brings an update.
  var isOn = false {
    didSet { if isOn != oldValue { setNeedsUpdateConfiguration() } }
  }

  override var configurationState: UICellConfigurationState {
    var state = super.configurationState
    state[.isSettingOn] = isOn
    return state
  }

  override func updateConfiguration(using state: UICellConfigurationState) {
    var content = UIListContentConfiguration.valueCell().updated(for: state)
    content.text = title
    content.secondaryText = state[.isSettingOn] == AnyHashable(true) ? "On" : "Off"
    contentConfiguration = content
    var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
    if state.isHighlighted || state.isSelected { background.backgroundColor = .systemGray5 }
    backgroundConfiguration = background
  }
}
