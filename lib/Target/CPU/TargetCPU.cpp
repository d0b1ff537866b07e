// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TargetCPU.cpp - The CPU a module is compiled for -------------------===//
//
// Resolves --cpu / --cpu-features against LLVM's own processor and feature
// tables for this host's architecture (the MC layer of the native target),
// so that every name the code generator knows is accepted, and nothing else:
// LLVM itself only warns on an unknown name and compiles for a CPU without
// features, or dies on a CPU that cannot run the host's 64-bit code.
// On x86-64 every enabled feature must also be one a module descriptor can
// name, or one that adds no instruction the code generator would choose
// (CPUFeatureClass.h): a module never needs what the runtime cannot check.
//
//===----------------------------------------------------------------------===//

#include "ov/Target/CPU/TargetCPU.h"
#include "ov/Target/CPU/CPUFeatureClass.h"
#include "ovrt/CPUFeatures.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/SubtargetFeature.h"
#include "llvm/TargetParser/Triple.h"

#include <memory>

using namespace mlir;
using namespace mlir::ov;

/// "--cpu=NAME" plus " --cpu-features=VALUE" when there are features (with
/// `prefix` for "--"): the options a message is about.
static std::string describeOptions(StringRef prefix, StringRef cpu,
                                   StringRef features) {
  std::string text = (prefix + llvm::Twine("cpu=") + cpu).str();
  if (!features.empty())
    text += (llvm::Twine(" ") + prefix + "cpu-features=" + features).str();
  return text;
}

/// The subtarget of this host's architecture for `cpu` with `features`
/// (both valid), or null with `error` set.
static std::unique_ptr<llvm::MCSubtargetInfo>
createSubtarget(StringRef cpu, StringRef features, std::string &error) {
  llvm::InitializeNativeTarget();
  llvm::Triple triple(llvm::sys::getProcessTriple());
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return nullptr;
  return std::unique_ptr<llvm::MCSubtargetInfo>(
      target->createMCSubtargetInfo(triple, cpu, features));
}

/// Whether this host's code is x86-64 code, whose features are classified
/// (CPUFeatureClass.h).
static bool hostIsX86_64() {
  return llvm::Triple(llvm::sys::getProcessTriple()).getArch() ==
         llvm::Triple::x86_64;
}

/// Checks --cpu-features: comma-separated items, each '+' or '-' and a
/// feature of `sti`'s table that is not a mode of the code generator. ""
/// when valid.
static std::string checkFeatureList(const llvm::MCSubtargetInfo &sti,
                                    StringRef prefix, StringRef features) {
  if (features.empty())
    return "";
  std::string option = (prefix + llvm::Twine("cpu-features=") + features).str();
  SmallVector<StringRef> items;
  features.split(items, ',');
  for (StringRef item : items) {
    if (item.empty())
      return option + ": an empty feature (expected +name or -name, "
                      "separated by commas)";
    if (item[0] != '+' && item[0] != '-')
      return option + ": '" + item.str() +
             "' does not start with '+' or '-' (LLVM's feature syntax, e.g. "
             "+avx2,-avx512f)";
    StringRef name = item.drop_front();
    if (!llvm::any_of(
            sti.getAllProcessorFeatures(),
            [&](const llvm::SubtargetFeatureKV &kv) { return name == kv.Key; }))
      return option + ": unknown CPU feature '" + name.str() +
             "' (llc -mattr=help lists this architecture's features)";
    if (hostIsX86_64() && classifyX86Feature(name) == CPUFeatureClass::Mode)
      return option + ": '" + name.str() +
             "' is a mode of LLVM's code generator, not a CPU feature "
             "(compiled modules are 64-bit code with hardware floating point)";
  }
  return "";
}

/// The enabled features of `sti`, by LLVM name.
static llvm::StringMap<bool> enabledFeatures(const llvm::MCSubtargetInfo &sti) {
  llvm::StringMap<bool> enabled;
  for (const llvm::SubtargetFeatureKV &kv : sti.getAllProcessorFeatures())
    if (sti.getFeatureBits().test(kv.Value))
      enabled[kv.Key] = true;
  return enabled;
}

