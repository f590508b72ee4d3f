/// The line characters of a box drawn on a canvas.
///
/// Every style's characters are one column wide (box drawing is East Asian Ambiguous, and the
/// width tables count Ambiguous as narrow).
public enum BoxStyle: Hashable, Sendable, CaseIterable {
  /// `┌─┐ │ └─┘`, with separators `├─┤`.
  case light
  /// `╭─╮ │ ╰─╯`, with separators `├─┤`.
  case rounded
  /// `┏━┓ ┃ ┗━┛`, with separators `┣━┫`.
  case heavy
  /// `╔═╗ ║ ╚═╝`, with separators `╠═╣`.
  case double

  /// The top-left corner.
  public var topLeft: Character {
    switch self {
    case .light: "┌"
    case .rounded: "╭"
    case .heavy: "┏"
    case .double: "╔"
    }
  }

  /// The top-right corner.
  public var topRight: Character {
    switch self {
    case .light: "┐"
    case .rounded: "╮"
    case .heavy: "┓"
    case .double: "╗"
    }
  }

  /// The bottom-left corner.
  public var bottomLeft: Character {
    switch self {
    case .light: "└"
    case .rounded: "╰"
    case .heavy: "┗"
    case .double: "╚"
    }
  }

  /// The bottom-right corner.
  public var bottomRight: Character {
    switch self {
    case .light: "┘"
    case .rounded: "╯"
    case .heavy: "┛"
    case .double: "╝"
    }
  }

  /// A horizontal line.
  public var horizontal: Character {
    switch self {
    case .light, .rounded: "─"
    case .heavy: "━"
    case .double: "═"
    }
  }

  /// A vertical line.
  public var vertical: Character {
    switch self {
    case .light, .rounded: "│"
    case .heavy: "┃"
    case .double: "║"
    }
  }

  /// Where a separator meets the left side.
  public var leftTee: Character {
    switch self {
    case .light, .rounded: "├"
    case .heavy: "┣"
    case .double: "╠"
    }
  }

  /// Where a separator meets the right side.
  public var rightTee: Character {
    switch self {
    case .light, .rounded: "┤"
    case .heavy: "┫"
    case .double: "╣"
    }
  }
}
