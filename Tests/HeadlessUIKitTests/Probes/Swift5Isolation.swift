// A Swift 5 mode file that touches views outside the main actor: as with UIKit, whose
// main-actor annotations reach Swift as @preconcurrency, this compiles without a diagnostic.
// UIKitProbeTests type-checks it in Swift 5 mode. Not part of any target.
import HeadlessUIKit

func makeLabel() -> UILabel {
  let label = UILabel()
  label.text = "Hello"
  return label
}

let shared = UIView()