/// The code generator's feature string: the host's for native (without
/// those a descriptor cannot name: the host's CPU is not the user's choice,
/// so they are left out rather than refused), the user's, then the ones
/// docs/semantics.md rules out.
static std::string featureString(bool native, StringRef cpuName,
                                 StringRef userFeatures) {
  llvm::SubtargetFeatures features;
  if (native)
    for (auto &feature : llvm::sys::getHostCPUFeatures())
      features.AddFeature(
          feature.first(),
          feature.second &&
              !(hostIsX86_64() && classifyX86Feature(feature.first()) ==
                                      CPUFeatureClass::Unrecordable));
  // Tunings that are measured facts of the CPU (--cpu-features, added
  // after them, still decides).
  if (prefersScalarGathers(cpuName))
    features.AddFeature("prefer-no-gather");
  SmallVector<StringRef> items;
  if (!userFeatures.empty())
    userFeatures.split(items, ',');
  for (StringRef item : items)
    features.AddFeature(item);
  // The AVX512-BF16 / AVX-NE-CONVERT f32 -> bf16 conversions flush
  // denormals to zero; OpenVINO rounds them to nearest even like any value.
  features.AddFeature("avx512bf16", false);
  features.AddFeature("avxneconvert", false);
  return features.getString();
}

/// The enabled features a descriptor cannot name and the code generator
/// may use (CPUFeatureClass::Unrecordable), sorted.
static SmallVector<std::string>
unrecordableFeatures(const llvm::StringMap<bool> &enabled) {
  SmallVector<std::string> names;
  for (const auto &entry : enabled)
    if (classifyX86Feature(entry.getKey()) == CPUFeatureClass::Unrecordable)
      names.push_back(entry.getKey().str());
  llvm::sort(names);
  return names;
}

/// "-a,-b": the --cpu-features items that disable `names`.
static std::string disabling(ArrayRef<std::string> names) {
  return llvm::join(
      llvm::map_range(names,
                      [](const std::string &name) { return "-" + name; }),
      ",");
}

bool ov::resolveTargetCPU(StringRef cpu, StringRef features, TargetCPU &result,
                          std::string &error, StringRef optionPrefix) {
  bool native = cpu == "native";
  std::string name = native ? llvm::sys::getHostCPUName().str() : cpu.str();
  std::unique_ptr<llvm::MCSubtargetInfo> tables =
      createSubtarget("", "", error);
  if (!tables)
    return false;
  if (!native && !tables->isCPUStringValid(name)) {
    error = describeOptions(optionPrefix, cpu, "") +
            ": unknown CPU (an LLVM processor name such as haswell, "
            "skylake-avx512, znver3, x86-64-v2 .. x86-64-v4, or native; "
            "llc -mcpu=help lists them)";
    return false;
  }
  if (std::string problem = checkFeatureList(*tables, optionPrefix, features);
      !problem.empty()) {
    error = problem;
    return false;
  }
  result.name = name;
  result.features = featureString(native, name, features);
  std::unique_ptr<llvm::MCSubtargetInfo> sti =
      createSubtarget(name, result.features, error);
  if (!sti)
    return false;
  llvm::StringMap<bool> enabled = enabledFeatures(*sti);
  // x86-64 code needs a 64-bit CPU and passes floats in SSE registers: the
  // code generator dies without them.
  if (hostIsX86_64()) {
    for (StringRef needed : {"64bit", "sse", "sse2"})
      if (!enabled.lookup(needed)) {
        error = describeOptions(optionPrefix, cpu, features) +
                ": the target lacks " + needed.str() +
                ", which this host's x86-64 code needs";
        return false;
      }
    if (SmallVector<std::string> extra = unrecordableFeatures(enabled);
        !extra.empty()) {
      error = describeOptions(optionPrefix, cpu, features) +
              ": the target enables " + llvm::join(extra, ", ") +
              ", which a module descriptor cannot name (a CPU without them "
              "would die of SIGILL); add --cpu-features=" +
              disabling(extra) + " or choose another --cpu";
      return false;
    }
  }
  result.required.clear();
  for (std::string_view feature : ovrt::kCPUFeatureNames)
    if (enabled.lookup(StringRef(feature.data(), feature.size())))
      result.required.emplace_back(feature);
  result.vectorTarget = native ? hostVectorTarget() : VectorTarget();
  VectorTarget &target = result.vectorTarget;
  target.vectorBits = vectorBitsForFeatures(enabled);
  target.familyBits =
      familyVectorBits(target.vectorBits, splitsWideVectors(result.name));
  return true;
}
