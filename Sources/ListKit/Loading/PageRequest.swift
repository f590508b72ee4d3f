/// A request for page `parameters` (counted from 1) of a list; unpaged lists ask for page 1.
public typealias PageRequest = Stamped<Int>

extension Stamped where Parameters == Int {
  /// The page asked for, counted from 1.
  public var page: Int { parameters }
}
