import Foundation
import HeadlessRender
import HeadlessScenarios
import TestSupport
import Testing

@Suite struct ScenarioFolderTests {
  @Test func goldensLiveInTheGoldenFolderBesideTheScenarios() {
    let folder = ScenarioFolder(URL(fileURLWithPath: "/p/Fixtures/Scenarios"))
    #expect(folder.goldens.path == "/p/Fixtures/Golden")
    #expect(folder.goldenURL(forScenarioNamed: "x").path == "/p/Fixtures/Golden/x.txt")
    #expect(folder.scenarioURL(named: "x").path == "/p/Fixtures/Scenarios/x.json")
  }

  @Test func anotherGoldenFolderCanBeGiven() {
    let folder = ScenarioFolder(
      URL(fileURLWithPath: "/p/Scenarios"), goldens: URL(fileURLWithPath: "/q/Expected"))
    #expect(folder.goldenURL(forScenarioNamed: "x").path == "/q/Expected/x.txt")
  }

  @Test func theScenariosAreTheJSONFilesDirectlyInTheFolderSorted() throws {
    let temporary = try TemporaryFolder()
    for name in ["b.json", "a.json", "notes.txt", "nested/c.json"] {
      try temporary.write("{}", to: "Scenarios/\(name)")
    }
    let folder = ScenarioFolder(temporary.file("Scenarios"))
    #expect(try folder.scenarioNames() == ["a", "b"])
  }

  @Test func aFolderWithoutScenariosIsAnError() throws {
    let temporary = try TemporaryFolder()
    try temporary.write("", to: "Scenarios/notes.txt")
    let scenarios = temporary.file("Scenarios")
    #expect(throws: ScenarioFolderError.noScenarios(scenarios.path)) {
      try ScenarioFolder(scenarios).scenarioNames()
    }
  }

  @Test func aMissingFolderIsAnErrorNamingIt() {
    let error = #expect(throws: ScenarioFolderError.self) {
      try ScenarioFolder(URL(fileURLWithPath: "/nonexistent/Scenarios")).scenarioNames()
    }
    #expect(error?.description == "cannot read the folder /nonexistent/Scenarios")
  }

  @Test func aScenarioNamedLikeAnActualFileStopsTheFolderBeforeAnythingIsWritten() throws {
    // Its golden, x.actual.txt, is where scenario x's output goes when it does not match.
    let temporary = try TemporaryFolder()
    for name in ["x.json", "x.actual.json"] { try temporary.write("{}", to: "Scenarios/\(name)") }
    let scenarios = temporary.file("Scenarios")
    let error = #expect(throws: ScenarioFolderError.self) {
      try ScenarioFolder(scenarios).scenarioNames()
    }
    #expect(
      error?.description
        == "\(scenarios.path)/x.actual.json: a scenario may not be named *.actual.json: "
        + "its golden would be where another scenario's mismatch is saved; rename it")
  }

  @Test func theRootIsTheFolderAboveTheScenarios() {
    #expect(
      ScenarioFolder(URL(fileURLWithPath: "/p/Fixtures/Scenarios")).root.path == "/p/Fixtures")
  }
}
