//===- FamilyOps.h - Each op family's verifier, inference, builders -*- C++ -*-===//
//
// The C++ that every version of a family shares; the ops' ODS definitions
// (OVOps.td) forward to these, so a new version writes none of its own.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_FAMILYOPS_H
#define OV_DIALECT_FAMILYOPS_H

#include "ov/Dialect/OVOps.h"

#include "mlir/Interfaces/InferTypeOpInterface.h"

namespace mlir::ov {

//===----------------------------------------------------------------------===//
// MaxPool family
//===----------------------------------------------------------------------===//

/// Every attribute and type rule (docs/semantics.md 1.2), in OpenVINO's order.
LogicalResult verifyMaxPool(MaxPoolOpInterface op);

/// Result types from an op's operands and attributes (`OpTy::Adaptor`).
template <typename OpTy>
LogicalResult
inferMaxPoolReturnTypes(MLIRContext *context, std::optional<Location> location,
                        typename OpTy::Adaptor adaptor, Type inputType,
                        SmallVectorImpl<ShapedTypeComponents> &inferred);

/// The output shape (of every result) as IR.
LogicalResult reifyMaxPoolShapes(MaxPoolOpInterface op, OpBuilder &b,
                                 ReifiedRankedShapedTypeDims &reified);

/// The pooling attributes of a MaxPool or AvgPool layer's `<data>`, in the
/// order OpenVINO's readers visit them: kernel, strides, `afterStrides`
/// (AvgPool's exclude-pad), auto_pad, rounding_type, pads_begin, pads_end,
/// and `dilations` only where `withDilations` (MaxPool-8 and later; else
/// empty). Pads count only for explicit padding.
FailureOr<PoolingAttrs>
readPoolingAttrs(LayerDataReader &data, bool withDilations,
                 function_ref<LogicalResult()> afterStrides = {});

/// The builder of MaxPool-8 and later: inferred result types, attributes at
/// their defaults left out.
template <typename OpTy>
void buildMaxPoolWithIndices(OpBuilder &builder, OperationState &state,
                             Value input, ArrayRef<int64_t> kernel,
                             ArrayRef<int64_t> strides,
                             ArrayRef<int64_t> padsBegin,
                             ArrayRef<int64_t> padsEnd,
                             ArrayRef<int64_t> dilations,
                             RoundingType roundingType, AutoPad autoPad,
                             Type indexElementType, int64_t axis);

//===----------------------------------------------------------------------===//
// ROIAlign family
//===----------------------------------------------------------------------===//

/// Element types and every rule of docs/semantics.md 3.2.
LogicalResult verifyROIAlign(ROIAlignOpInterface op);

/// The result type (all dims dynamic when the operands are invalid, for the
/// verifier to report).
RankedTensorType inferROIAlignResultType(Value data, Value rois,
                                         Value batchIndices, int64_t pooledH,
                                         int64_t pooledW,
                                         int64_t samplingRatio);

LogicalResult
inferROIAlignReturnTypes(StringRef opName, std::optional<Location> location,
                         int64_t pooledH, int64_t pooledW,
                         int64_t samplingRatio, TypeRange operandTypes,
                         SmallVectorImpl<ShapedTypeComponents> &inferred);

LogicalResult reifyROIAlignShapes(ROIAlignOpInterface op, OpBuilder &b,
                                  ReifiedRankedShapedTypeDims &reified);

} // namespace mlir::ov

#endif // OV_DIALECT_FAMILYOPS_H
