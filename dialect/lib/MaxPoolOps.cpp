// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolOps.cpp - The MaxPool family: MaxPool-1, -8 and -14 --------===//
//
// Verifier, shape inference, reification, canonicalization, interval bounds
// and the OpenVINO IR mapping of every MaxPool version, written once against
// MaxPoolOpInterface (the ops' ODS forwards to them). All shape arithmetic
// and attribute rules are in ShapeRules.cpp.
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/MaxPoolOps.h"
#include "ov/Dialect/FamilyOps.h"
#include "ov/Dialect/ShapeRules.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::ov;

/// i32 indices must be able to hold every index: the values are below the
/// product of the input dims from `axis` on, so that product must be at most
/// kMaxI32IndexRange (OpenVINO wraps silently). Dynamic dims are checked at
/// run time (ov-prepare-module-abi).
static LogicalResult verifyIndexRange(RankedTensorType input, int64_t axis,
                                      Type indexType,
                                      const ShapeDiagnostics &diag) {
  if (!indexType.isSignlessInteger(32))
    return success();
  StaticShapeArith a;
  int64_t product = 1;
  for (int64_t d = axis; d < input.getRank(); ++d) {
    if (input.isDynamicDim(d))
      return success();
    product = a.mul(product, input.getDimSize(d));
  }
  if (a.overflowed || product > kMaxI32IndexRange)
    return diag.fail("expected the index range (the product of the input dims "
                     "from axis ",
                     axis, " on",
                     a.overflowed ? ", which overflows int64"
                                  : " = " + std::to_string(product),
                     ") to fit i32 indices (at most 2^31 - 1 = 2147483647)");
  return success();
}

/// The indices result's rules (MaxPool-8 and later): within the index range,
/// of index_element_type and of the output's shape.
static LogicalResult verifyIndices(MaxPoolOpInterface op,
                                   ArrayRef<int64_t> shape,
                                   const ShapeDiagnostics &diag) {
  Type indexType = op.getIndexElementTypeOrNull();
  if (auto ranked = dyn_cast<RankedTensorType>(op.getInput().getType())) {
    // verifyMaxPool checked the axis first.
    if (failed(verifyIndexRange(ranked, op.getIndicesAxisFromZero(), indexType,
                                diag)))
      return failure();
  }
  Value indices = op.getIndicesOrNull();
  Type indicesElementType = getElementTypeOrSelf(indices.getType());
  if (indicesElementType != indexType)
    return diag.fail("expected result 'indices' to have element type ",
                     indexType, " (index_element_type), got ",
                     indicesElementType);
  return verifyResultType(indices.getType(), shape, indexType, "indices", diag);
}

LogicalResult ov::detail::verifyMaxPoolInterface(Operation *op) {
  return verifyMaxPool(cast<MaxPoolOpInterface>(op));
}

LogicalResult ov::verifyMaxPool(MaxPoolOpInterface op) {
  ShapeDiagnostics diag = diagnosticsFor(op);
  Type inputType = op.getInput().getType();
  PoolingAttrs attrs = op.getPoolingAttrs();
  // OpenVINO normalises the axis before every other check
  // (docs/semantics.md 1.2).
  if (auto ranked = dyn_cast<RankedTensorType>(inputType);
      ranked && op.getIndicesOrNull())
    if (failed(
            normalizeMaxPoolAxis(op.getIndicesAxis(), ranked.getRank(), diag)))
      return failure();
  if (attrs.rounding == RoundingType::ceil_torch && !op.supportsCeilTorch())
    return diag.fail("rounding_type ceil_torch is not supported by MaxPool-1 "
                     "and MaxPool-8 (only by MaxPool-14)");
  FailureOr<SmallVector<int64_t>> shape =
      inferPoolingShape(attrs, inputType, diag);
  if (failed(shape))
    return failure();
  if (Type indexType = op.getIndexElementTypeOrNull();
      indexType && !indexType.isSignlessInteger(32) &&
      !indexType.isSignlessInteger(64))
    return diag.fail("expected index_element_type to be i32 or i64, got ",
                     indexType);
  if (failed(verifyResultType(op.getOutput().getType(), *shape,
                              getElementTypeOrSelf(inputType), "output", diag)))
    return failure();
  if (!op.getIndicesOrNull())
    return success();
  return verifyIndices(op, *shape, diag);
}

LogicalResult ov::reifyMaxPoolShapes(MaxPoolOpInterface op, OpBuilder &b,
                                     ReifiedRankedShapedTypeDims &reified) {
  Value input = op.getInput();
  if (!isa<RankedTensorType>(input.getType()))
    return failure();
  // Values and indices share one shape.
  reified.assign(
      op->getNumResults(),
      reifyPoolingOutputShape(b, op.getLoc(), input, op.getPoolingAttrs()));
  return success();
}

