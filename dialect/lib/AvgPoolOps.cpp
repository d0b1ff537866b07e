// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AvgPoolOps.cpp - The AvgPool family: AvgPool-1, -14 and -16 -------===//
//
// Verifier, shape inference, reification, interval bounds and the OpenVINO
// IR mapping of every AvgPool version, written once against
// AvgPoolOpInterface (the ops' ODS forwards to them). The size arithmetic is
// the pooling families' (ShapeRules.h), with dilations of one before
// AvgPool-16: OpenVINO infers both families' shapes with the same pooling
// rules (docs/semantics.md 7.2).
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/AvgPoolOps.h"
#include "ov/Dialect/FamilyOps.h"
#include "ov/Dialect/ShapeRules.h"

#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::ov;

/// The attributes as plain values, from a builder's or adaptor's lists
/// (empty dilations: ones).
static PoolingAttrs poolingAttrs(ArrayRef<int64_t> kernel,
                                 ArrayRef<int64_t> strides,
                                 ArrayRef<int64_t> dilations,
                                 ArrayRef<int64_t> padsBegin,
                                 ArrayRef<int64_t> padsEnd,
                                 RoundingType rounding, AutoPad autoPad) {
  PoolingAttrs attrs;
  attrs.kernel = llvm::to_vector(kernel);
  attrs.strides = llvm::to_vector(strides);
  attrs.dilations = dilationsOrOnes(dilations, kernel.size());
  attrs.padsBegin = llvm::to_vector(padsBegin);
  attrs.padsEnd = llvm::to_vector(padsEnd);
  attrs.autoPad = autoPad;
  attrs.rounding = rounding;
  return attrs;
}

/// With exclude-pad, a window lying entirely in the padding would have no
/// tap to divide by: OpenVINO requires a dilated kernel larger than
/// pads_begin and pads_end on every axis (docs/semantics.md 7.2). SAME pads
/// are always below the dilated kernel, valid pads are 0: only explicit
/// pads can fail. The verifier checked the attributes' lengths and values.
static LogicalResult verifyExcludedPadding(const PoolingAttrs &attrs,
                                           const ShapeDiagnostics &diag) {
  if (attrs.autoPad != AutoPad::explicit_)
    return success();
  for (unsigned j = 0; j < attrs.spatialRank(); ++j) {
    PoolAxis p = attrs.axis(j);
    // inferPoolingShape refused a dilated kernel that overflows.
    int64_t extent = dilatedKernelSize(p).value_or(INT64_MAX);
    if (extent > p.padBegin && extent > p.padEnd)
      continue;
    std::string kernel =
        p.dilation == 1 ? "kernel[" + std::to_string(j) + "] (" +
                              std::to_string(p.kernel) + ")"
                        : "the dilated kernel of axis " + std::to_string(j) +
                              " ((" + std::to_string(p.kernel) + " - 1) * " +
                              std::to_string(p.dilation) +
                              " + 1 = " + std::to_string(extent) + ")";
    return diag.fail("expected ", kernel, " to be larger than pads_begin[", j,
                     "] (", p.padBegin, ") and pads_end[", j, "] (", p.padEnd,
                     ") with exclude_pad: a window would lie entirely in "
                     "the padding");
  }
  return success();
}

/// The divisor is the kernel's size when padding counts (docs/semantics.md
/// 7.3), an integer of 64 bits in every lowering and target: a kernel of
/// more taps than int64 holds is refused rather than divided by a wrong
/// count (no implementation of OpenVINO divides by one either).
static LogicalResult verifyKernelTaps(const PoolingAttrs &attrs,
                                      const ShapeDiagnostics &diag) {
  int64_t taps = 1;
  for (int64_t k : attrs.kernel)
    if (__builtin_mul_overflow(taps, k, &taps)) {
      std::string kernel;
      llvm::raw_string_ostream os(kernel);
      llvm::interleave(attrs.kernel, os, "x");
      return diag.fail("expected a kernel of at most 2^63 - 1 taps (its size "
                       "is AvgPool's divisor, a 64-bit integer), got ",
                       kernel);
    }
  return success();
}

LogicalResult ov::detail::verifyAvgPoolInterface(Operation *operation) {
  auto op = cast<AvgPoolOpInterface>(operation);
  ShapeDiagnostics diag(op.getLoc(), op->getName().getStringRef());
  PoolingAttrs attrs = op.getPoolingAttrs();
  if (attrs.rounding == RoundingType::ceil_torch && !op.supportsCeilTorch())
    return diag.fail("rounding_type ceil_torch is not supported by AvgPool-1 "
                     "(only by AvgPool-14 and AvgPool-16)");
  Type inputType = op.getInput().getType();
  FailureOr<SmallVector<int64_t>> shape =
      inferPoolingShape(attrs, inputType, diag);
  if (failed(shape) || failed(verifyKernelTaps(attrs, diag)))
    return failure();
  if (op.getExcludePadding() && failed(verifyExcludedPadding(attrs, diag)))
    return failure();
  return verifyResultType(op.getOutput().getType(), *shape,
                          getElementTypeOrSelf(inputType), "output", diag);
}

