/// Fetches Star Wars films from SWAPI.
package protocol FilmsService: Sendable {
  /// Fetches page `page` (counted from 1) of the film list.
  func films(page: Int) async -> Result<FilmsPage, APIError>
}
