// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FamilyAttrs.h - The family bases' attributes as values --*- C++ -*-===//
//
// What the family bases share, as plain values: the base interfaces
// (OVInterfaces.td: PoolingOpInterface, ROIOpInterface) return these, and the
// shape rules (ShapeRules.h, ROIOps.h), the element semantics (ov/Semantics)
// and every lowering read them, so that none of them looks at a concrete op
// class. A family's own attributes (ROIAlignAttrs) extend these in the
// family's header.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_FAMILYATTRS_H
#define OV_DIALECT_FAMILYATTRS_H

#include "ov/Dialect/OVEnums.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <utility>

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

/// The attributes every ROI family shares (ROIOpInterface): the bins of a
/// box. `samplingRatio` stays 0 where the family has no sampling ratio.
struct ROIAttrs {
  int64_t pooledH = 1, pooledW = 1, samplingRatio = 0;
  float spatialScale = 1.0f;
};

/// How a ROI family lays out its boxes: the parameters of the ROI base's
/// rules (ROIOps.h), given by each family's `getBoxLayout`.
struct ROIBoxLayout {
  /// Values per box (rois dim 1): 4 for [x1, y1, x2, y2].
  int64_t width = 4;
  /// The columns as messages name them: "[x1, y1, x2, y2]".
  llvm::StringRef columns;
  /// A `batch_indices` operand [R] holds each box's image; else it is the
  /// box's column 0 (a float, truncated toward zero).
  bool batchIndexOperand = true;
};

/// Whether a ROI op (or its adaptor) has `sampling_ratio`.
template <typename OpOrAdaptor>
using SamplingRatioAccessor =
    decltype(std::declval<OpOrAdaptor &>().getSamplingRatioAttr());

/// The bins' attributes of a ROI op or of its adaptor, by the base's
/// attribute names (pooled_h, pooled_w, sampling_ratio where the family has
/// it, spatial_scale). I64Attr getters return uint64_t: the signed values
/// are read.
template <typename OpOrAdaptor> ROIAttrs roiAttrsOf(OpOrAdaptor op) {
  ROIAttrs attrs;
  attrs.pooledH = op.getPooledHAttr().getInt();
  attrs.pooledW = op.getPooledWAttr().getInt();
  if constexpr (llvm::is_detected<SamplingRatioAccessor, OpOrAdaptor>::value)
    attrs.samplingRatio = op.getSamplingRatioAttr().getInt();
  attrs.spatialScale = op.getSpatialScale().convertToFloat();
  return attrs;
}

/// OpenVINO reads an absent or empty dilations list as all ones.
inline llvm::SmallVector<int64_t>
dilationsOrOnes(std::optional<llvm::ArrayRef<int64_t>> dilations, size_t rank) {
  if (dilations && !dilations->empty())
    return llvm::to_vector(*dilations);
  return llvm::SmallVector<int64_t>(rank, 1);
}

} // namespace mlir::ov

#endif // OV_DIALECT_FAMILYATTRS_H
