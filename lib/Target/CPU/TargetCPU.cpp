//===- TargetCPU.cpp - The CPU a module is compiled for -------------------===//
//
// Resolves --cpu / --cpu-features against LLVM's own processor and feature
// tables for this host's architecture (the MC layer of the native target),
// so that every name the code generator knows is accepted, and nothing else:
// LLVM itself only warns on an unknown name and compiles for a CPU without
// features, or dies on a CPU that cannot run the host's 64-bit code.
//
//===----------------------------------------------------------------------===//

#include "ov/Target/CPU/TargetCPU.h"
#include "ovrt/CPUFeatures.h"

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

/// Checks --cpu-features: comma-separated items, each '+' or '-' and a
/// feature of `sti`'s table. "" when valid.
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

/// The code generator's feature string: the host's for native, the user's,
/// then the ones docs/semantics.md rules out.
static std::string featureString(bool native, StringRef userFeatures) {
  llvm::SubtargetFeatures features;
  if (native)
    for (auto &feature : llvm::sys::getHostCPUFeatures())
      features.AddFeature(feature.first(), feature.second);
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
  result.features = featureString(native, features);
  std::unique_ptr<llvm::MCSubtargetInfo> sti =
      createSubtarget(name, result.features, error);
  if (!sti)
    return false;
  llvm::StringMap<bool> enabled = enabledFeatures(*sti);
  // x86-64 code needs a 64-bit CPU and passes floats in SSE registers: the
  // code generator dies without them.
  if (llvm::Triple(llvm::sys::getProcessTriple()).getArch() ==
      llvm::Triple::x86_64)
    for (StringRef needed : {"64bit", "sse", "sse2"})
      if (!enabled.lookup(needed)) {
        error = describeOptions(optionPrefix, cpu, features) +
                ": the target lacks " + needed.str() +
                ", which this host's x86-64 code needs";
        return false;
      }
  result.required.clear();
  for (std::string_view feature : ovrt::kCPUFeatureNames)
    if (enabled.lookup(StringRef(feature.data(), feature.size())))
      result.required.emplace_back(feature);
  result.vectorTarget = native ? hostVectorTarget() : VectorTarget();
  result.vectorTarget.vectorBits = vectorBitsForFeatures(enabled);
  return true;
}
