/// A function from a colour to a colour, as `UIConfigurationColorTransformer`: what a
/// background configuration's ``UIBackgroundConfiguration/backgroundColorTransformer`` applies
/// to its colour when it is resolved.
public struct UIConfigurationColorTransformer {
  /// The function the transformer applies.
  public let transform: (UIColor) -> UIColor

  /// Creates a transformer that applies `transform`.
  public init(_ transform: @escaping (UIColor) -> UIColor) {
    self.transform = transform
  }

  /// The transformed `input`.
  public func callAsFunction(_ input: UIColor) -> UIColor {
    transform(input)
  }

  /// A transformer that returns the colour's grey of the same luminance (Rec. 601 weights).
  public static var grayscale: UIConfigurationColorTransformer {
    UIConfigurationColorTransformer { color in
      let grey = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
      return UIColor(white: grey, alpha: color.alpha)
    }
  }

  /// A transformer that returns the colour unchanged, as UIKit's does where the system accent
  /// colour is multicolour or there is none (a headless screen has none).
  public static var preferredTint: UIConfigurationColorTransformer {
    UIConfigurationColorTransformer { $0 }
  }
}
