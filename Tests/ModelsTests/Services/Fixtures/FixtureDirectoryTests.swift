import Foundation
import Models
import Testing

@Suite struct FixtureDirectoryTests {
  @Test func namesFilesByTheDisplayPathNotTheAbsolutePath() {
    let directory = FixtureDirectory(url: TestFixtures.directory.url, displayPath: "API")
    #expect(directory.displayPath(of: "feed/feed.json") == "API/feed/feed.json")
    #expect(
      directory.decode(Feed.self, at: "feed/nope.json").failureMessage
        == "The request could not be made: no fixture file at API/feed/nope.json")
  }

  @Test func anEmptyDisplayPathNamesFilesByTheirRelativePath() {
    // The todo list is a top-level array, so a feed fails at the root, where the path is empty.
    let directory = FixtureDirectory(url: TestFixtures.directory.url, displayPath: "")
    #expect(
      directory.decode(Feed.self, at: "todos/todos.json").failureMessage
        == "expected an object, found an array (in todos/todos.json)")
  }

  @Test func readsTheBytesOfAFile() throws {
    let data = try TestFixtures.directory.data(at: "recordings/error-page.html").get()
    #expect(String(decoding: data, as: UTF8.self).hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
  }
}
