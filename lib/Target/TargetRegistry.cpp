// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TargetRegistry.cpp - The registered targets ------------------------===//
//
// A new target is a folder under lib/Target with its description and one
// line below (docs/adding-a-target.md).
//
//===----------------------------------------------------------------------===//

#include "ov/Target/TargetDescription.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"

using namespace mlir;
using namespace mlir::ov;

void TargetRegistry::add(const TargetDescription &target) {
  if (llvm::any_of(registered, [&](const TargetDescription &other) {
        return other.name == target.name;
      }))
    llvm::report_fatal_error("target '" + target.name +
                             "' is registered twice");
  registered.push_back(target);
}

/// Every target of lib/Target, cpu first (the default).
static TargetRegistry registerAllTargets() {
  TargetRegistry registry;
  registerCPUTargets(registry);
  registerCUDATargets(registry);
  registerVulkanTargets(registry);
  return registry;
}

ArrayRef<TargetDescription> ov::getRegisteredTargets() {
  static const TargetRegistry registry = registerAllTargets();
  return registry.targets();
}

const TargetDescription *ov::lookupTarget(StringRef name) {
  ArrayRef<TargetDescription> targets = getRegisteredTargets();
  const auto *it = llvm::find_if(
      targets, [&](const TargetDescription &t) { return t.name == name; });
  return it == targets.end() ? nullptr : it;
}

const TargetDescription &ov::getDefaultTarget() {
  return getRegisteredTargets().front();
}

std::string ov::listTargetNames() {
  return llvm::join(
      llvm::map_range(getRegisteredTargets(),
                      [](const TargetDescription &t) { return t.name; }),
      ", ");
}
