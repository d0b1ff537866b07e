// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Printable.h - Input text fit for one-line messages -------*- C++ -*-===//
//
// Names and strings from models (layer names, attribute values) reach the
// terminal through diagnostics and the compiled module's descriptor. Control
// characters in them (CR, ESC, newlines) would rewrite or split the line;
// they are written as \xNN, the runtime descriptor's escaping.
//
//===----------------------------------------------------------------------===//

#ifndef OV_SUPPORT_PRINTABLE_H
#define OV_SUPPORT_PRINTABLE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace mlir::ov {

/// `text` with every control character (below 0x20, and 0x7f) as \xNN.
inline std::string printable(llvm::StringRef text) {
  std::string out;
  llvm::raw_string_ostream os(out);
  for (char c : text) {
    auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || u == 0x7f)
      os << "\\x" << llvm::format_hex_no_prefix(u, 2);
    else
      os << c;
  }
  return out;
}

} // namespace mlir::ov

#endif // OV_SUPPORT_PRINTABLE_H
