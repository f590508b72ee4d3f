import Foundation
import ListKit
import Models

/// What a photo row shows, decided from the photo and the format environment.
package struct PhotoCellModel: Identifiable, Hashable, Sendable {
  /// The photo's identifier.
  package var id: String
  /// The name of the image to show.
  package var imageName: String
  /// The caption under it.
  package var caption: String
  /// Who posted it.
  package var userName: String
  /// When it was posted; the feed groups rows by its day.
  package var postedAt: Date
  /// How long ago it was posted, e.g. `3 h ago` (see ``RelativeTime``).
  package var relativeTime: String

  /// What VoiceOver says for the image: that there is a photo here (the caption after it
  /// says what it shows; the image's file name would say nothing).
  package var photoAccessibilityLabel: String { "Photo" }

  /// Decides the row for `photo` as seen from `environment`.
  package init(_ photo: Photo, in environment: FormatEnvironment) {
    id = photo.id
    imageName = photo.imageName
    caption = photo.caption
    userName = photo.user.name
    postedAt = photo.createdAt
    relativeTime = RelativeTime.text(for: photo.createdAt, in: environment)
  }
}
