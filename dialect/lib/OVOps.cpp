//===- OVOps.cpp - ov dialect operations ---------------------------------===//
//
// Verifiers, shape inference, reification, canonicalization and the OpenVINO
// IR mapping (OpenVINOLayerOpInterface's <data> hooks) of the ov ops, written
// once per family against its interface (the ops' ODS forwards to them). All
// shape arithmetic and attribute rules are in ShapeRules.cpp.
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/FamilyOps.h"
#include "ov/Dialect/ShapeRules.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::ov;

/// The diagnostics sink for `op`'s verifier.
static ShapeDiagnostics diagnosticsFor(Operation *op) {
  return ShapeDiagnostics(op->getLoc(), op->getName().getStringRef());
}

/// A ranked tensor type of `shape`, or of `rank` dynamic dims when the shape
/// could not be inferred: builders still build invalid ops, so that the
/// verifier reports the precise problem.
static RankedTensorType tensorOf(FailureOr<SmallVector<int64_t>> shape,
                                 size_t rank, Type elementType) {
  if (failed(shape))
    return RankedTensorType::get(
        SmallVector<int64_t>(rank, ShapedType::kDynamic), elementType);
  return RankedTensorType::get(*shape, elementType);
}

//===----------------------------------------------------------------------===//
// MaxPool family
//===----------------------------------------------------------------------===//

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
    if (failed(verifyIndexRange(ranked, op.getIndicesAxisFromZero(),
                                indexType, diag)))
      return failure();
  }
  Value indices = op.getIndicesOrNull();
  Type indicesElementType = getElementTypeOrSelf(indices.getType());
  if (indicesElementType != indexType)
    return diag.fail("expected result 'indices' to have element type ",
                     indexType, " (index_element_type), got ",
                     indicesElementType);
  return verifyResultType(indices.getType(), shape, indexType, "indices",
                          diag);
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
    if (failed(normalizeMaxPoolAxis(op.getIndicesAxis(), ranked.getRank(),
                                    diag)))
      return failure();
  if (attrs.rounding == RoundingType::ceil_torch && !op.supportsCeilTorch())
    return diag.fail("rounding_type ceil_torch is not supported by MaxPool-1 "
                     "and MaxPool-8 (only by MaxPool-14)");
  FailureOr<SmallVector<int64_t>> shape =
      inferMaxPoolShape(attrs, inputType, diag);
  if (failed(shape))
    return failure();
  if (Type indexType = op.getIndexElementTypeOrNull();
      indexType && !indexType.isSignlessInteger(32) &&
      !indexType.isSignlessInteger(64))
    return diag.fail("expected index_element_type to be i32 or i64, got ",
                     indexType);
  if (failed(verifyResultType(op.getOutput().getType(), *shape,
                              getElementTypeOrSelf(inputType), "output",
                              diag)))
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
  reified.assign(op->getNumResults(),
                 reifyPoolingOutputShape(b, op.getLoc(), input,
                                         op.getPoolingAttrs()));
  return success();
}

template <typename OpTy>
LogicalResult ov::inferMaxPoolReturnTypes(
    MLIRContext *context, std::optional<Location> location,
    typename OpTy::Adaptor adaptor, Type inputType,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  constexpr bool withIndices = !OpTy::template hasTrait<OpTrait::OneResult>();
  PoolingAttrs attrs;
  attrs.kernel = llvm::to_vector(adaptor.getKernel());
  attrs.strides = llvm::to_vector(adaptor.getStrides());
  attrs.dilations.assign(attrs.kernel.size(), 1);
  if constexpr (withIndices)
    attrs.dilations = dilationsOrOnes(adaptor.getDilations(), attrs.kernel.size());
  attrs.padsBegin = llvm::to_vector(adaptor.getPadsBegin());
  attrs.padsEnd = llvm::to_vector(adaptor.getPadsEnd());
  attrs.autoPad = adaptor.getAutoPad();
  attrs.rounding = adaptor.getRoundingType();
  FailureOr<SmallVector<int64_t>> shape = inferMaxPoolShape(
      attrs, inputType, ShapeDiagnostics(location, OpTy::getOperationName()));
  if (failed(shape))
    return failure();
  inferred.emplace_back(*shape, getElementTypeOrSelf(inputType));
  if constexpr (withIndices) {
    std::optional<Type> indexType = adaptor.getIndexElementType();
    inferred.emplace_back(
        *shape, indexType ? *indexType : IntegerType::get(context, 64));
  }
  return success();
}

