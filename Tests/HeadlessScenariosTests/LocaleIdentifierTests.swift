import Foundation
import Testing

@testable import HeadlessScenarios

/// Which identifiers name a locale: each subtag's length on both sides of its limits.
@Suite struct LocaleIdentifierTests {
  @Test(arguments: [
    "en", "haw", "sr_Latn", "sr_Latn_RS", "es_419", "en_US_POSIX", "de_DE_12345678",
    "de-DE-1996", "ja_JP@calendar=japanese", "en_US@a=b;c=d-e_f",
    "en@k=" + String(repeating: "v", count: 40), "en@" + String(repeating: "k", count: 40) + "=v",
  ])
  func anIdentifierWithEverySubtagWithinItsLimitsIsALocale(identifier: String) {
    #expect(LocaleIdentifier.locale(identifier) != nil, "\(identifier)")
  }

  @Test(arguments: [
    "e", "engl", "en_Lat_RS", "en_41", "en_U", "de_DE_123",
    "de_DE_123456789", "en@k=" + String(repeating: "v", count: 41),
    "en@" + String(repeating: "k", count: 41) + "=v", "en@k=", "en@=v", "en@k=v;", "en@k=v=w",
    "en@k=a.b", "en@k==v", "en@=k=v", "en_US@", "en__US", "de--DE", "é", "en_UK",
  ])
  func anIdentifierWithASubtagPastItsLimitsIsNot(identifier: String) {
    #expect(LocaleIdentifier.locale(identifier) == nil, "\(identifier)")
  }

  @Test func anIdentifierOfAHundredBytesIsReadAndOneMoreIsNot() {
    let keywords = "@k=" + String(repeating: "v", count: 40)
    let variants = "_" + Array(repeating: "abcdefgh", count: 4).joined(separator: "_")
    let hundred = "en_US" + variants + keywords + ";c=" + String(repeating: "w", count: 13)
    #expect(hundred.utf8.count == 100)
    #expect(LocaleIdentifier.locale(hundred) != nil)
    #expect(LocaleIdentifier.locale(hundred + "w") == nil)
  }
}
