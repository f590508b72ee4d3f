import Foundation

/// The kind of keyboard a text field asks for, as `UIKeyboardType`; kept, not drawn.
public enum UIKeyboardType: Int, Hashable, Sendable {
  /// The default keyboard.
  case `default`
  /// Letters and digits of ASCII only.
  case asciiCapable
  /// Digits and punctuation.
  case numbersAndPunctuation
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // UIKit's own name.
  /// A keyboard for URLs.
  case URL
  /// Digits only.
  case numberPad
  /// A telephone keypad.
  case phonePad
  /// A keypad for a name or a telephone number.
  case namePhonePad
  /// A keyboard for e-mail addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// A keyboard with `@` and `#`.
  case twitter
  /// A keyboard for web searches.
  case webSearch
  /// Digits of ASCII only.
  case asciiCapableNumberPad

  /// The ASCII keyboard, by its older name.
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// When the keyboard shifts to capitals, as `UITextAutocapitalizationType`; kept.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
  /// Never.
  case none
  /// At each word.
  case words
  /// At each sentence: the default.
  case sentences
  /// Always.
  case allCharacters
}

/// Whether typing is corrected, as `UITextAutocorrectionType`; kept.
public enum UITextAutocorrectionType: Int, Hashable, Sendable {
  /// As the user's settings say.
  case `default`
  /// Not corrected.
  case no
  /// Corrected.
  case yes
}

/// Whether spelling is checked, as `UITextSpellCheckingType`; kept.
public enum UITextSpellCheckingType: Int, Hashable, Sendable {
  /// As the user's settings say.
  case `default`
  /// Not checked.
  case no
  /// Checked.
  case yes
}

/// What the Return key says, as `UIReturnKeyType`; kept, not drawn.
public enum UIReturnKeyType: Int, Hashable, Sendable {
  /// Return.
  case `default`
  /// Go.
  case go
  /// Google.
  case google
  /// Join.
  case join
  /// Next.
  case next
  /// Route.
  case route
  /// Search.
  case search
  /// Send.
  case send
  /// Yahoo.
  case yahoo
  /// Done.
  case done
  /// Emergency Call.
  case emergencyCall
  /// Continue.
  case `continue`
}

/// The keyboard's look, as `UIKeyboardAppearance`; kept.
public enum UIKeyboardAppearance: Int, Hashable, Sendable {
  /// As the system's.
  case `default`
  /// Dark.
  case dark
  /// Light.
  case light

  /// Dark, by its older name.
  public static let alert = UIKeyboardAppearance.dark
}

/// What a text field holds, for AutoFill, as `UITextContentType`; kept.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The type's name.
  public var rawValue: String
  /// Creates a content type.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a content type.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// A person's full name.
  public static let name = UITextContentType("name")
  /// A given name.
  public static let givenName = UITextContentType("givenName")
  /// A family name.
  public static let familyName = UITextContentType("familyName")
  /// An e-mail address.
  public static let emailAddress = UITextContentType("emailAddress")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType("telephoneNumber")
  /// A user name.
  public static let username = UITextContentType("username")
  /// A password.
  public static let password = UITextContentType("password")
  /// A new password.
  public static let newPassword = UITextContentType("newPassword")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType("oneTimeCode")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // UIKit's own name.
  /// A URL.
  public static let URL = UITextContentType("URL")
  /// A postal code.
  public static let postalCode = UITextContentType("postalCode")
}
