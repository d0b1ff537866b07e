// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIBaseTest.cpp - The ROI base's rules with either box layout -----===//
//
// The ROI base (ov/Dialect/ROIOps.h) takes the family's box layout as its
// parameter: the box width, and whether a batch_indices operand holds each
// box's image or the boxes' column 0 does (ROIPooling-2). ROIAlign's and
// ROIAlignRotated's layouts are covered by their families' tests; this
// checks the layout without the operand, which no registered family has
// yet, and that the width reaches the messages.
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/ROIOps.h"
#include "ov/InitOV.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::ov;

namespace {

constexpr int64_t kDyn = ShapedType::kDynamic;

/// Boxes [batch, x1, y1, x2, y2] with the image in column 0.
const ROIBoxLayout kColumnZero{5, "[batch, x1, y1, x2, y2]", false};

class ROIBaseTest : public ::testing::Test {
protected:
  ROIBaseTest() {
    DialectRegistry registry;
    registerOVDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  Type tensor(ArrayRef<int64_t> shape) {
    return RankedTensorType::get(shape, Float32Type::get(&context));
  }
  Location loc() { return FileLineColLoc::get(&context, "test.mlir", 1, 1); }

  /// The one error `inferROIShape` reports, "" when it succeeds.
  std::string shapeError(const ROIBoxLayout &layout, Type data, Type rois,
                         Type batchIndices) {
    std::string message;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &d) {
      message = d.str();
      return success();
    });
    FailureOr<SmallVector<int64_t>> shape =
        inferROIShape(layout, bins, data, rois, batchIndices,
                      ShapeDiagnostics(loc(), "ov.roi_test"));
    EXPECT_EQ(failed(shape), !message.empty()) << message;
    return message;
  }

  MLIRContext context;
  ROIAttrs bins{2, 3, 0, 0.5f};
};

TEST_F(ROIBaseTest, ColumnZeroLayoutTakesRFromRois) {
  ShapeDiagnostics quiet(std::nullopt, "test");
  FailureOr<SmallVector<int64_t>> shape = inferROIShape(
      kColumnZero, bins, tensor({1, 8, 4, 4}), tensor({7, 5}), Type(), quiet);
  ASSERT_TRUE(succeeded(shape));
  EXPECT_EQ(*shape, (SmallVector<int64_t>{7, 8, 2, 3}));
  shape = inferROIShape(kColumnZero, bins, tensor({1, 8, 4, 4}),
                        tensor({kDyn, 5}), Type(), quiet);
  ASSERT_TRUE(succeeded(shape));
  EXPECT_EQ(*shape, (SmallVector<int64_t>{kDyn, 8, 2, 3}));
}

TEST_F(ROIBaseTest, LayoutWidthNamesTheColumns) {
  EXPECT_EQ(
      shapeError(kColumnZero, tensor({1, 8, 4, 4}), tensor({7, 4}), Type()),
      "'ov.roi_test' op expected rois dim 1 to be 5 ([batch, x1, y1, "
      "x2, y2]), got 4");
  EXPECT_EQ(shapeError(kColumnZero, tensor({1, 8, 4, 4}), tensor({7}), Type()),
            "'ov.roi_test' op expected rois of rank 2 ([R, 5]), got rank 1");
}

TEST_F(ROIBaseTest, ColumnZeroBoundsTakeRFromRois) {
  ShapeDiagnostics quiet(std::nullopt, "test");
  FailureOr<SmallVector<DimBounds>> bounds =
      inferROIBounds(kColumnZero, bins, {{1, 1}, {2, 8}, {8, 8}, {8, 8}},
                     {{3, 9}, {5, 5}}, {}, quiet);
  ASSERT_TRUE(succeeded(bounds));
  EXPECT_EQ((*bounds)[0], (DimBounds{3, 9}));
  EXPECT_EQ((*bounds)[1], (DimBounds{2, 8}));
  EXPECT_EQ((*bounds)[3], (DimBounds{3, 3}));
  // A width interval without 5 is an error.
  EXPECT_TRUE(failed(
      inferROIBounds(kColumnZero, bins, {}, {{3, 9}, {4, 4}}, {}, quiet)));
}

} // namespace
