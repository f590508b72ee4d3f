/// A key for a state of a team's own in a configuration state, as
/// `UIConfigurationStateCustomKey`: a cell that overrides ``UICollectionViewCell/configurationState``
/// stores its data under it with the state's subscript, and reads it back in
/// ``UICollectionViewCell/updateConfiguration(using:)``.
///
/// ```swift
/// extension UIConfigurationStateCustomKey {
///   static let isFavorite = UIConfigurationStateCustomKey("com.example.isFavorite")
/// }
/// ```
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  /// The key's name; keys with the same name are the same key.
  public let rawValue: String

  /// Creates the key named `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates the key named `rawValue`.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}
