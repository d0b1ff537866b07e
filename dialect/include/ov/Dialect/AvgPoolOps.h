// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AvgPoolOps.h - The AvgPool family's ops and C++ ----------*- C++ -*-===//
//
// AvgPool-1, -14 and -16 (AvgPoolOps.td) and the C++ every version shares
// (dialect/lib/AvgPoolOps.cpp), which the ops' ODS forwards to.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_AVGPOOLOPS_H
#define OV_DIALECT_AVGPOOLOPS_H

#include "ov/Dialect/FamilyOps.h"
#include "ov/Dialect/OVOps.h"

#include "mlir/Interfaces/InferTypeOpInterface.h"

namespace mlir::ov {
class AvgPoolOpInterface;
namespace detail {
/// The family verifier that the interface runs for every version.
LogicalResult verifyAvgPoolInterface(Operation *op);
} // namespace detail

/// The result type a builder gives a new AvgPool (all dims dynamic when the
/// attributes are invalid, for the verifier to report). Empty `dilations`
/// are ones (every version before AvgPool-16).
RankedTensorType
inferBuiltAvgPoolType(StringRef opName, Value input, ArrayRef<int64_t> kernel,
                      ArrayRef<int64_t> strides, ArrayRef<int64_t> dilations,
                      ArrayRef<int64_t> padsBegin, ArrayRef<int64_t> padsEnd,
                      RoundingType rounding, AutoPad autoPad);

LogicalResult
inferAvgPoolReturnTypes(StringRef opName, std::optional<Location> location,
                        ArrayRef<int64_t> kernel, ArrayRef<int64_t> strides,
                        ArrayRef<int64_t> dilations,
                        ArrayRef<int64_t> padsBegin, ArrayRef<int64_t> padsEnd,
                        RoundingType rounding, AutoPad autoPad, Type inputType,
                        SmallVectorImpl<ShapedTypeComponents> &inferred);

LogicalResult reifyAvgPoolShapes(AvgPoolOpInterface op, OpBuilder &b,
                                 ReifiedRankedShapedTypeDims &reified);

FailureOr<SmallVector<SmallVector<DimBounds>>>
inferAvgPoolResultBounds(AvgPoolOpInterface op,
                         ArrayRef<ArrayRef<DimBounds>> operands);

void writeAvgPoolLayerData(AvgPoolOpInterface op, LayerDataWriter &data,
                           bool withDilations);

/// exclude-pad, kernel, strides, pads, auto_pad, rounding_type and, where
/// `withDilations` (AvgPool-16), dilations as written (empty when absent) of
/// an AvgPool layer (absent: OpenVINO's defaults), for buildAvgPoolFromLayer.
struct AvgPoolLayerAttrs {
  PoolingAttrs pooling;
  bool excludePad = false;
};
FailureOr<AvgPoolLayerAttrs> readAvgPoolLayerData(LayerDataReader &data,
                                                  bool withDilations);

template <typename OpTy>
FailureOr<Operation *> buildAvgPoolFromLayer(OpBuilder &builder, Location loc,
                                             Value input,
                                             LayerDataReader &data) {
  FailureOr<AvgPoolLayerAttrs> attrs =
      readAvgPoolLayerData(data, OpTy::kHasDilations);
  if (failed(attrs))
    return failure();
  const PoolingAttrs &p = attrs->pooling;
  if constexpr (OpTy::kHasDilations)
    return OpTy::create(builder, loc, input, p.kernel, p.strides, p.padsBegin,
                        p.padsEnd, p.dilations, attrs->excludePad, p.rounding,
                        p.autoPad)
        .getOperation();
  else
    return OpTy::create(builder, loc, input, p.kernel, p.strides, p.padsBegin,
                        p.padsEnd, attrs->excludePad, p.rounding, p.autoPad)
        .getOperation();
}

} // namespace mlir::ov

#include "ov/Dialect/AvgPoolInterfaces.h.inc"

#define GET_OP_CLASSES
#include "ov/Dialect/AvgPoolOps.h.inc"

#endif // OV_DIALECT_AVGPOOLOPS_H
