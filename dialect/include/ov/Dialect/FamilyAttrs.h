// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FamilyAttrs.h - The attributes of an op family as values --*- C++
//-*-===//
//
// What every version of a family shares, as plain values: the op interfaces
// (OVInterfaces.td) return these, and the shape rules (ShapeRules.h), the
// element semantics (ov/Semantics) and every lowering read them, so that none
// of them looks at a concrete op class. Adding a version to a family means
// filling these from its attributes, nothing else.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_FAMILYATTRS_H
#define OV_DIALECT_FAMILYATTRS_H

#include "ov/Dialect/OVEnums.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>

namespace mlir::ov {

/// An axis in [-rank, rank - 1] counted from 0, as OpenVINO normalises
/// MaxPool's indices axis (docs/semantics.md 1.2). The range is checked
/// once, by normalizeMaxPoolAxis (ShapeRules.h) in the verifier.
inline int64_t axisFromZero(int64_t axis, int64_t rank) {
  return axis < 0 ? axis + rank : axis;
}

/// The attributes of one spatial axis of a pooling op.
struct PoolAxis {
  int64_t kernel = 1;
  int64_t stride = 1;
  int64_t dilation = 1;
  int64_t padBegin = 0;
  int64_t padEnd = 0;
};

/// The attributes of a pooling op as plain values (dilations all ones where
/// the version has none).
struct PoolingAttrs {
  llvm::SmallVector<int64_t> kernel, strides, dilations, padsBegin, padsEnd;
  AutoPad autoPad = AutoPad::explicit_;
  RoundingType rounding = RoundingType::floor;

  unsigned spatialRank() const { return kernel.size(); }
  /// Axis `i`'s attributes as written (pads not yet resolved). Requires the
  /// list lengths to have been verified.
  PoolAxis axis(unsigned i) const {
    return {kernel[i], strides[i], dilations[i], padsBegin[i], padsEnd[i]};
  }
};

/// The attributes of a ROIAlign op (v3 is v9 with aligned_mode asymmetric).
struct ROIAlignAttrs {
  int64_t pooledH = 1, pooledW = 1, samplingRatio = 0;
  float spatialScale = 1.0f;
  ROIAlignMode mode = ROIAlignMode::avg;
  AlignedMode alignedMode = AlignedMode::asymmetric;

  bool isMax() const { return mode == ROIAlignMode::max; }
  /// The aligned modes shift the box by half a pixel and drop OpenVINO's
  /// minimum ROI size of 1 (docs/semantics.md 3.5): adaptive sample counts
  /// may then be 0 (no samples) or negative (an error).
  bool isAligned() const { return alignedMode != AlignedMode::asymmetric; }
};

/// OpenVINO reads an absent or empty dilations list as all ones.
inline llvm::SmallVector<int64_t>
dilationsOrOnes(std::optional<llvm::ArrayRef<int64_t>> dilations, size_t rank) {
  if (dilations && !dilations->empty())
    return llvm::to_vector(*dilations);
  return llvm::SmallVector<int64_t>(rank, 1);
}

} // namespace mlir::ov

#endif // OV_DIALECT_FAMILYATTRS_H
