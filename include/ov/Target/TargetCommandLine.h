// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TargetCommandLine.h - --target from the registry --------*- C++ -*-===//
//
// A tool's --target option lists the registered targets (values and --help
// lines from their descriptions), and which of its options a target takes
// comes from the descriptions too (TargetDescription::options): a tool
// names no target.
//
//   static cl::opt<const ov::TargetDescription *, false, ov::TargetParser>
//       target("target", cl::desc("..."), ov::TargetValues(),
//              cl::init(&ov::getDefaultTarget()));
//
//===----------------------------------------------------------------------===//

#ifndef OV_TARGET_TARGETCOMMANDLINE_H
#define OV_TARGET_TARGETCOMMANDLINE_H

#include "ov/Support/CommandLine.h"
#include "ov/Target/TargetDescription.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <memory>
#include <vector>

namespace mlir::ov {

/// Parses a --target value into its description; an unknown one is a
/// one-line error listing the option's values (EnumParser).
using TargetParser = EnumParser<const TargetDescription *>;

/// The values of a --target option (an llvm::cl modifier, as cl::values):
/// every registered target for which `offers` holds (all when null).
struct TargetValues {
  bool (*offers)(const TargetDescription &target) = nullptr;

  template <class Opt> void apply(Opt &option) const {
    for (const TargetDescription &target : getRegisteredTargets())
      if (!offers || offers(target))
        option.getParser().addLiteralOption(target.name, &target, target.help);
  }
};

/// A tool option and its value as given, for checkScopedOptions.
struct ToolOption {
  const llvm::cl::Option &option;
  std::string value;
};

/// `options` scoped to the targets that take them: an option some
/// registered target names (TargetDescription::options) applies to those of
/// them `offers` accepts, any other to every target it accepts.
/// (A std::vector: ScopedOption, which holds a reference, cannot be
/// assigned, as moving a SmallVector would.)
inline std::vector<ScopedOption>
scopeToTargets(ArrayRef<ToolOption> options,
               bool (*offers)(const TargetDescription &) = nullptr) {
  std::vector<ScopedOption> scoped;
  for (const ToolOption &tool : options) {
    StringRef name = tool.option.ArgStr;
    auto takes = [&](const TargetDescription &target) {
      return llvm::is_contained(target.options, name) ||
             llvm::any_of(target.toolOptions,
                          [&](const TargetToolOption &option) {
                            return option.name == name;
                          });
    };
    bool targetOnly = llvm::any_of(getRegisteredTargets(), takes);
    ScopedOption row{tool.option, tool.value, {}};
    for (const TargetDescription &target : getRegisteredTargets())
      if ((!offers || offers(target)) && (!targetOnly || takes(target)))
        row.appliesTo.push_back(target.name);
    scoped.push_back(row);
  }
  return scoped;
}

/// The tool options the registered targets declare
/// (TargetDescription::toolOptions), one llvm::cl option each in the tool's
/// `category` (a name two targets declare: once, with the first's help), so
/// that a tool names none of them. `withOutputFolders`: also those that
/// name a folder of side outputs (ov-compile's, not ov-run's). Construct it
/// before the command line is parsed (a file-level static, as cl::opt).
class TargetToolOptions {
public:
  TargetToolOptions(llvm::cl::OptionCategory &category,
                    bool withOutputFolders) {
    for (const TargetDescription &target : getRegisteredTargets())
      for (const TargetToolOption &option : target.toolOptions) {
        if (!withOutputFolders && !option.outputFolderExtension.empty())
          continue;
        if (llvm::any_of(declared, [&](const Declared &d) {
              return d.declaration->name == option.name;
            }))
          continue;
        declared.push_back(
            {&option, std::make_unique<llvm::cl::opt<std::string>>(
                          StringRef(option.name), llvm::cl::desc(option.help),
                          llvm::cl::value_desc(option.valueName),
                          llvm::cl::init(option.defaultValue.str()),
                          llvm::cl::cat(category))});
      }
  }

  /// The options given on the command line, by name
  /// (CompileOptions::targetOptions).
  llvm::StringMap<std::string> given() const {
    llvm::StringMap<std::string> values;
    for (const Declared &d : declared)
      if (d.option->getNumOccurrences())
        values[d.declaration->name] = d.option->getValue();
    return values;
  }

  /// Every option with its value, for scopeToTargets.
  std::vector<ToolOption> withValues() const {
    std::vector<ToolOption> options;
    for (const Declared &d : declared)
      options.push_back({*d.option, d.option->getValue()});
    return options;
  }

  /// The options given that name a folder of side outputs, with the
  /// extension of the files written there.
  struct OutputFolder {
    llvm::cl::opt<std::string> *option;
    StringRef extension;
  };
  std::vector<OutputFolder> givenOutputFolders() const {
    std::vector<OutputFolder> folders;
    for (const Declared &d : declared)
      if (d.option->getNumOccurrences() &&
          !d.declaration->outputFolderExtension.empty())
        folders.push_back(
            {d.option.get(), d.declaration->outputFolderExtension});
    return folders;
  }

private:
  struct Declared {
    const TargetToolOption *declaration;
    std::unique_ptr<llvm::cl::opt<std::string>> option;
  };
  std::vector<Declared> declared;
};

} // namespace mlir::ov

#endif // OV_TARGET_TARGETCOMMANDLINE_H
