extension CalendarDate: LosslessStringConvertible {
  /// Reads a day written `yyyy-MM-dd`, e.g. `"1977-05-25"`; nil if the form is wrong or the
  /// day does not exist (`"1977-02-30"`).
  package init?(_ description: String) {
    let parts = description.split(separator: "-", omittingEmptySubsequences: false)
    guard
      parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      (1...12).contains(month),
      (1...Self.daysIn(month: month, year: year)).contains(day)
    else {
      return nil
    }
    self.init(year: year, month: month, day: day)
  }

  /// The day as `yyyy-MM-dd`, e.g. `1977-05-25`.
  package var description: String {
    func padded(_ value: Int, to width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(year, to: 4))-\(padded(month, to: 2))-\(padded(day, to: 2))"
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2:
      let isLeapYear = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
      return isLeapYear ? 29 : 28
    case 4, 6, 9, 11:
      return 30
    default:
      return 31
    }
  }
}
