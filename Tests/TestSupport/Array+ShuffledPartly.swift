extension Array {
  /// The array with a few random elements moved elsewhere: mostly in order, as real updates are.
  public func shuffledPartly(using generator: inout some RandomNumberGenerator) -> [Element] {
    var result = self
    guard result.count > 1 else { return result }
    let moves = Int.random(in: 0...Swift.max(1, result.count / 4), using: &generator)
    for _ in 0..<moves {
      let element = result.remove(at: Int.random(in: 0..<result.count, using: &generator))
      result.insert(element, at: Int.random(in: 0...result.count, using: &generator))
    }
    return result
  }
}
