import Models

/// Answers recording searches from files under `recordings/` in a fixture folder.
///
/// The file for a query and page is `recordings/<slug>-page-<page>.json`, where the slug is the
/// query lowercased with every run of characters other than letters and digits turned into
/// one `-` (`"Grey Parrot"` gives `grey-parrot`). A single-page answer may instead be
/// `recordings/<slug>.json`, used for page 1 only. There is no fallback: a missing file is an
/// error naming the file that was looked for.
package struct FixtureRecordingsService: RecordingsService {
  /// The folder the files are read from.
  package var directory: FixtureDirectory

  /// Creates a service reading `directory`.
  package init(directory: FixtureDirectory) {
    self.directory = directory
  }

  /// Decodes the file for `query` and `page`.
  package func recordings(matching query: String, page: Int) async -> Result<
    RecordingsPage, APIError
  > {
    let slug = Self.slug(for: query)
    guard !slug.isEmpty else {
      return .failure(.invalidRequest("the query \"\(query)\" has no letters or digits"))
    }
    let paged = "recordings/\(slug)-page-\(page).json"
    let single = "recordings/\(slug).json"
    if page == 1, !directory.fileExists(at: paged), directory.fileExists(at: single) {
      return directory.decode(RecordingsPage.self, at: single)
    }
    return directory.decode(RecordingsPage.self, at: paged)
  }

  /// The file-name form of `query`: `"Grey Parrot!"` gives `grey-parrot`.
  package static func slug(for query: String) -> String {
    var slug = ""
    var pendingDash = false
    for character in query.lowercased() {
      if character.isLetter || character.isNumber {
        if pendingDash, !slug.isEmpty { slug.append("-") }
        pendingDash = false
        slug.append(character)
      } else {
        pendingDash = true
      }
    }
    return slug
  }
}
