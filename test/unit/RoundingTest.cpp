// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- RoundingTest.cpp - ov::bfloat16's rounding rule, NaNs included -----===//
//
// roundToBF16Bits is OpenVINO's f32 -> bf16 conversion on the f32 bit
// pattern (docs/semantics.md 3.4). Numbers follow the rule exactly; every
// NaN stays a NaN, which the bare rule does not guarantee for the NaN that
// NVIDIA GPUs' arithmetic produces.
//
//===----------------------------------------------------------------------===//

#include "ov/Semantics/ElementArith.h"

#include <gtest/gtest.h>

using mlir::ov::roundToBF16Bits;

static bool isBF16NaN(uint16_t bits) {
  return (bits & 0x7f80u) == 0x7f80u && (bits & 0x007fu) != 0;
}

TEST(BF16Rounding, NumbersFollowOpenVINOsRule) {
  EXPECT_EQ(roundToBF16Bits(0x3f800000u), 0x3f80u); // 1.0
  // 1 + 3/512: kept last bit 0, truncated (IEEE would give 0x3f81).
  EXPECT_EQ(roundToBF16Bits(0x3f80c000u), 0x3f80u);
  // Kept last bit 1: half a unit added, so 0x3f818000 rounds up.
  EXPECT_EQ(roundToBF16Bits(0x3f818000u), 0x3f82u);
  EXPECT_EQ(roundToBF16Bits(0x7f800000u), 0x7f80u); // +inf
  EXPECT_EQ(roundToBF16Bits(0xff800000u), 0xff80u); // -inf
  EXPECT_EQ(roundToBF16Bits(0x80000000u), 0x8000u); // -0
  // The largest finite f32 with the kept last bit 1 rounds to infinity.
  EXPECT_EQ(roundToBF16Bits(0x7f7fffffu), 0x7f80u);
}

TEST(BF16Rounding, NaNsOfx86ArithmeticKeepTheRulesResult) {
  // x86's default NaN and NaNs propagated from bf16 data (low bits zero):
  // the rule gives u >> 16, and so does the NaN branch.
  EXPECT_EQ(roundToBF16Bits(0xffc00000u), 0xffc0u);
  EXPECT_EQ(roundToBF16Bits(0x7fc00000u), 0x7fc0u);
  EXPECT_EQ(roundToBF16Bits(0x7fc10000u), 0x7fc1u);
}

TEST(BF16Rounding, EveryNaNStaysANaN) {
  // NVIDIA's arithmetic NaN: the bare rule carries it into the sign (-0).
  EXPECT_TRUE(isBF16NaN(roundToBF16Bits(0x7fffffffu)));
  EXPECT_EQ(roundToBF16Bits(0x7fffffffu), 0x7fffu);
  EXPECT_TRUE(isBF16NaN(roundToBF16Bits(0xffffffffu)));
  // Payload only in the low 16 bits: the bare rule gives infinity.
  EXPECT_EQ(roundToBF16Bits(0x7f800001u), 0x7fc0u);
  EXPECT_EQ(roundToBF16Bits(0xff80ffffu), 0xffc0u);
}
