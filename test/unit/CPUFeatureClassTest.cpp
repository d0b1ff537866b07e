// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CPUFeatureClassTest.cpp - Which x86 features a module may use ------===//
//
// classifyX86Feature against LLVM's own x86 feature table, and
// resolveTargetCPU's refusals of the features a descriptor cannot name
// (issue 42, classes 1 and 2).
//
//===----------------------------------------------------------------------===//

#include "ov/Target/CPU/CPUFeatureClass.h"
#include "ov/Target/CPU/TargetCPU.h"
#include "ovrt/CPUFeatures.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

using namespace mlir::ov;

namespace {

bool hostIsX86_64() {
  return llvm::Triple(llvm::sys::getProcessTriple()).getArch() ==
         llvm::Triple::x86_64;
}

/// Every feature name of LLVM's x86 table.
std::vector<std::string> llvmX86Features() {
  llvm::InitializeNativeTarget();
  llvm::Triple triple(llvm::sys::getProcessTriple());
  std::string error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return {};
  std::unique_ptr<llvm::MCSubtargetInfo> sti(
      target->createMCSubtargetInfo(triple, "", ""));
  std::vector<std::string> names;
  for (const llvm::SubtargetFeatureKV &kv : sti->getAllProcessorFeatures())
    names.emplace_back(kv.Key);
  return names;
}

TEST(CPUFeatureClassTest, EveryRecordedNameIsRecorded) {
  for (std::string_view name : ovrt::kCPUFeatureNames)
    EXPECT_EQ(classifyX86Feature(llvm::StringRef(name.data(), name.size())),
              CPUFeatureClass::Recorded)
        << name;
}

TEST(CPUFeatureClassTest, UnlistedNamesAreUnrecordable) {
  EXPECT_EQ(classifyX86Feature("avx11-from-the-future"),
            CPUFeatureClass::Unrecordable);
}

// The features of LLVM 22's table that ov-compile refuses: a new LLVM that
// adds a feature changes this list, and the feature is then classified
// (CPUFeatureClass.cpp) rather than silently allowed.
TEST(CPUFeatureClassTest, LLVMsUnrecordableFeatures) {
  if (!hostIsX86_64())
    GTEST_SKIP() << "the classes are x86-64's";
  std::vector<std::string> unrecordable;
  for (const std::string &name : llvmX86Features())
    if (classifyX86Feature(name) == CPUFeatureClass::Unrecordable)
      unrecordable.push_back(name);
  EXPECT_EQ(llvm::join(unrecordable, " "),
            "avx10.1 avx10.1-512 avx10.2 avx10.2-512 avxifma avxvnniint16 "
            "avxvnniint8 ccmp cf egpr fma4 ndd nf ppx push2pop2 "
            "sse-unaligned-mem sse4a tbm xop zu");
}

TEST(CPUFeatureClassTest, ModesOfTheCodeGenerator) {
  for (llvm::StringRef name :
       {"soft-float", "16bit-mode", "32bit-mode", "64bit-mode", "x32",
        "retpoline-external-thunk", "tagged-globals"})
    EXPECT_EQ(classifyX86Feature(name), CPUFeatureClass::Mode) << name.str();
}

/// resolveTargetCPU's error for `cpu` and `features` ("" when it resolves).
std::string resolveError(llvm::StringRef cpu, llvm::StringRef features) {
  TargetCPU result;
  std::string error;
  if (resolveTargetCPU(cpu, features, result, error))
    return "";
  return error;
}

TEST(TargetCPUTest, RefusesFeaturesADescriptorCannotName) {
  if (!hostIsX86_64())
    GTEST_SKIP() << "the classes are x86-64's";
  EXPECT_EQ(resolveError("x86-64-v3", "+xop"),
            "--cpu=x86-64-v3 --cpu-features=+xop: the target enables fma4, "
            "sse4a, xop, which a module descriptor cannot name (a CPU without "
            "them would die of SIGILL); add --cpu-features=-fma4,-sse4a,-xop "
            "or choose another --cpu");
  // Implied by the CPU itself.
  EXPECT_NE(resolveError("bdver2", "").find("fma4, sse4a, tbm, xop"),
            std::string::npos)
      << resolveError("bdver2", "");
  EXPECT_EQ(resolveError("bdver2", "-fma4,-sse4a,-tbm"), "");
  EXPECT_NE(resolveError("x86-64-v3", "+egpr").find("the target enables egpr"),
            std::string::npos);
  // Native leaves the host's out; asked for, they are refused there too.
  EXPECT_EQ(resolveError("native", ""), "");
  EXPECT_NE(resolveError("native", "+tbm").find("the target enables tbm"),
            std::string::npos);
  // Features without new instructions, or only for intrinsics, compile.
  EXPECT_EQ(resolveError("x86-64-v2", "+aes,+rdrnd,+retpoline,+fast-gather"),
            "");
}

TEST(TargetCPUTest, NativeNeverNeedsUnrecordableFeatures) {
  if (!hostIsX86_64())
    GTEST_SKIP() << "the classes are x86-64's";
  TargetCPU result;
  std::string error;
  ASSERT_TRUE(resolveTargetCPU("native", "", result, error)) << error;
  llvm::SmallVector<llvm::StringRef> items;
  llvm::StringRef(result.features).split(items, ',');
  for (llvm::StringRef item : items)
    if (item.consume_front("+"))
      EXPECT_NE(classifyX86Feature(item), CPUFeatureClass::Unrecordable)
          << item.str();
}

TEST(TargetCPUTest, RefusesModesOfTheCodeGenerator) {
  if (!hostIsX86_64())
    GTEST_SKIP() << "the classes are x86-64's";
  EXPECT_EQ(resolveError("x86-64-v2", "+soft-float"),
            "--cpu-features=+soft-float: 'soft-float' is a mode of LLVM's "
            "code generator, not a CPU feature (compiled modules are 64-bit "
            "code with hardware floating point)");
  EXPECT_NE(
      resolveError("native", "-64bit-mode").find("'64bit-mode' is a mode"),
      std::string::npos);
  EXPECT_NE(resolveError("native", "+x32").find("'x32' is a mode"),
            std::string::npos);
}

} // namespace
