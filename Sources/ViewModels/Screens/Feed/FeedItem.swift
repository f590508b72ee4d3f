import Foundation
import ListKit

/// A row of the feed: one of a closed set of kinds, each with its own cell view-model.
package enum FeedItem: Identifiable, Hashable, Sendable {
  /// A text post.
  case status(StatusCellModel)
  /// A photo post.
  case photo(PhotoCellModel)

  /// A row's identity: the kind and the post's identifier, so a status and a photo that share
  /// an identifier are still different rows.
  package enum ID: Hashable, Sendable {
    /// The status with this identifier.
    case status(String)
    /// The photo with this identifier.
    case photo(String)
  }

  /// The row's identity.
  package var id: ID {
    switch self {
    case .status(let model): .status(model.id)
    case .photo(let model): .photo(model.id)
    }
  }

  /// When the post was made.
  package var postedAt: Date {
    switch self {
    case .status(let model): model.postedAt
    case .photo(let model): model.postedAt
    }
  }
}