RankedTensorType ov::inferBuiltAvgPoolType(
    StringRef opName, Value input, ArrayRef<int64_t> kernel,
    ArrayRef<int64_t> strides, ArrayRef<int64_t> dilations,
    ArrayRef<int64_t> padsBegin, ArrayRef<int64_t> padsEnd,
    RoundingType rounding, AutoPad autoPad) {
  FailureOr<SmallVector<int64_t>> shape = inferPoolingShape(
      poolingAttrs(kernel, strides, dilations, padsBegin, padsEnd, rounding,
                   autoPad),
      input.getType(), ShapeDiagnostics(std::nullopt, opName));
  Type elementType = getElementTypeOrSelf(input.getType());
  if (failed(shape))
    return RankedTensorType::get(
        SmallVector<int64_t>(2 + kernel.size(), ShapedType::kDynamic),
        elementType);
  return RankedTensorType::get(*shape, elementType);
}

LogicalResult ov::inferAvgPoolReturnTypes(
    StringRef opName, std::optional<Location> location,
    ArrayRef<int64_t> kernel, ArrayRef<int64_t> strides,
    ArrayRef<int64_t> dilations, ArrayRef<int64_t> padsBegin,
    ArrayRef<int64_t> padsEnd, RoundingType rounding, AutoPad autoPad,
    Type inputType, SmallVectorImpl<ShapedTypeComponents> &inferred) {
  FailureOr<SmallVector<int64_t>> shape =
      inferPoolingShape(poolingAttrs(kernel, strides, dilations, padsBegin,
                                     padsEnd, rounding, autoPad),
                        inputType, ShapeDiagnostics(location, opName));
  if (failed(shape))
    return failure();
  inferred.emplace_back(*shape, getElementTypeOrSelf(inputType));
  return success();
}

LogicalResult ov::reifyAvgPoolShapes(AvgPoolOpInterface op, OpBuilder &b,
                                     ReifiedRankedShapedTypeDims &reified) {
  Value input = op.getInput();
  if (!isa<RankedTensorType>(input.getType()))
    return failure();
  reified.push_back(
      reifyPoolingOutputShape(b, op.getLoc(), input, op.getPoolingAttrs()));
  return success();
}

FailureOr<SmallVector<SmallVector<DimBounds>>>
ov::inferAvgPoolResultBounds(AvgPoolOpInterface op,
                             ArrayRef<ArrayRef<DimBounds>> operands) {
  if (operands[0].empty())
    return SmallVector<SmallVector<DimBounds>>{
        boundsOfType(op.getOutput().getType())};
  FailureOr<SmallVector<DimBounds>> bounds = inferPoolingBounds(
      op.getPoolingAttrs(), operands[0],
      ShapeDiagnostics(op.getLoc(), op->getName().getStringRef()));
  if (failed(bounds))
    return failure();
  return SmallVector<SmallVector<DimBounds>>{*bounds};
}

//===----------------------------------------------------------------------===//
// OpenVINO IR mapping
//===----------------------------------------------------------------------===//

FailureOr<AvgPoolLayerAttrs> ov::readAvgPoolLayerData(LayerDataReader &data,
                                                      bool withDilations) {
  AvgPoolLayerAttrs attrs;
  FailureOr<PoolingAttrs> pooling = readPoolingAttrs(
      data, withDilations, "AvgPool-16", [&]() -> LogicalResult {
        FailureOr<bool> excludePad = data.readBoolean("exclude-pad", false);
        if (failed(excludePad))
          return failure();
        attrs.excludePad = *excludePad;
        return success();
      });
  if (failed(pooling))
    return failure();
  attrs.pooling = std::move(*pooling);
  return attrs;
}

/// Every attribute of the version, in the order of OpenVINO's serializer
/// (AvgPool-16's dilations last).
void ov::writeAvgPoolLayerData(AvgPoolOpInterface op, LayerDataWriter &data,
                               bool withDilations) {
  PoolingAttrs attrs = op.getPoolingAttrs();
  data.writeList("kernel", attrs.kernel);
  data.writeList("strides", attrs.strides);
  data.writeList("pads_begin", attrs.padsBegin);
  data.writeList("pads_end", attrs.padsEnd);
  data.writeText("exclude-pad", op.getExcludePadding() ? "true" : "false");
  data.writeText("auto_pad", stringifyAutoPad(attrs.autoPad));
  data.writeText("rounding_type", stringifyRoundingType(attrs.rounding));
  if (withDilations)
    data.writeList("dilations", attrs.dilations);
}

#include "ov/Dialect/AvgPoolInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "ov/Dialect/AvgPoolOps.cpp.inc"
