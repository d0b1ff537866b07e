// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TargetRegistryTest.cpp - The registered targets' descriptions ------===//
//
// Every registered target is described completely (the compile driver and
// the tools rely on each field), names are unique and found by lookup, and
// each GPU target's pipeline builds ov-to-gpu with the kernel traits its
// description states.
//
//===----------------------------------------------------------------------===//

#include "ov/Target/CPU/TargetCPU.h"
#include "ov/Target/CompileDriver.h"
#include "ov/Target/TargetDescription.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::ov;

/// The textual form of `target`'s pipeline.
static std::string pipelineText(MLIRContext &context,
                                const TargetDescription &target) {
  TargetCPU cpu;
  std::string error;
  EXPECT_TRUE(resolveTargetCPU("native", "", cpu, error)) << error;
  CompileOptions options;
  options.target = &target;
  PassManager pm(&context);
  target.buildPipeline(pm, options, cpu);
  EXPECT_GT(pm.size(), 0u);
  std::string text;
  llvm::raw_string_ostream os(text);
  pm.printAsTextualPipeline(os);
  return text;
}

namespace {

TEST(TargetRegistryTest, EveryDescriptionIsComplete) {
  ASSERT_FALSE(getRegisteredTargets().empty());
  llvm::StringSet<> names;
  for (const TargetDescription &target : getRegisteredTargets()) {
    SCOPED_TRACE(target.name.str());
    EXPECT_FALSE(target.name.empty());
    EXPECT_TRUE(names.insert(target.name).second) << "name registered twice";
    EXPECT_EQ(lookupTarget(target.name), &target);
    // One --help line.
    EXPECT_FALSE(target.help.empty());
    EXPECT_FALSE(target.help.contains('\n'));
    EXPECT_NE(target.buildPipeline, nullptr);
    EXPECT_TRUE(isDeviceKindName(target.descriptorTarget))
        << target.descriptorTarget.str();
    // Option names as llvm::cl spells them (ArgStr): no dashes.
    for (StringRef option : target.options) {
      EXPECT_FALSE(option.empty());
      EXPECT_FALSE(option.starts_with("-")) << option.str();
    }
    for (const TargetToolOption &option : target.toolOptions) {
      EXPECT_FALSE(option.name.empty());
      EXPECT_FALSE(option.name.starts_with("-")) << option.name.str();
      EXPECT_FALSE(option.help.empty());
      EXPECT_FALSE(option.help.contains('\n'));
      // A tool option is declared once, by its target, not also listed.
      EXPECT_FALSE(llvm::is_contained(target.options, option.name));
    }
  }
}

TEST(TargetRegistryTest, GPUModulesBindToTheirOwnRuntimeSymbols) {
  llvm::StringSet<> prefixes;
  for (const TargetDescription &target : getRegisteredTargets()) {
    SCOPED_TRACE(target.name.str());
    if (target.descriptorTarget == "cpu") {
      // A CPU module calls no GPU runtime, whatever kernels it emulates.
      EXPECT_TRUE(target.runtimeSymbolPrefix.empty());
      continue;
    }
    EXPECT_TRUE(target.gpuKernels.has_value());
    EXPECT_TRUE(target.runtimeSymbolPrefix.starts_with("ovrt_"));
    // Two backends under one prefix would bind a module to the wrong one.
    EXPECT_TRUE(prefixes.insert(target.runtimeSymbolPrefix).second)
        << target.runtimeSymbolPrefix.str();
  }
}

TEST(TargetRegistryTest, LookupByName) {
  EXPECT_EQ(lookupTarget("tpu"), nullptr);
  EXPECT_EQ(lookupTarget(""), nullptr);
  EXPECT_EQ(&getDefaultTarget(), lookupTarget("cpu"));
  EXPECT_EQ(listTargetNames(), "cpu, cuda, cuda-emulated, vulkan");
}

TEST(TargetRegistryTest, PipelinesUseTheDescribedKernelTraits) {
  MLIRContext context;
  for (const TargetDescription &target : getRegisteredTargets()) {
    SCOPED_TRACE(target.name.str());
    std::string text = pipelineText(context, target);
    llvm::Regex kernels("ov-to-gpu\\{([^}]*)\\}");
    SmallVector<StringRef> match;
    if (!target.gpuKernels) {
      EXPECT_FALSE(kernels.match(text)) << text;
      continue;
    }
    ASSERT_TRUE(kernels.match(text, &match)) << text;
    auto flag = [](bool value) { return value ? "true" : "false"; };
    EXPECT_TRUE(match[1].contains(std::string("vector-stores=") +
                                  flag(target.gpuKernels->vectorStores)))
        << match[1].str();
    EXPECT_TRUE(match[1].contains(std::string("positive-zero-sums=") +
                                  flag(target.gpuKernels->positiveZeroSums)))
        << match[1].str();
    EXPECT_TRUE(match[1].contains(
        "loop-pass-limit=" + std::to_string(target.gpuKernels->loopPassLimit)))
        << match[1].str();
  }
}

} // namespace

TEST(TargetRegistryTest, ToolOptionsDefaultToTheirDescriptions) {
  CompileOptions options;
  options.target = lookupTarget("cuda");
  ASSERT_NE(options.target, nullptr);
  EXPECT_EQ(options.targetOption("gpu-chip"), "sm_90");
  EXPECT_EQ(options.targetOption("emit-ptx"), "");
  EXPECT_EQ(options.targetOption("no-such-option"), "");
  options.targetOptions["gpu-chip"] = "sm_80";
  EXPECT_EQ(options.targetOption("gpu-chip"), "sm_80");
}
