// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIGeneric.h - The ROI families' linalg.generic ----------*- C++ -*-===//
//
// What the linalg lowerings of the ROI families share (private to
// lib/Conversion/OVToLinalg): one linalg.generic over the bins
// [R, C, pooled_h, pooled_w] whose body starts its box and builds its bin.
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_OVTOLINALG_ROIGENERIC_H
#define OV_LIB_CONVERSION_OVTOLINALG_ROIGENERIC_H

#include "ROIBridge.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::ov {

/// A ROI family's linalg lowering (`m` a tensor match): one linalg.generic
/// over the bins; each body starts its box (`box`) and builds its bin, the
/// pixels gathered with tensor.extract. Returns the generic's result.
inline Value buildROIBinGeneric(OpBuilder &b, Location loc, const ROIMatch &m,
                                ROIBoxFn box) {
  Value empty = tensor::EmptyOp::create(b, loc, m.outputShape, m.elementType);
  if (empty.getType() != m.outputType)
    empty = tensor::CastOp::create(b, loc, m.outputType, empty);
  AffineMap identity = AffineMap::getMultiDimIdentityMap(4, b.getContext());
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{m.outputType}, ValueRange{}, ValueRange{empty},
      SmallVector<AffineMap>{identity},
      SmallVector<utils::IteratorType>(4, utils::IteratorType::parallel),
      [&](OpBuilder &gb, Location gl, ValueRange) {
        SmallVector<Value> ivs;
        for (int64_t d = 0; d < 4; ++d)
          ivs.push_back(linalg::IndexOp::create(gb, gl, d));
        ROIBinFn bin = box(gb, gl, ivs[0]);
        linalg::YieldOp::create(gb, gl, bin(gb, gl, ivs[1], ivs[2], ivs[3]));
      });
  return generic.getResult(0);
}

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_OVTOLINALG_ROIGENERIC_H
