import Testing

extension Tag {
  /// A suite whose random cases grow with ``StressMode/factor``, or whose run grows with
  /// ``StressMode/fuzzSeconds``: `make stress` (`.ci/stress`) runs exactly the suites with this
  /// tag, and a suite that reads ``StressMode`` without it fails `swift test`
  /// (`StressModeTests` in ListKitTests).
  @Tag public static var stress: Self
}