template <typename OpTy>
LogicalResult
ov::inferMaxPoolReturnTypes(MLIRContext *context,
                            std::optional<Location> location,
                            typename OpTy::Adaptor adaptor, Type inputType,
                            SmallVectorImpl<ShapedTypeComponents> &inferred) {
  constexpr bool withIndices = !OpTy::template hasTrait<OpTrait::OneResult>();
  PoolingAttrs attrs;
  attrs.kernel = llvm::to_vector(adaptor.getKernel());
  attrs.strides = llvm::to_vector(adaptor.getStrides());
  attrs.dilations.assign(attrs.kernel.size(), 1);
  if constexpr (withIndices)
    attrs.dilations =
        dilationsOrOnes(adaptor.getDilations(), attrs.kernel.size());
  attrs.padsBegin = llvm::to_vector(adaptor.getPadsBegin());
  attrs.padsEnd = llvm::to_vector(adaptor.getPadsEnd());
  attrs.autoPad = adaptor.getAutoPad();
  attrs.rounding = adaptor.getRoundingType();
  FailureOr<SmallVector<int64_t>> shape = inferPoolingShape(
      attrs, inputType, ShapeDiagnostics(location, OpTy::getOperationName()));
  if (failed(shape))
    return failure();
  inferred.emplace_back(*shape, getElementTypeOrSelf(inputType));
  if constexpr (withIndices) {
    std::optional<Type> indexType = adaptor.getIndexElementType();
    inferred.emplace_back(*shape, indexType ? *indexType
                                            : IntegerType::get(context, 64));
  }
  return success();
}

/// The output shape a builder gives a new MaxPool op (silently failing on
/// invalid attributes: the verifier then reports them).
static FailureOr<SmallVector<int64_t>>
inferBuiltMaxPoolShape(StringRef opName, Value input,
                       const PoolingAttrs &attrs) {
  return inferPoolingShape(attrs, input.getType(),
                           ShapeDiagnostics(std::nullopt, opName));
}

template <typename OpTy>
void ov::buildMaxPoolWithIndices(OpBuilder &builder, OperationState &state,
                                 Value input, ArrayRef<int64_t> kernel,
                                 ArrayRef<int64_t> strides,
                                 ArrayRef<int64_t> padsBegin,
                                 ArrayRef<int64_t> padsEnd,
                                 ArrayRef<int64_t> dilations,
                                 RoundingType roundingType, AutoPad autoPad,
                                 Type indexElementType, int64_t axis) {
  FailureOr<SmallVector<int64_t>> shape = inferBuiltMaxPoolShape(
      OpTy::getOperationName(), input,
      {llvm::to_vector(kernel), llvm::to_vector(strides),
       dilationsOrOnes(dilations, kernel.size()), llvm::to_vector(padsBegin),
       llvm::to_vector(padsEnd), autoPad, roundingType});
  size_t rank = 2 + kernel.size();
  OpTy::build(builder, state,
              tensorOf(shape, rank, getElementTypeOrSelf(input.getType())),
              tensorOf(shape, rank, indexElementType), input,
              builder.getDenseI64ArrayAttr(kernel),
              builder.getDenseI64ArrayAttr(strides),
              builder.getDenseI64ArrayAttr(padsBegin),
              builder.getDenseI64ArrayAttr(padsEnd),
              RoundingTypeAttr::get(builder.getContext(), roundingType),
              AutoPadAttr::get(builder.getContext(), autoPad),
              dilationsAttrUnlessOnes(builder, dilations, kernel.size()),
              indexElementType.isSignlessInteger(64)
                  ? TypeAttr()
                  : TypeAttr::get(indexElementType),
              builder.getI64IntegerAttr(axis));
}

void MaxPoolV1Op::build(OpBuilder &builder, OperationState &state, Value input,
                        ArrayRef<int64_t> kernel, ArrayRef<int64_t> strides,
                        ArrayRef<int64_t> padsBegin, ArrayRef<int64_t> padsEnd,
                        RoundingType roundingType, AutoPad autoPad) {
  FailureOr<SmallVector<int64_t>> shape = inferBuiltMaxPoolShape(
      getOperationName(), input,
      {llvm::to_vector(kernel), llvm::to_vector(strides),
       SmallVector<int64_t>(kernel.size(), 1), llvm::to_vector(padsBegin),
       llvm::to_vector(padsEnd), autoPad, roundingType});
  build(
      builder, state,
      tensorOf(shape, 2 + kernel.size(), getElementTypeOrSelf(input.getType())),
      input, kernel, strides, padsBegin, padsEnd, roundingType, autoPad);
}

