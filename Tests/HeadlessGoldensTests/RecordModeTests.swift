import HeadlessGoldens
import HeadlessRender
import Testing

@Suite struct RecordModeTests {
  @Test func withNothingSetTheModeIsMissing() throws {
    #expect(try RecordMode(environment: [:]) == .missing)
  }

  @Test func onCITheDefaultIsNever() throws {
    #expect(try RecordMode(environment: ["CI": "true"]) == .never)
    #expect(try RecordMode(environment: ["CI": "1"]) == .never)
  }

  @Test func anEmptyZeroOrFalseCIDoesNotCount() throws {
    #expect(try RecordMode(environment: ["CI": ""]) == .missing)
    #expect(try RecordMode(environment: ["CI": "0"]) == .missing)
    #expect(try RecordMode(environment: ["CI": "FALSE"]) == .missing)
  }

  @Test(arguments: RecordMode.allCases)
  func anExplicitModeWinsOverCI(mode: RecordMode) throws {
    let environment = ["CI": "true", "SNAPSHOT_TESTING_RECORD": mode.rawValue]
    #expect(try RecordMode(environment: environment) == mode)
  }

  @Test func anEmptyRecordVariableCountsAsUnset() throws {
    #expect(try RecordMode(environment: ["SNAPSHOT_TESTING_RECORD": ""]) == .missing)
  }

  @Test func anUnknownModeIsAnErrorNamingTheValueAndTheAllowedOnes() {
    #expect(throws: GoldenError.unknownRecordMode("Failed")) {
      try RecordMode(environment: ["SNAPSHOT_TESTING_RECORD": "Failed"])
    }
    #expect(
      GoldenError.unknownRecordMode("Failed").description
        == "SNAPSHOT_TESTING_RECORD: unknown record mode \"Failed\" "
        + "(expected one of: all, missing, failed, never)")
  }
}
