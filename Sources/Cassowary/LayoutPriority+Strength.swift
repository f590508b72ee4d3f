extension LayoutPriority {
  /// Cassowary's strong strength: Auto Layout's default compression resistance, 750.
  public static let strong = LayoutPriority(750)
  /// Cassowary's medium strength: 500.
  public static let medium = LayoutPriority(500)
  /// Cassowary's weak strength: Auto Layout's default content hugging, 250.
  public static let weak = LayoutPriority(250)
}