namespace {
/// A MaxPool with indices whose indices are unused and whose dilations are
/// all ones computes exactly MaxPool-1 when its rounding is one MaxPool-1 has
/// (docs/semantics.md 2): rewrite it as v1, which the lowerings implement
/// without the index bookkeeping.
template <typename OpTy>
struct MaxPoolWithUnusedIndicesToV1 : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if (!op.getIndices().use_empty())
      return rewriter.notifyMatchFailure(op, "indices are used");
    if (!llvm::all_of(op.getDilationsOrOnes(),
                      [](int64_t d) { return d == 1; }))
      return rewriter.notifyMatchFailure(op, "dilations are not all ones");
    if (op.getRoundingType() == RoundingType::ceil_torch)
      return rewriter.notifyMatchFailure(op, "MaxPool-1 has no ceil_torch");
    auto v1 = MaxPoolV1Op::create(
        rewriter, op.getLoc(), op.getOutput().getType(), op.getInput(),
        op.getKernelAttr(), op.getStridesAttr(), op.getPadsBeginAttr(),
        op.getPadsEndAttr(), op.getRoundingTypeAttr(), op.getAutoPadAttr());
    rewriter.replaceOp(op, {v1.getOutput(), Value()});
    return success();
  }
};
} // namespace

void MaxPoolV8Op::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *context) {
  results.add<MaxPoolWithUnusedIndicesToV1<MaxPoolV8Op>>(context);
}

void MaxPoolV14Op::getCanonicalizationPatterns(RewritePatternSet &results,
                                               MLIRContext *context) {
  results.add<MaxPoolWithUnusedIndicesToV1<MaxPoolV14Op>>(context);
}

//===----------------------------------------------------------------------===//
// OpenVINO IR mapping (OpenVINOLayerOpInterface)
//===----------------------------------------------------------------------===//

// The family hooks that the ops' ODS definitions call.
namespace mlir::ov {

/// Builds MaxPool-`OpTy` from a layer; the versions with indices also read
/// dilations, index_element_type and axis. MaxPool-1 accepts MaxPool-8's
/// dilations where they are ones, and its index_element_type and axis
/// whatever their value: they shape only the indices, an output MaxPool-1
/// does not have (Open Model Zoo's MaxPool-1 layers carry all three).
template <typename OpTy>
static FailureOr<Operation *> buildMaxPoolFromLayer(OpBuilder &builder,
                                                    Location loc, Value input,
                                                    LayerDataReader &data) {
  constexpr bool withIndices = !OpTy::template hasTrait<OpTrait::OneResult>();
  FailureOr<PoolingAttrs> attrs =
      readPoolingAttrs(data, withIndices, "MaxPool-8");
  if (failed(attrs))
    return failure();
  if constexpr (withIndices) {
    FailureOr<Type> indexType =
        data.readElementType("index_element_type", builder.getI64Type());
    if (failed(indexType))
      return failure();
    FailureOr<int64_t> axis = data.readInteger("axis", 0);
    if (failed(axis))
      return failure();
    return OpTy::create(builder, loc, input, attrs->kernel, attrs->strides,
                        attrs->padsBegin, attrs->padsEnd, attrs->dilations,
                        attrs->rounding, attrs->autoPad, *indexType, *axis)
        .getOperation();
  } else {
    auto onlyIndices = [](StringRef) { return true; };
    for (StringRef name : {"index_element_type", "axis"})
      if (failed(data.readOtherVersionAttribute(name, "MaxPool-8", onlyIndices,
                                                "")))
        return failure();
    return OpTy::create(builder, loc, input, attrs->kernel, attrs->strides,
                        attrs->padsBegin, attrs->padsEnd, attrs->rounding,
                        attrs->autoPad)
        .getOperation();
  }
}

/// The interval bounds of every result (values and indices share them); an
/// unranked input has none, and the results' types say all.
static FailureOr<SmallVector<SmallVector<DimBounds>>>
inferMaxPoolResultBounds(MaxPoolOpInterface op,
                         ArrayRef<ArrayRef<DimBounds>> operands) {
  if (operands[0].empty())
    return SmallVector<SmallVector<DimBounds>>(
        op->getNumResults(), boundsOfType(op.getOutput().getType()));
  FailureOr<SmallVector<DimBounds>> bounds =
      inferPoolingBounds(op.getPoolingAttrs(), operands[0], diagnosticsFor(op));
  if (failed(bounds))
    return failure();
  return SmallVector<SmallVector<DimBounds>>(op->getNumResults(), *bounds);
}

/// Every attribute of the version, in the order of OpenVINO's serializer.
static void writeMaxPoolLayerData(MaxPoolOpInterface op,
                                  LayerDataWriter &data) {
  PoolingAttrs attrs = op.getPoolingAttrs();
  bool withIndices = bool(op.getIndicesOrNull());
  data.writeList("strides", attrs.strides);
  if (withIndices)
    data.writeList("dilations", attrs.dilations);
  data.writeList("pads_begin", attrs.padsBegin);
  data.writeList("pads_end", attrs.padsEnd);
  data.writeList("kernel", attrs.kernel);
  data.writeText("rounding_type", stringifyRoundingType(attrs.rounding));
  data.writeText("auto_pad", stringifyAutoPad(attrs.autoPad));
  if (!withIndices)
    return;
  data.writeElementType("index_element_type", op.getIndexElementTypeOrNull());
  data.writeInteger("axis", op.getIndicesAxis());
}

} // namespace mlir::ov

#include "ov/Dialect/MaxPoolInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "ov/Dialect/MaxPoolOps.cpp.inc"
