import Foundation
import HeadlessGoldens
import HeadlessRender
import Testing

@Suite struct GoldenLocationTests {
  @Test func aGoldenLivesBesideItsTestFileUnderTheFileAndTestNames() {
    let url = GoldenLocation.url(
      testFile: "/p/Tests/ContactsTests/ContactsScreenTests.swift",
      testName: "favouritingMovesTheRow", identifier: "2")
    #expect(
      url.path
        == "/p/Tests/ContactsTests/__Goldens__/ContactsScreenTests/favouritingMovesTheRow.2.txt")
  }

  @Test func theTestNameDropsTheParameterList() {
    #expect(GoldenLocation.testName(fromFunction: "loadsThePage()") == "loadsThePage")
    #expect(GoldenLocation.testName(fromFunction: "rendersAt(width:)") == "rendersAt")
    #expect(GoldenLocation.testName(fromFunction: "testEmpty") == "testEmpty")
  }

  @Test func charactersAFileNameCannotCarryBecomeOneDash() {
    #expect(GoldenLocation.sanitized("dark mode / 40×12") == "dark-mode-40-12")
    #expect(GoldenLocation.sanitized("  narrow_1-a  ") == "narrow_1-a")
    #expect(GoldenLocation.sanitized("café") == "caf")
  }

  @Test func eachKeyCountsFromOneOnItsOwn() {
    let counter = GoldenCounter()
    let numbers: [Int] = [counter.next(for: "a"), counter.next(for: "a"), counter.next(for: "b")]
    #expect(numbers == [1, 2, 1])
  }
}
