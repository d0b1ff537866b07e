// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- VectorTargetTest.cpp - The host's processor facts ------------------===//
//
// readCacheFacts on directories laid out as Linux's
// /sys/devices/system/cpu/cpu0/cache: the L1 data line and the L2 size are
// taken, other caches and malformed or out-of-range values are not; the
// vector width per kernel family.
//
//===----------------------------------------------------------------------===//

#include "ov/Conversion/VectorTarget.h"
#include "ov/Target/CPU/TargetCPU.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace mlir::ov;

namespace {

/// A fresh directory with one index<N> subdirectory per cache.
class CacheDir : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("ov-cache", root));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(root); }

  /// Writes cache `index`: level, type, size and line size as sysfs does.
  void addCache(unsigned index, llvm::StringRef level, llvm::StringRef type,
                llvm::StringRef size, llvm::StringRef line) {
    llvm::SmallString<128> dir(root);
    llvm::sys::path::append(dir, "index" + llvm::Twine(index));
    ASSERT_FALSE(llvm::sys::fs::create_directories(dir));
    auto write = [&](llvm::StringRef name, llvm::StringRef text) {
      llvm::SmallString<128> path(dir);
      llvm::sys::path::append(path, name);
      std::error_code ec;
      llvm::raw_fd_ostream os(path, ec);
      ASSERT_FALSE(ec);
      os << text << "\n";
    };
    write("level", level);
    write("type", type);
    write("size", size);
    write("coherency_line_size", line);
  }

  llvm::SmallString<128> root;
};

} // namespace

TEST_F(CacheDir, TakesL1DataLineAndL2Size) {
  addCache(0, "1", "Data", "48K", "128");
  addCache(1, "1", "Instruction", "32K", "32");
  addCache(2, "2", "Unified", "2048K", "64");
  addCache(3, "3", "Unified", "32768K", "64");
  VectorTarget target;
  readCacheFacts(root, target);
  EXPECT_EQ(target.cacheLineBytes, 128);
  EXPECT_EQ(target.l2Bytes, 2 * 1024 * 1024);
  // Not the host's to say.
  EXPECT_EQ(target.prefetchBytes, VectorTarget().prefetchBytes);
  EXPECT_EQ(target.prefetchBytesIndices, VectorTarget().prefetchBytesIndices);
  EXPECT_EQ(target.vectorBits, VectorTarget().vectorBits);
}

TEST_F(CacheDir, ReadsMegabyteSizes) {
  addCache(0, "2", "Unified", "2M", "64");
  VectorTarget target;
  readCacheFacts(root, target);
  EXPECT_EQ(target.l2Bytes, 2 * 1024 * 1024);
}

TEST_F(CacheDir, KeepsDefaultsForBadValues) {
  addCache(0, "1", "Data", "32K", "48");     // not a power of two
  addCache(1, "2", "Unified", "lots", "64"); // not a size
  VectorTarget target;
  target.cacheLineBytes = 256;
  target.l2Bytes = 3 * 1024 * 1024;
  readCacheFacts(root, target);
  EXPECT_EQ(target.cacheLineBytes, 256);
  EXPECT_EQ(target.l2Bytes, 3 * 1024 * 1024);
}

TEST_F(CacheDir, KeepsDefaultsForOutOfRangeL2) {
  addCache(0, "2", "Unified", "16K", "64"); // below 64 KiB
  VectorTarget target;
  readCacheFacts(root, target);
  EXPECT_EQ(target.l2Bytes, VectorTarget().l2Bytes);
}

TEST_F(CacheDir, KeepsDefaultsWithoutCaches) {
  VectorTarget target;
  readCacheFacts(root, target);
  llvm::SmallString<128> missing(root);
  llvm::sys::path::append(missing, "absent");
  readCacheFacts(missing, target);
  EXPECT_EQ(target.cacheLineBytes, VectorTarget().cacheLineBytes);
  EXPECT_EQ(target.l2Bytes, VectorTarget().l2Bytes);
}

TEST(VectorTarget, VerifyNamesTheFirstBadFact) {
  EXPECT_EQ(VectorTarget().verify(), "");
  VectorTarget target;
  target.l2Bytes = 1000;
  EXPECT_EQ(target.verify(), "l2-bytes=1000 is not from 65536 to 1073741824");
}

TEST(VectorTarget, VectorBitsFollowTheWidestRegisters) {
  auto bits = [](std::initializer_list<std::pair<const char *, bool>> list) {
    llvm::StringMap<bool> features;
    for (auto [name, enabled] : list)
      features[name] = enabled;
    return vectorBitsForFeatures(features);
  };
  EXPECT_EQ(bits({{"avx512f", true}, {"avx2", true}}), 512);
  EXPECT_EQ(bits({{"avx512f", false}, {"avx2", true}}), 256);
  // AVX without AVX2 has no 256-bit integer vectors: 128.
  EXPECT_EQ(bits({{"avx", true}, {"sse4.2", true}}), 128);
  EXPECT_EQ(bits({}), 128);
}

TEST(VectorTarget, FamiliesTakeTheirOwnWidthElseTheRegisters) {
  VectorTarget target;
  target.vectorBits = 512;
  target.familyBits["ROIAlign"] = 256;
  EXPECT_EQ(target.bitsOf("ROIAlign"), 256);
  EXPECT_EQ(target.bitsOf("MaxPool"), 512);
  EXPECT_EQ(target.forFamily("ROIAlign").vectorBits, 256);
  EXPECT_TRUE(target.forFamily("ROIAlign").familyBits.empty());
  EXPECT_EQ(target.forFamily("AvgPool").vectorBits, 512);
  EXPECT_EQ(target.verify(), "");
  target.familyBits["MaxPool"] = 1024;
  EXPECT_EQ(target.verify(),
            "family-vector-bits=MaxPool:1024 is above vector-bits=512");
  target.familyBits.erase("MaxPool");
  target.familyBits["AvgPool"] = 48;
  EXPECT_EQ(target.verify(), "family-vector-bits=AvgPool:48 is not a power "
                             "of two from 64 to 2048");
}

TEST(VectorTarget, FamilyWidthsAreKeyedByFamiliesWithKernels) {
  VectorTarget target;
  target.familyBits["Conv"] = 128;
  EXPECT_EQ(
      target.verify(),
      "family-vector-bits=Conv:128: 'Conv' is no family with vector "
      "kernels (AvgPool, MaxPool, ROIAlign, ROIAlignRotated, ROIPooling)");
  // Every family of the CPU table has kernels.
  for (bool splitsWide : {false, true})
    for (const auto &[family, bits] : familyVectorBits(512, splitsWide))
      EXPECT_TRUE(llvm::is_contained(vectorKernelFamilies(), family)) << family;
}

TEST(VectorTarget, FamilyWidthsReadAndWriteTheOptionText) {
  VectorTarget target;
  EXPECT_EQ(target.parseFamilyBits({"ROIAlign:256", "AvgPool:128"}), "");
  EXPECT_EQ(target.familyBitsText(), "AvgPool:128,ROIAlign:256");
  EXPECT_EQ(target.parseFamilyBits({"ROIAlign"}),
            "family-vector-bits=ROIAlign: not <family>:<bits> (e.g. "
            "ROIAlign:256)");
  EXPECT_EQ(target.parseFamilyBits({":256"}),
            "family-vector-bits=:256: not <family>:<bits> (e.g. ROIAlign:256)");
  EXPECT_EQ(target.parseFamilyBits({"MaxPool:wide"}),
            "family-vector-bits=MaxPool:wide: not <family>:<bits> (e.g. "
            "ROIAlign:256)");
}