/// The output shape a builder gives a new MaxPool op (silently failing on
/// invalid attributes: the verifier then reports them).
static FailureOr<SmallVector<int64_t>>
inferBuiltMaxPoolShape(StringRef opName, Value input,
                       const PoolingAttrs &attrs) {
  return inferMaxPoolShape(attrs, input.getType(),
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
  // Only the default itself may be left out: a list of ones of the wrong
  // length (dilations = "1, 1, 1" on a 2-D kernel) stays, so that the
  // verifier rejects it as OpenVINO's shape inference does.
  bool allOnes = dilations.empty() || (dilations.size() == kernel.size() &&
                 llvm::all_of(dilations, [](int64_t d) { return d == 1; }));
  OpTy::build(
      builder, state,
      tensorOf(shape, rank, getElementTypeOrSelf(input.getType())),
      tensorOf(shape, rank, indexElementType), input,
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

void MaxPoolV1Op::build(OpBuilder &builder, OperationState &state, Value input,
                        ArrayRef<int64_t> kernel, ArrayRef<int64_t> strides,
                        ArrayRef<int64_t> padsBegin, ArrayRef<int64_t> padsEnd,
                        RoundingType roundingType, AutoPad autoPad) {
  FailureOr<SmallVector<int64_t>> shape = inferBuiltMaxPoolShape(
      getOperationName(), input,
      {llvm::to_vector(kernel), llvm::to_vector(strides),
       SmallVector<int64_t>(kernel.size(), 1), llvm::to_vector(padsBegin),
       llvm::to_vector(padsEnd), autoPad, roundingType});
  build(builder, state,
        tensorOf(shape, 2 + kernel.size(),
                 getElementTypeOrSelf(input.getType())),
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
// ROIAlign family
//===----------------------------------------------------------------------===//

RankedTensorType ov::inferROIAlignResultType(Value data, Value rois,
                                             Value batchIndices,
                                             int64_t pooledH, int64_t pooledW,
                                             int64_t samplingRatio) {
  ROIAlignAttrs attrs;
  attrs.pooledH = pooledH;
  attrs.pooledW = pooledW;
  attrs.samplingRatio = samplingRatio;
  FailureOr<SmallVector<int64_t>> shape =
      inferROIAlignShape(attrs, data.getType(), rois.getType(),
                         batchIndices.getType(),
                         ShapeDiagnostics(std::nullopt, "ov.roi_align"));
  return tensorOf(shape, 4, getElementTypeOrSelf(data.getType()));
}

LogicalResult ov::detail::verifyROIAlignInterface(Operation *op) {
  return verifyROIAlign(cast<ROIAlignOpInterface>(op));
}

LogicalResult ov::verifyROIAlign(ROIAlignOpInterface op) {
  ShapeDiagnostics diag = diagnosticsFor(op);
  Type dataElement = getElementTypeOrSelf(op.getData().getType());
  Type roisElement = getElementTypeOrSelf(op.getRois().getType());
  if (dataElement != roisElement)
    return diag.fail("expected rois to have the element type of data (",
                     dataElement, "), got ", roisElement);
  FailureOr<SmallVector<int64_t>> shape = inferROIAlignShape(
      op.getROIAlignAttrs(), op.getData().getType(), op.getRois().getType(),
      op.getBatchIndices().getType(), diag);
  if (failed(shape))
    return failure();
  return verifyResultType(op.getOutput().getType(), *shape, dataElement,
                          "output", diag);
}

LogicalResult ov::inferROIAlignReturnTypes(
    StringRef opName, std::optional<Location> location, int64_t pooledH,
    int64_t pooledW, int64_t samplingRatio, TypeRange operandTypes,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  ROIAlignAttrs attrs;
  attrs.pooledH = pooledH;
  attrs.pooledW = pooledW;
  attrs.samplingRatio = samplingRatio;
  FailureOr<SmallVector<int64_t>> shape = inferROIAlignShape(
      attrs, operandTypes[0], operandTypes[1], operandTypes[2],
      ShapeDiagnostics(location, opName));
  if (failed(shape))
    return failure();
  inferred.emplace_back(*shape, getElementTypeOrSelf(operandTypes[0]));
  return success();
}

LogicalResult ov::reifyROIAlignShapes(ROIAlignOpInterface op, OpBuilder &b,
                                      ReifiedRankedShapedTypeDims &reified) {
  Location loc = op.getLoc();
  auto dimOf = [&](Value v, int64_t dim) -> OpFoldResult {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type)
      return OpFoldResult();
    if (!type.isDynamicDim(dim))
      return b.getIndexAttr(type.getDimSize(dim));
    return tensor::DimOp::create(b, loc, v, dim).getResult();
  };
  // R comes from whichever of rois/batch_indices knows it statically.
  auto roisType = dyn_cast<RankedTensorType>(op.getRois().getType());
  OpFoldResult r = roisType && !roisType.isDynamicDim(0)
                       ? dimOf(op.getRois(), 0)
                       : dimOf(op.getBatchIndices(), 0);
  OpFoldResult c = dimOf(op.getData(), 1);
  if (!r || !c)
    return failure();
  ROIAlignAttrs attrs = op.getROIAlignAttrs();
  reified.push_back({r, c, b.getIndexAttr(attrs.pooledH),
                     b.getIndexAttr(attrs.pooledW)});
  return success();
}

//===----------------------------------------------------------------------===//
// OpenVINO IR mapping (OpenVINOLayerOpInterface), once per family
//===----------------------------------------------------------------------===//

LayerDataReader::~LayerDataReader() = default;
LayerDataWriter::~LayerDataWriter() = default;

// The family hooks that the ops' ODS definitions call.
namespace mlir::ov {

FailureOr<PoolingAttrs>
readPoolingAttrs(LayerDataReader &data, bool withDilations,
                 function_ref<LogicalResult()> afterStrides) {
  PoolingAttrs attrs;
  FailureOr<SmallVector<int64_t>> kernel = data.readList("kernel", true);
  if (failed(kernel))
    return failure();
  FailureOr<SmallVector<int64_t>> strides = data.readList("strides", true);
  if (failed(strides))
    return failure();
  if (afterStrides && failed(afterStrides()))
    return failure();
  FailureOr<AutoPad> autoPad =
      data.readEnum("auto_pad", AutoPad::explicit_, symbolizeAutoPad);
  if (failed(autoPad))
    return failure();
  FailureOr<RoundingType> rounding = data.readEnum(
      "rounding_type", RoundingType::floor, symbolizeRoundingType);
  if (failed(rounding))
    return failure();
  // Pads only count for explicit padding: the op resolves same_* itself, and
  // pad values written on auto-padded layers may be stale. Their lengths are
  // checked all the same (a wrong length stays, for the verifier), as
  // OpenVINO's shape inference does. OpenVINO reads missing or empty pads as
  // zeros; empty strides stay empty (the verifier rejects them, as OpenVINO
  // does).
  FailureOr<SmallVector<int64_t>> begin = data.readList("pads_begin", false);
  if (failed(begin))
    return failure();
  FailureOr<SmallVector<int64_t>> end = data.readList("pads_end", false);
  if (failed(end))
    return failure();
  size_t rank = kernel->size();
  auto padsOf = [&](SmallVector<int64_t> &written) {
    bool useWritten = !written.empty() && (*autoPad == AutoPad::explicit_ ||
                                           written.size() != rank);
    return useWritten ? written : SmallVector<int64_t>(rank, 0);
  };
  attrs.kernel = std::move(*kernel);
  attrs.strides = std::move(*strides);
  attrs.padsBegin = padsOf(*begin);
  attrs.padsEnd = padsOf(*end);
  attrs.autoPad = *autoPad;
  attrs.rounding = *rounding;
  if (withDilations) {
    // Kept as written (empty when absent): the builder leaves the default out.
    FailureOr<SmallVector<int64_t>> dilations =
        data.readList("dilations", false);
    if (failed(dilations))
      return failure();
    attrs.dilations = std::move(*dilations);
  }
  return attrs;
}

/// Builds MaxPool-`OpTy` from a layer; the versions with indices also read
/// dilations, index_element_type and axis.
template <typename OpTy>
static FailureOr<Operation *>
buildMaxPoolFromLayer(OpBuilder &builder, Location loc, Value input,
                      LayerDataReader &data) {
  constexpr bool withIndices = !OpTy::template hasTrait<OpTrait::OneResult>();
  FailureOr<PoolingAttrs> attrs = readPoolingAttrs(data, withIndices);
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
  FailureOr<SmallVector<DimBounds>> bounds = inferMaxPoolBounds(
      op.getPoolingAttrs(), operands[0], diagnosticsFor(op));
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

/// Whether a ROIAlign version has the `aligned_mode` attribute (ROIAlign-9
/// and later).
template <typename OpTy>
using AlignedModeAttrAccessor =
    decltype(std::declval<OpTy &>().getAlignedModeAttr());
template <typename OpTy>
constexpr bool hasAlignedModeAttr =
    llvm::is_detected<AlignedModeAttrAccessor, OpTy>::value;

/// Builds ROIAlign-`OpTy` from a layer. OpenVINO reads a missing attribute
/// as its member's default: pooled_h, pooled_w, sampling_ratio 0,
/// spatial_scale 0, mode avg, aligned_mode asymmetric (the verifier then
/// rejects the zero sizes and scale, naming them).
template <typename OpTy>
static FailureOr<Operation *>
buildROIAlignFromLayer(OpBuilder &builder, Location loc, ValueRange inputs,
                       LayerDataReader &data) {
  FailureOr<int64_t> pooledH = data.readInteger("pooled_h", 0);
  if (failed(pooledH))
    return failure();
  FailureOr<int64_t> pooledW = data.readInteger("pooled_w", 0);
  if (failed(pooledW))
    return failure();
  FailureOr<int64_t> samplingRatio = data.readInteger("sampling_ratio", 0);
  if (failed(samplingRatio))
    return failure();
  FailureOr<double> scale = data.readNumber("spatial_scale", 0.0);
  if (failed(scale))
    return failure();
  FailureOr<ROIAlignMode> mode =
      data.readEnum("mode", ROIAlignMode::avg, symbolizeROIAlignMode);
  if (failed(mode))
    return failure();
  AlignedMode alignedMode = AlignedMode::asymmetric;
  if constexpr (hasAlignedModeAttr<OpTy>) {
    FailureOr<AlignedMode> read = data.readEnum(
        "aligned_mode", AlignedMode::asymmetric, symbolizeAlignedMode);
    if (failed(read))
      return failure();
    alignedMode = *read;
  }
  RankedTensorType type =
      inferROIAlignResultType(inputs[0], inputs[1], inputs[2], *pooledH,
                              *pooledW, *samplingRatio);
  auto op = OpTy::create(builder, loc, type, inputs[0], inputs[1], inputs[2],
                         *pooledH, *pooledW, *samplingRatio,
                         APFloat(float(*scale)), *mode);
  if constexpr (hasAlignedModeAttr<OpTy>)
    op.setAlignedMode(alignedMode);
  return op.getOperation();
}

static FailureOr<SmallVector<SmallVector<DimBounds>>>
inferROIAlignResultBounds(ROIAlignOpInterface op,
                          ArrayRef<ArrayRef<DimBounds>> operands) {
  FailureOr<SmallVector<DimBounds>> bounds =
      inferROIAlignBounds(op.getROIAlignAttrs(), operands[0], operands[1],
                          operands[2], diagnosticsFor(op));
  if (failed(bounds))
    return failure();
  return SmallVector<SmallVector<DimBounds>>{*bounds};
}

template <typename OpTy>
static void writeROIAlignLayerData(OpTy op, LayerDataWriter &data) {
  ROIAlignAttrs attrs = op.getROIAlignAttrs();
  data.writeInteger("pooled_h", attrs.pooledH);
  data.writeInteger("pooled_w", attrs.pooledW);
  data.writeInteger("sampling_ratio", attrs.samplingRatio);
  data.writeNumber("spatial_scale", attrs.spatialScale);
  data.writeText("mode", stringifyROIAlignMode(attrs.mode));
  if constexpr (hasAlignedModeAttr<OpTy>)
    data.writeText("aligned_mode", stringifyAlignedMode(attrs.alignedMode));
}

} // namespace mlir::ov

/// The OpenVINO mapping of a registered ov op, or null. (MLIR 22's
/// getRegisteredOperationsByDialect finds no ops: filter them all.)
static OpenVINOLayerOpInterface::Concept *
layerMappingOf(RegisteredOperationName name) {
  if (name.getDialectNamespace() != OVDialect::getDialectNamespace())
    return nullptr;
  return name.getInterface<OpenVINOLayerOpInterface>();
}

std::optional<RegisteredOperationName>
ov::lookupLayerOp(MLIRContext *context, StringRef type, StringRef version) {
  unsigned opset = 0;
  if (!version.consume_front("opset") || version.getAsInteger(10, opset))
    return std::nullopt;
  for (RegisteredOperationName name : context->getRegisteredOperations())
    if (auto *layer = layerMappingOf(name))
      if (layer->getLayerType() == type && layer->getOpsets().contains(opset))
        return name;
  return std::nullopt;
}

std::optional<unsigned> ov::firstOpsetWithLayer(MLIRContext *context,
                                                StringRef type) {
  std::optional<unsigned> first;
  for (RegisteredOperationName name : context->getRegisteredOperations())
    if (auto *layer = layerMappingOf(name))
      if (layer->getLayerType() == type)
        first = std::min(first.value_or(~0u), layer->getOpsets().first);
  return first;
}

#include "ov/Dialect/OVInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "ov/Dialect/OVOps.cpp.inc"

//===----------------------------------------------------------------------===//
// LayerOp
//===----------------------------------------------------------------------===//

std::optional<StringRef>
LayerOp::getDedicatedRepresentation(MLIRContext *context, StringRef type,
                                    StringRef version) {
  // Structural layers exist in every opset version.
  if (type == "Parameter")
    return StringRef("a function argument");
  if (type == "Const")
    return StringRef("arith.constant");
  if (type == "Result")
    return StringRef("a function result");
  // OpenVINO's IR reader resolves `version="opsetN"` to the op of that name in
  // opset N; the ops say which opsets they serve (OpenVINOLayerOpInterface).
  if (std::optional<RegisteredOperationName> op =
          lookupLayerOp(context, type, version))
    return op->getStringRef();
  return std::nullopt;
}

LogicalResult LayerOp::verify() {
  // I64Attr's accessor is unsigned: read the signed value.
  if (int64_t id = getLayerIdAttr().getInt(); id < 0)
    return emitOpError("expected layer_id >= 0, got ") << id;
  if (getType().empty())
    return emitOpError("expected a non-empty layer type");
  if (std::optional<StringRef> dedicated =
          getDedicatedRepresentation(getContext(), getType(),
                                     getVersion()))
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
