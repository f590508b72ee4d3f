import Foundation

/// An image, as `UIImage` without pixels: a name, which image views draw as a placeholder.
///
/// ```swift
/// let bird = UIImage(named: "kingfisher")          // drawn [img: kingfisher]
/// let star = UIImage(systemName: "star.fill")     // drawn [img: star.fill]
/// ```
///
/// Named images are not looked up in a bundle: every name makes an image, as if the asset were
/// there. What the image looks like is not modelled.
///
/// As in UIKit, an image is not isolated to the main actor and is `Sendable` (it never
/// changes), so `static let star = UIImage(systemName: "star")` compiles anywhere.
open class UIImage: NSObject, @unchecked Sendable {
  /// The asset or symbol name the image was made with.
  package let name: String
  /// The configuration the image was made with; see `UIImage+SymbolConfiguration.swift`.
  package let keptConfiguration: Configuration?
  /// Whether the image was made from a symbol name.
  private let isSymbol: Bool

  /// The image named `name` in the app's assets; never nil here.
  public init?(named name: String) {
    self.name = name
    isSymbol = false
    keptConfiguration = nil
    super.init()
  }

  /// The SF Symbol named `name`; never nil here.
  public init?(systemName name: String) {
    self.name = name
    isSymbol = true
    keptConfiguration = nil
    super.init()
  }

  /// An image named `name`, a symbol or not, with `configuration`.
  package init(name: String, isSymbol: Bool, configuration: Configuration?) {
    self.name = name
    self.isSymbol = isSymbol
    keptConfiguration = configuration
    super.init()
  }

  /// A copy of the image, a symbol or a named one as this is, with `configuration`.
  package func copyOfImage(configuration: Configuration?) -> UIImage {
    UIImage(name: name, isSymbol: isSymbol, configuration: configuration)
  }
}
