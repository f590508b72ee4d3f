/// A setting of the Photos app, as its settings screen lists it.
public struct PhotoSetting: Identifiable, Hashable, Sendable {
  /// The setting's identifier, e.g. `icloud`.
  public var id: String
  /// What the setting is called, e.g. `iCloud Photos`.
  public var title: String
  /// Whether it is on.
  public var isOn: Bool

  /// Creates a setting.
  public init(id: String, title: String, isOn: Bool) {
    self.id = id
    self.title = title
    self.isOn = isOn
  }
}
