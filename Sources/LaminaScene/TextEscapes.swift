import Foundation

/// Text from a scene, an image name or a file system, made safe to print to a terminal: every
/// character that could move the cursor, start an escape sequence, break the line or reorder what
/// follows is written as `\u{…}`, so a hostile name can neither rewrite the screen nor forge an
/// `error:` line.
///
/// Escaped: C0 controls (newline and tab included), DEL, C1 controls (U+0080–U+009F, which some
/// terminals read as escape sequences), the line and paragraph separators, and the bidirectional
/// formatting characters (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069: "Trojan Source").
package func terminalSafe(_ text: String) -> String {
  guard text.unicodeScalars.contains(where: needsEscape) else { return text }
  var out = ""
  for u in text.unicodeScalars {
    if needsEscape(u) {
      out += "\\u{\(String(u.value, radix: 16, uppercase: true))}"
    } else {
      out.unicodeScalars.append(u)
    }
  }
  return out
}

/// Whether `u` is written as an escape wherever Lamina shows text from input: a control, a line or
/// paragraph separator, or a bidirectional formatting character (the CLI's `terminalSafe`, `dump`'s
/// quoted names, the inspector's page).
package func needsEscape(_ u: Unicode.Scalar) -> Bool {
  switch u.value {
  case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
    return true
  default: return false
  }
}

/// `s` as a JSON string literal, with every character `needsEscape` names written as `\u…`.
package func jsonString(_ s: String) -> String {
  var out = "\""
  for u in s.unicodeScalars {
    switch u {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    case "\r": out += "\\r"
    case _ where needsEscape(u) && u.value <= 0xFFFF: out += String(format: "\\u%04x", u.value)
    default: out.unicodeScalars.append(u)
    }
  }
  return out + "\""
}
