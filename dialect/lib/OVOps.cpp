//===- OVOps.cpp - ov dialect operations ---------------------------------===//
//
// Verifiers, shape inference, reification and canonicalization of the ov ops.
// All shape arithmetic and attribute rules are in ShapeRules.cpp.
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ShapeRules.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::ov;

namespace {

/// The diagnostics sink for `op`'s verifier.
ShapeDiagnostics diagnosticsFor(Operation *op) {
  return ShapeDiagnostics(op->getLoc(), op->getName().getStringRef());
}

/// The diagnostics sink for shape inference of `OpTy` at an optional location.
template <typename OpTy>
ShapeDiagnostics diagnosticsFor(std::optional<Location> loc) {
  return ShapeDiagnostics(loc, OpTy::getOperationName());
}

/// A tensor type of `shape` and `elementType`, unranked when `shape` is empty
/// of information (never: ov ops always know their result rank).
RankedTensorType tensorOf(ArrayRef<int64_t> shape, Type elementType) {
  return RankedTensorType::get(shape, elementType);
}

/// Fills `reified` with the output shape of a MaxPool over `input` for each
/// of `numResults` results (v8's values and indices share one shape).
LogicalResult reifyMaxPool(OpBuilder &b, Location loc, Value input,
                           const PoolingAttrs &attrs, unsigned numResults,
                           ReifiedRankedShapedTypeDims &reified) {
  if (!isa<RankedTensorType>(input.getType()))
    return failure();
  SmallVector<OpFoldResult> shape =
      reifyPoolingOutputShape(b, loc, input, attrs);
  reified.assign(numResults, shape);
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// MaxPoolV1Op
//===----------------------------------------------------------------------===//

void MaxPoolV1Op::build(OpBuilder &builder, OperationState &state, Value input,
                        ArrayRef<int64_t> kernel, ArrayRef<int64_t> strides,
                        ArrayRef<int64_t> padsBegin, ArrayRef<int64_t> padsEnd,
                        RoundingType roundingType, AutoPad autoPad) {
  PoolingAttrs attrs{llvm::to_vector(kernel),
                     llvm::to_vector(strides),
                     SmallVector<int64_t>(kernel.size(), 1),
                     llvm::to_vector(padsBegin),
                     llvm::to_vector(padsEnd),
                     autoPad,
                     roundingType};
  Type elementType = getElementTypeOrSelf(input.getType());
  FailureOr<SmallVector<int64_t>> shape = inferMaxPoolShape(
      attrs, input.getType(), diagnosticsFor<MaxPoolV1Op>(std::nullopt));
  // Invalid attributes still build an op (with a fully dynamic result) so
  // that the verifier reports the precise problem.
  SmallVector<int64_t> dims = succeeded(shape)
                                  ? *shape
                                  : SmallVector<int64_t>(2 + kernel.size(),
                                                         ShapedType::kDynamic);
  build(builder, state, tensorOf(dims, elementType), input, kernel, strides,
        padsBegin, padsEnd, roundingType, autoPad);
}

LogicalResult MaxPoolV1Op::verify() {
  ShapeDiagnostics diag = diagnosticsFor(*this);
  FailureOr<SmallVector<int64_t>> shape =
      inferMaxPoolShape(PoolingAttrs::get(*this), getInput().getType(), diag);
  if (failed(shape))
    return failure();
  return verifyResultType(getOutput().getType(), *shape,
                          getElementTypeOrSelf(getInput().getType()), "output",
                          diag);
}

LogicalResult MaxPoolV1Op::inferReturnTypeComponents(
    MLIRContext *context, std::optional<Location> location,
    ValueShapeRange operands, DictionaryAttr attributes,
    OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferredReturnShapes) {
  Adaptor adaptor(operands, attributes, properties, regions);
  PoolingAttrs attrs;
  attrs.kernel = llvm::to_vector(adaptor.getKernel());
  attrs.strides = llvm::to_vector(adaptor.getStrides());
  attrs.dilations.assign(attrs.kernel.size(), 1);
  attrs.padsBegin = llvm::to_vector(adaptor.getPadsBegin());
  attrs.padsEnd = llvm::to_vector(adaptor.getPadsEnd());
  attrs.autoPad = adaptor.getAutoPad();
  attrs.rounding = adaptor.getRoundingType();
  Type inputType = operands.getTypes()[0];
  FailureOr<SmallVector<int64_t>> shape = inferMaxPoolShape(
      attrs, inputType, diagnosticsFor<MaxPoolV1Op>(location));
  if (failed(shape))
    return failure();
  inferredReturnShapes.emplace_back(*shape, getElementTypeOrSelf(inputType));
  return success();
}

LogicalResult
MaxPoolV1Op::reifyResultShapes(OpBuilder &b,
                               ReifiedRankedShapedTypeDims &reified) {
  return reifyMaxPool(b, getLoc(), getInput(), PoolingAttrs::get(*this), 1,
                      reified);
}

//===----------------------------------------------------------------------===//
// MaxPoolV8Op
//===----------------------------------------------------------------------===//

/// OpenVINO reads an absent or empty dilations list as all ones.
static SmallVector<int64_t>
dilationsOrOnes(std::optional<ArrayRef<int64_t>> dilations, size_t rank) {
  if (dilations && !dilations->empty())
    return llvm::to_vector(*dilations);
  return SmallVector<int64_t>(rank, 1);
}

SmallVector<int64_t> MaxPoolV8Op::getDilationsOrOnes() {
  return dilationsOrOnes(getDilations(), getKernel().size());
}

Type MaxPoolV8Op::getIndexElementTypeOrDefault() {
  if (std::optional<Type> type = getIndexElementType())
    return *type;
  return IntegerType::get(getContext(), 64);
}

void MaxPoolV8Op::build(OpBuilder &builder, OperationState &state, Value input,
                        ArrayRef<int64_t> kernel, ArrayRef<int64_t> strides,
                        ArrayRef<int64_t> padsBegin, ArrayRef<int64_t> padsEnd,
                        ArrayRef<int64_t> dilations, RoundingType roundingType,
                        AutoPad autoPad, Type indexElementType, int64_t axis) {
  PoolingAttrs attrs{llvm::to_vector(kernel),
                     llvm::to_vector(strides),
                     dilationsOrOnes(dilations, kernel.size()),
                     llvm::to_vector(padsBegin),
                     llvm::to_vector(padsEnd),
                     autoPad,
                     roundingType};
  Type elementType = getElementTypeOrSelf(input.getType());
  FailureOr<SmallVector<int64_t>> shape = inferMaxPoolShape(
      attrs, input.getType(), diagnosticsFor<MaxPoolV8Op>(std::nullopt));
  SmallVector<int64_t> dims = succeeded(shape)
                                  ? *shape
                                  : SmallVector<int64_t>(2 + kernel.size(),
                                                         ShapedType::kDynamic);
  // Only the default itself may be left out: a list of ones of the wrong
  // length (dilations = "1, 1, 1" on a 2-D kernel) stays, so that the
  // verifier rejects it as OpenVINO's shape inference does.
  bool allOnes = dilations.empty() || (dilations.size() == kernel.size() &&
                 llvm::all_of(dilations, [](int64_t d) { return d == 1; }));
  build(builder, state, tensorOf(dims, elementType),
        tensorOf(dims, indexElementType), input,
        builder.getDenseI64ArrayAttr(kernel),
        builder.getDenseI64ArrayAttr(strides),
        builder.getDenseI64ArrayAttr(padsBegin),
        builder.getDenseI64ArrayAttr(padsEnd),
        RoundingTypeAttr::get(builder.getContext(), roundingType),
        AutoPadAttr::get(builder.getContext(), autoPad),
        allOnes ? DenseI64ArrayAttr() : builder.getDenseI64ArrayAttr(dilations),
        indexElementType.isSignlessInteger(64) ? TypeAttr()
                                               : TypeAttr::get(indexElementType),
        builder.getI64IntegerAttr(axis));
}

/// i32 indices must be able to hold every index: the values are below the
/// product of the input dims from `axis` on, so that product must be at most
/// kMaxI32IndexRange (OpenVINO wraps silently). Dynamic dims are checked at
/// run time (ov-prepare-module-abi).
static LogicalResult verifyIndexRange(MaxPoolV8Op op, Type indexType,
                                      const ShapeDiagnostics &diag) {
  auto ranked = dyn_cast<RankedTensorType>(op.getInput().getType());
  if (!ranked || !indexType.isSignlessInteger(32))
    return success();
  int64_t axis = op.getAxisAttr().getInt();
  if (axis < 0)
    axis += ranked.getRank();
  StaticShapeArith a;
  int64_t product = 1;
  for (int64_t d = axis; d < ranked.getRank(); ++d) {
    if (ranked.isDynamicDim(d))
      return success();
    product = a.mul(product, ranked.getDimSize(d));
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

LogicalResult MaxPoolV8Op::verify() {
  ShapeDiagnostics diag = diagnosticsFor(*this);
  Type inputType = getInput().getType();
  // OpenVINO normalises the axis before every other check
  // (docs/semantics.md 1.2).
  if (auto ranked = dyn_cast<RankedTensorType>(inputType))
    if (failed(normalizeMaxPoolAxis(getAxisAttr().getInt(), ranked.getRank(),
                                    diag)))
      return failure();
  FailureOr<SmallVector<int64_t>> shape =
      inferMaxPoolShape(PoolingAttrs::get(*this), inputType, diag);
  if (failed(shape))
    return failure();
  Type indexType = getIndexElementTypeOrDefault();
  if (!indexType.isSignlessInteger(32) && !indexType.isSignlessInteger(64))
    return diag.fail("expected index_element_type to be i32 or i64, got ",
                     indexType);
  if (failed(verifyResultType(getOutput().getType(), *shape,
                              getElementTypeOrSelf(inputType), "output",
                              diag)))
    return failure();
  if (failed(verifyIndexRange(*this, indexType, diag)))
    return failure();
  Type indicesElementType = getElementTypeOrSelf(getIndices().getType());
  if (indicesElementType != indexType)
    return diag.fail("expected result 'indices' to have element type ",
                     indexType, " (index_element_type), got ",
                     indicesElementType);
  return verifyResultType(getIndices().getType(), *shape, indexType, "indices",
                          diag);
}

LogicalResult MaxPoolV8Op::inferReturnTypeComponents(
    MLIRContext *context, std::optional<Location> location,
    ValueShapeRange operands, DictionaryAttr attributes,
    OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferredReturnShapes) {
  Adaptor adaptor(operands, attributes, properties, regions);
  PoolingAttrs attrs;
  attrs.kernel = llvm::to_vector(adaptor.getKernel());
  attrs.strides = llvm::to_vector(adaptor.getStrides());
  attrs.dilations =
      dilationsOrOnes(adaptor.getDilations(), attrs.kernel.size());
  attrs.padsBegin = llvm::to_vector(adaptor.getPadsBegin());
  attrs.padsEnd = llvm::to_vector(adaptor.getPadsEnd());
  attrs.autoPad = adaptor.getAutoPad();
  attrs.rounding = adaptor.getRoundingType();
  Type inputType = operands.getTypes()[0];
  FailureOr<SmallVector<int64_t>> shape = inferMaxPoolShape(
      attrs, inputType, diagnosticsFor<MaxPoolV8Op>(location));
  if (failed(shape))
    return failure();
  inferredReturnShapes.emplace_back(*shape, getElementTypeOrSelf(inputType));
  std::optional<Type> indexType = adaptor.getIndexElementType();
  inferredReturnShapes.emplace_back(
      *shape, indexType ? *indexType : IntegerType::get(context, 64));
  return success();
}

LogicalResult
MaxPoolV8Op::reifyResultShapes(OpBuilder &b,
                               ReifiedRankedShapedTypeDims &reified) {
  return reifyMaxPool(b, getLoc(), getInput(), PoolingAttrs::get(*this), 2,
                      reified);
}

namespace {
/// MaxPool-8 whose indices are unused and whose dilations are all ones
/// computes exactly MaxPool-1 (docs/semantics.md 2): rewrite it as v1, which
/// the lowerings implement without the index bookkeeping.
struct MaxPoolV8WithoutIndicesToV1 : OpRewritePattern<MaxPoolV8Op> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(MaxPoolV8Op op,
                                PatternRewriter &rewriter) const override {
    if (!op.getIndices().use_empty())
      return rewriter.notifyMatchFailure(op, "indices are used");
    if (!llvm::all_of(op.getDilationsOrOnes(),
                      [](int64_t d) { return d == 1; }))
      return rewriter.notifyMatchFailure(op, "dilations are not all ones");
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
  results.add<MaxPoolV8WithoutIndicesToV1>(context);
}

//===----------------------------------------------------------------------===//
// ROIAlignV3Op
//===----------------------------------------------------------------------===//

void ROIAlignV3Op::build(OpBuilder &builder, OperationState &state, Value data,
                         Value rois, Value batchIndices, int64_t pooledH,
                         int64_t pooledW, int64_t samplingRatio,
                         float spatialScale, ROIAlignMode mode) {
  ROIAlignAttrs attrs{pooledH, pooledW, samplingRatio, spatialScale};
  FailureOr<SmallVector<int64_t>> shape = inferROIAlignShape(
      attrs, data.getType(), rois.getType(), batchIndices.getType(),
      diagnosticsFor<ROIAlignV3Op>(std::nullopt));
  SmallVector<int64_t> dims =
      succeeded(shape) ? *shape : SmallVector<int64_t>(4, ShapedType::kDynamic);
  build(builder, state, tensorOf(dims, getElementTypeOrSelf(data.getType())),
        data, rois, batchIndices, pooledH, pooledW, samplingRatio,
        llvm::APFloat(spatialScale), mode);
}

LogicalResult ROIAlignV3Op::verify() {
  ShapeDiagnostics diag = diagnosticsFor(*this);
  Type dataElement = getElementTypeOrSelf(getData().getType());
  Type roisElement = getElementTypeOrSelf(getRois().getType());
  if (dataElement != roisElement)
    return diag.fail("expected rois to have the element type of data (",
                     dataElement, "), got ", roisElement);
  FailureOr<SmallVector<int64_t>> shape = inferROIAlignShape(
      ROIAlignAttrs::get(*this), getData().getType(), getRois().getType(),
      getBatchIndices().getType(), diag);
  if (failed(shape))
    return failure();
  return verifyResultType(getOutput().getType(), *shape, dataElement, "output",
                          diag);
}

LogicalResult ROIAlignV3Op::inferReturnTypeComponents(
    MLIRContext *context, std::optional<Location> location,
    ValueShapeRange operands, DictionaryAttr attributes,
    OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<ShapedTypeComponents> &inferredReturnShapes) {
  Adaptor adaptor(operands, attributes, properties, regions);
  ROIAlignAttrs attrs{adaptor.getPooledHAttr().getInt(),
                      adaptor.getPooledWAttr().getInt(),
                      adaptor.getSamplingRatioAttr().getInt(),
                      adaptor.getSpatialScale().convertToFloat()};
  TypeRange types = operands.getTypes();
  FailureOr<SmallVector<int64_t>> shape =
      inferROIAlignShape(attrs, types[0], types[1], types[2],
                         diagnosticsFor<ROIAlignV3Op>(location));
  if (failed(shape))
    return failure();
  inferredReturnShapes.emplace_back(*shape, getElementTypeOrSelf(types[0]));
  return success();
}

LogicalResult
ROIAlignV3Op::reifyResultShapes(OpBuilder &b,
                                ReifiedRankedShapedTypeDims &reified) {
  Location loc = getLoc();
  auto dimOf = [&](Value v, int64_t dim) -> OpFoldResult {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type)
      return OpFoldResult();
    if (!type.isDynamicDim(dim))
      return b.getIndexAttr(type.getDimSize(dim));
    return tensor::DimOp::create(b, loc, v, dim).getResult();
  };
  // R comes from whichever of rois/batch_indices knows it statically.
  auto roisType = dyn_cast<RankedTensorType>(getRois().getType());
  OpFoldResult r = roisType && !roisType.isDynamicDim(0)
                       ? dimOf(getRois(), 0)
                       : dimOf(getBatchIndices(), 0);
  OpFoldResult c = dimOf(getData(), 1);
  if (!r || !c)
    return failure();
  reified.push_back({r, c, b.getIndexAttr(getPooledH()),
                     b.getIndexAttr(getPooledW())});
  return success();
}

#define GET_OP_CLASSES
#include "ov/Dialect/OVOps.cpp.inc"

//===----------------------------------------------------------------------===//
// LayerOp
//===----------------------------------------------------------------------===//

std::optional<StringRef> LayerOp::getDedicatedRepresentation(StringRef type,
                                                             StringRef version) {
  // Structural layers exist in every opset version.
  if (type == "Parameter")
    return StringRef("a function argument");
  if (type == "Const")
    return StringRef("arith.constant");
  if (type == "Result")
    return StringRef("a function result");
  // OpenVINO's IR reader resolves `version="opsetN"` to the op of that name in
  // opset N: MaxPool-1 is in opset1-7, MaxPool-8 in opset8-13 (opset14 has
  // MaxPool-14), ROIAlign-3 in opset3-8 (opset9 has ROIAlign-9).
  unsigned opset = 0;
  if (!version.consume_front("opset") || version.getAsInteger(10, opset))
    return std::nullopt;
  if (type == "MaxPool" && opset >= 1 && opset <= 7)
    return MaxPoolV1Op::getOperationName();
  if (type == "MaxPool" && opset >= 8 && opset <= 13)
    return MaxPoolV8Op::getOperationName();
  if (type == "ROIAlign" && opset >= 3 && opset <= 8)
    return ROIAlignV3Op::getOperationName();
  return std::nullopt;
}

LogicalResult LayerOp::verify() {
  // I64Attr's accessor is unsigned: read the signed value.
  if (int64_t id = getLayerIdAttr().getInt(); id < 0)
    return emitOpError("expected layer_id >= 0, got ") << id;
  if (getType().empty())
    return emitOpError("expected a non-empty layer type");
  if (std::optional<StringRef> dedicated =
          getDedicatedRepresentation(getType(), getVersion()))
    return emitOpError("layer type '")
           << getType() << "' version '" << getVersion()
           << "' is represented by " << *dedicated
           << ", not by a generic layer";
  // OpenVINO's <data> attributes are text; keeping them as written is what
  // lets export reproduce the layer.
  for (NamedAttribute attr : getData())
    if (!isa<StringAttr>(attr.getValue()))
      return emitOpError("expected data attribute '")
             << attr.getName().getValue()
             << "' to be a string (OpenVINO's attribute text), got "
             << attr.getValue();
  return success();
}
