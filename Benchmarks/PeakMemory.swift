import Foundation

/// Peak resident memory of one run above the resident memory before it, from
/// /proc/self/status: the peak (VmHWM) is reset through /proc/self/clear_refs first.
enum PeakMemory {
  static func describe(_ name: String, _ body: () -> Void) -> String {
    guard
      (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil,
      let before = kilobytes("VmRSS")
    else { return "peak memory \(name): n/a (no /proc/self/clear_refs)" }
    body()
    guard let peak = kilobytes("VmHWM") else { return "peak memory \(name): n/a" }
    return String(
      format: "peak memory %@: %.1f MB above baseline (VmHWM - VmRSS before)",
      name, Double(peak - before) / 1024)
  }

  /// A field of /proc/self/status in kilobytes (`VmRSS`, `VmHWM`), nil where there is none.
  static func kilobytes(_ field: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
      return Int(
        line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }
    return nil
  }
}
