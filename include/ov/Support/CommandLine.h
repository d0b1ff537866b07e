// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CommandLine.h - llvm::cl parsers that check their values -*- C++ -*-===//
//
// The parser of enumerated tool flags (cl::opt<T, false, EnumParser<T>>)
// and pipeline options (PassOptions::Option<T, EnumParser<T>>), whose error
// names what is allowed: an unknown value is a one-line error at parse time
// ("ov-opt: for the --lowering option: 'bogus' is not one of vector, linalg,
// affine").
//
//===----------------------------------------------------------------------===//

#ifndef OV_SUPPORT_COMMANDLINE_H
#define OV_SUPPORT_COMMANDLINE_H

#include "ov/Support/Printable.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <string>

namespace mlir::ov {

/// llvm::cl's parser for enumerated values (cl::values), whose error for an
/// unknown value lists the allowed ones. As a pass option's parser, `T` needs
/// `stringifyEnum(T)` (found by argument-dependent lookup, as for ODS enums),
/// with which pipelines print their options.
template <typename T> class EnumParser : public llvm::cl::parser<T> {
public:
  using llvm::cl::parser<T>::parser;

  /// True on error (llvm::cl's convention).
  bool parse(llvm::cl::Option &option, llvm::StringRef, llvm::StringRef arg,
             T &value) {
    for (const auto &info : this->Values) {
      if (info.Name == arg) {
        value = info.V.getValue();
        return false;
      }
    }
    std::string names = llvm::join(
        llvm::map_range(this->Values,
                        [](const auto &info) { return info.Name.str(); }),
        ", ");
    // The value is the user's: control characters escaped.
    return option.error("'" + printable(arg) + "' is not one of " + names);
  }

  /// The name of `value` among the option's values ("" if it has none).
  llvm::StringRef nameOf(const T &value) const {
    for (const auto &info : this->Values)
      if (info.V.getValue() == value)
        return info.Name;
    return "";
  }

  static void print(llvm::raw_ostream &os, const T &value) {
    os << stringifyEnum(value);
  }
};

/// One row of a tool's table of options that apply to some cases only (the
/// targets they concern): the option, its value as given (for the message)
/// and the names of the cases it applies to.
struct ScopedOption {
  const llvm::cl::Option &option;
  std::string value;
  llvm::SmallVector<llvm::StringRef, 4> appliesTo;
};

/// An option given on the command line (getNumOccurrences, whatever its
/// value) for a case it does not apply to is an error, never silently
/// ignored. Returns the error for the first such row of `table`, e.g.
/// "--lowering=affine applies to --target cpu, not vulkan" (`what` =
/// "--target", `current` = "vulkan"), or "" when every given option applies.
inline std::string checkScopedOptions(llvm::ArrayRef<ScopedOption> table,
                                      llvm::StringRef what,
                                      llvm::StringRef current) {
  for (const ScopedOption &row : table)
    if (row.option.getNumOccurrences() &&
        !llvm::is_contained(row.appliesTo, current))
      return ("--" + row.option.ArgStr + "=" + row.value + " applies to " +
              what + " " + llvm::join(row.appliesTo, " or ") + ", not " +
              current)
          .str();
  return "";
}

/// How the tools spell an option in messages: "-o", "--output-dir".
inline std::string optionSpelling(const llvm::cl::Option &option) {
  return (option.ArgStr.size() == 1 ? "-" : "--") + option.ArgStr.str();
}

/// A path option given with an empty value names no file or folder: LLVM's
/// linker would write ./a.out, a folder "" is the working directory. Returns
/// "-o '': an empty path names no file" for the first such option (`what`:
/// "file" or "folder"), else "".
inline std::string
checkEmptyPaths(llvm::ArrayRef<const llvm::cl::opt<std::string> *> options,
                llvm::StringRef what = "file") {
  for (const llvm::cl::opt<std::string> *option : options)
    if (option->getNumOccurrences() && option->getValue().empty())
      return optionSpelling(*option) + " '': an empty path names no " +
             what.str();
  return "";
}

/// llvm::cl::ParseCommandLineOptions for the tools: its own errors (an
/// unknown option, a missing or extra positional argument) are printed with
/// control characters escaped (\xNN), like every other error of the tools,
/// and end the tool with exit code 1. (Errors of a value's parser go to
/// llvm::errs() directly; EnumParser escapes its own.)
inline void parseToolOptions(int argc, char **argv, llvm::StringRef overview) {
  std::string errors;
  llvm::raw_string_ostream os(errors);
  if (llvm::cl::ParseCommandLineOptions(argc, argv, overview, &os))
    return;
  llvm::SmallVector<llvm::StringRef> lines;
  llvm::StringRef(errors).split(lines, '\n', /*MaxSplit=*/-1,
                                /*KeepEmpty=*/false);
  for (llvm::StringRef line : lines)
    llvm::errs() << printable(line) << "\n";
  std::exit(1);
}

} // namespace mlir::ov

#endif // OV_SUPPORT_COMMANDLINE_H
