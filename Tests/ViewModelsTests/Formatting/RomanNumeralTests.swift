import ListKit
import Testing
import ViewModels

@Suite struct RomanNumeralTests {
  @Test(arguments: [
    (1, "I"), (4, "IV"), (6, "VI"), (9, "IX"), (14, "XIV"), (40, "XL"), (90, "XC"),
    (400, "CD"), (1_977, "MCMLXXVII"), (3_999, "MMMCMXCIX"),
  ])
  func writesNumbersInRomanNumerals(number: Int, text: String) {
    #expect(RomanNumeral.string(for: number) == text)
  }

  @Test(arguments: [0, -3, 4_000])
  func answersNilForNumbersRomanNumeralsCannotWrite(number: Int) {
    #expect(RomanNumeral.string(for: number) == nil)
  }
}
