//===- ShapeRulesTest.cpp - Unit tests of the shared shape rules ---------===//

#include "ov/Dialect/ShapeRules.h"

#include <gtest/gtest.h>

using namespace mlir::ov;

namespace {

// The spec pages' XML examples, as corrected by SEMANTICS.md section 4:
// 32x32, kernel 2, stride 2, pads 1/1.
TEST(PooledOutputSize, SpecXmlExamples) {
  PoolAxis p{/*kernel=*/2, /*stride=*/2, /*dilation=*/1, /*padBegin=*/1,
             /*padEnd=*/1};
  EXPECT_EQ(pooledOutputSize(32, p, AutoPad::same_upper, RoundingType::floor),
            16);
  EXPECT_EQ(pooledOutputSize(32, p, AutoPad::explicit_, RoundingType::floor),
            17);
  EXPECT_EQ(pooledOutputSize(32, p, AutoPad::valid, RoundingType::floor), 16);
}

} // namespace
