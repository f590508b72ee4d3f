import Foundation
import ListKit
import Models
import Testing
import ViewModels

/// Builders for the models tests feed to services.
enum Fixtures {
  static let parrot = User(id: "u1", name: "Polly", avatarName: "polly")

  static func recording(_ id: Int, file: Bool = true) -> Recording {
    Recording(
      id: "\(id)", genus: "Strix", species: "aluco", englishName: "Tawny Owl \(id)",
      recordist: "Ann", country: "France", locality: "Lyon",
      fileURL: file ? URL(string: "https://xeno-canto.org/\(id)/download") : nil,
      quality: "A", length: "0:\(10 + id % 50)", date: "2019-05-04")
  }

  /// Page `number` of `count` pages holding recordings `ids`.
  static func recordingsPage(_ number: Int, of count: Int, ids: Range<Int>) -> RecordingsPage {
    RecordingsPage(
      numRecordings: count * ids.count, numSpecies: 1, page: number, numPages: count,
      recordings: ids.map { recording($0) })
  }

  static func film(_ episode: Int, title: String, year: Int) -> Film {
    Film(
      title: title, episodeID: episode, openingCrawl: "", director: "George Lucas",
      producer: "Gary Kurtz", releaseDate: CalendarDate(year: year, month: 5, day: 25))
  }

  static func todo(_ id: Int, completed: Bool = false) -> Todo {
    Todo(userId: 1, id: id, title: "Todo \(id)", completed: completed)
  }

  static func articleItem(_ id: String, date: String = "2026-11-19T08:30:00Z") -> [String: String] {
    ["id": id, "author": "Ada", "date": date, "title": "Title \(id)", "preview": "Preview"]
  }

  /// The instant written in ISO 8601, e.g. `2026-11-21T10:00:00Z`.
  static func date(_ text: String) throws -> Date {
    try #require(ISO8601DateFormatter().date(from: text))
  }

  /// Saturday 21 November 2026, 10:00 UTC, in `timeZone` and `locale`.
  static func environment(
    now: String = "2026-11-21T10:00:00Z", timeZone: String = "UTC", locale: String = "en_US"
  ) throws -> FormatEnvironment {
    FormatEnvironment.fixed(
      at: try date(now), timeZone: try #require(TimeZone(identifier: timeZone)),
      locale: Locale(identifier: locale))
  }
}
