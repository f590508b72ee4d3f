import Foundation

extension UIImage {
  /// What an image is drawn with, as `UIImage.Configuration`; kept, not drawn.
  open class Configuration: NSObject, @unchecked Sendable {}

  /// The weight of a symbol's strokes, as `UIImage.SymbolWeight`.
  public enum SymbolWeight: Int, Hashable, Sendable {
    /// As the context says.
    case unspecified
    /// The thinnest.
    case ultraLight
    /// Thin.
    case thin
    /// Light.
    case light
    /// Regular.
    case regular
    /// Medium.
    case medium
    /// Semibold.
    case semibold
    /// Bold.
    case bold
    /// Heavy.
    case heavy
    /// The heaviest.
    case black
  }

  /// The size of a symbol beside text, as `UIImage.SymbolScale`.
  public enum SymbolScale: Int, Hashable, Sendable {
    /// The default for the context.
    case `default`
    /// As the context says.
    case unspecified
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large.
    case large
  }

  /// How a symbol image is sized and weighted, as `UIImage.SymbolConfiguration`: each
  /// initializer's values are kept (``pointSize``, ``weight``, ``scale``, ``textStyle``), so
  /// that tests can read them; nothing of it is drawn.
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    /// The point size, or 0 when unset.
    public let pointSize: CGFloat
    /// The weight, `.unspecified` when unset.
    public let weight: SymbolWeight
    /// The scale, `.unspecified` when unset.
    public let scale: SymbolScale
    /// The text style it follows, if made from one.
    public let textStyle: UIFont.TextStyle?

    private init(
      pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified,
      scale: SymbolScale = .unspecified, textStyle: UIFont.TextStyle? = nil
    ) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      self.textStyle = textStyle
      super.init()
    }

    /// A configuration of `pointSize`.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
    }

    /// A configuration of `pointSize` and `weight`.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
    }

    /// A configuration of `pointSize`, `weight` and `scale`.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
    }

    /// A configuration of `weight`.
    public convenience init(weight: SymbolWeight) {
      self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil)
    }

    /// A configuration of `scale`.
    public convenience init(scale: SymbolScale) {
      self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil)
    }

    /// A configuration that follows `textStyle`.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
    }

    /// A configuration that follows `textStyle` at `scale`.
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
    }

    /// This configuration with the values `configuration` sets put over it.
    open func applying(_ configuration: UIImage.Configuration?) -> Self {
      guard let other = configuration as? SymbolConfiguration else { return self }
      let merged = SymbolConfiguration(
        pointSize: other.pointSize != 0 ? other.pointSize : pointSize,
        weight: other.weight != .unspecified ? other.weight : weight,
        scale: other.scale != .unspecified ? other.scale : scale,
        textStyle: other.textStyle ?? textStyle)
      // A subclass of the configuration cannot be merged into: it is returned as it is.
      return (merged as? Self) ?? self
    }

    /// Equal configurations set the same values.
    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? SymbolConfiguration else { return false }
      return pointSize == other.pointSize && weight == other.weight && scale == other.scale
        && textStyle == other.textStyle
    }

    /// A hash of the values.
    open override var hash: Int {
      var hasher = Hasher()
      hasher.combine(pointSize)
      hasher.combine(weight)
      hasher.combine(scale)
      hasher.combine(textStyle)
      return hasher.finalize()
    }
  }
}

extension UIImage {
  /// The symbol named `name`, with `configuration`; never nil here.
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?)
  {
    self.init(name: name, isSymbol: true, configuration: configuration)
  }

  /// The configuration the image was made or configured with.
  public var configuration: Configuration? { keptConfiguration }

  /// The configuration, when it is a symbol configuration.
  public var symbolConfiguration: SymbolConfiguration? {
    keptConfiguration as? SymbolConfiguration
  }

  /// The same image with `configuration`.
  public func withConfiguration(_ configuration: Configuration) -> UIImage {
    copyOfImage(configuration: configuration)
  }

  /// The same image with `configuration` applied over its symbol configuration.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    copyOfImage(configuration: symbolConfiguration?.applying(configuration) ?? configuration)
  }
}
