// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FromTorchMLIR.cpp - torch-mlir's leftovers as ov ops ---------------===//
//
// ov-from-torch-mlir: see Passes.td. torch-mlir's dialects are not
// registered here (it is built on a newer MLIR), so its ops are unregistered
// operations matched by name and read through their generic form.
//
//===----------------------------------------------------------------------===//

#include "TMTensorToSCF.h"
#include "ov/Dialect/ROIAlignOps.h"
#include "ov/TorchMLIR/Passes.h"

#include "mlir/IR/AffineMap.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::ov {
#define GEN_PASS_DEF_OVFROMTORCHMLIR
#include "ov/TorchMLIR/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;
using namespace mlir::ov;

constexpr StringLiteral kRoiAlign = "torch.torchvision.roi_align";
constexpr StringLiteral kFromBuiltin = "torch_c.from_builtin_tensor";
constexpr StringLiteral kToBuiltin = "torch_c.to_builtin_tensor";

static bool isNamed(Operation *op, StringRef name) {
  return op && op->getName().getStringRef() == name;
}

static bool isTorchOp(Operation *op) {
  StringRef ns = op->getName().getDialectNamespace();
  return ns == "torch" || ns == "torch_c";
}

/// An op of a dialect this MLIR does not know: torch-mlir's, or another.
static bool isForeignOp(Operation *op) { return !op->isRegistered(); }

/// torchvision's roi_align call with its constant operands read.
namespace {
struct TorchROIAlign {
  Value data; // builtin tensor [N, C, H, W]
  Value rois; // builtin tensor [R, 5]: batch index, x1, y1, x2, y2
  double spatialScale = 0;
  int64_t pooledH = 0, pooledW = 0, samplingRatio = 0;
  bool aligned = false;
};
} // namespace

/// The builtin tensor a torch value was made from.
static FailureOr<Value> builtinTensorOf(Operation *op, unsigned index,
                                        StringRef name) {
  Operation *def = op->getOperand(index).getDefiningOp();
  if (!isNamed(def, kFromBuiltin) || def->getNumOperands() != 1 ||
      !isa<RankedTensorType>(def->getOperand(0).getType()))
    return op->emitError() << kRoiAlign << ": " << name << " (operand #"
                           << index << ") is not a ranked builtin tensor "
                           << "behind " << kFromBuiltin
                           << " (lower the module with torch-mlir's linalg "
                              "passes first)";
  return def->getOperand(0);
}

/// The `value` of the torch.constant.<kind> op defining operand `index`.
template <typename AttrT>
static FailureOr<AttrT> constantOf(Operation *op, unsigned index,
                                   StringRef kind, StringRef name) {
  Operation *def = op->getOperand(index).getDefiningOp();
  std::string opName = ("torch.constant." + kind).str();
  auto value =
      isNamed(def, opName) ? def->getAttrOfType<AttrT>("value") : AttrT();
  if (!value)
    return op->emitError() << kRoiAlign << ": " << name << " (operand #"
                           << index << ") must be a " << opName
                           << " (a value known when the module is compiled)";
  return value;
}

static FailureOr<TorchROIAlign> readROIAlign(Operation *op) {
  if (op->getNumOperands() != 7 || op->getNumResults() != 1)
    return op->emitError() << kRoiAlign << ": expected 7 operands and 1 "
                           << "result, got " << op->getNumOperands() << " and "
                           << op->getNumResults();
  TorchROIAlign call;
  auto data = builtinTensorOf(op, 0, "input");
  auto rois = builtinTensorOf(op, 1, "rois");
  if (failed(data) || failed(rois))
    return failure();
  call.data = *data;
  call.rois = *rois;
  auto scale = constantOf<FloatAttr>(op, 2, "float", "spatial_scale");
  auto pooledH = constantOf<IntegerAttr>(op, 3, "int", "pooled_height");
  auto pooledW = constantOf<IntegerAttr>(op, 4, "int", "pooled_width");
  auto ratio = constantOf<IntegerAttr>(op, 5, "int", "sampling_ratio");
  auto aligned = constantOf<BoolAttr>(op, 6, "bool", "aligned");
  if (failed(scale) || failed(pooledH) || failed(pooledW) || failed(ratio) ||
      failed(aligned))
    return failure();
  auto fitting = [&](IntegerAttr attr, unsigned index,
                     StringRef name) -> FailureOr<int64_t> {
    const APInt &v = attr.getValue();
    bool isUnsigned = attr.getType().isUnsignedInteger();
    if (isUnsigned ? v.getActiveBits() <= 63 : v.getSignificantBits() <= 64)
      return isUnsigned ? static_cast<int64_t>(v.getZExtValue())
                        : v.getSExtValue();
    SmallString<24> text;
    v.toString(text, 10, !isUnsigned);
    return op->emitError() << kRoiAlign << ": " << name << " (operand #"
                           << index << ") is " << text
                           << ", which does not fit in int64";
  };
  auto h = fitting(*pooledH, 3, "pooled_height");
  auto w = fitting(*pooledW, 4, "pooled_width");
  auto r = fitting(*ratio, 5, "sampling_ratio");
  if (failed(h) || failed(w) || failed(r))
    return failure();
  call.spatialScale = scale->getValueAsDouble();
  call.pooledH = *h;
  call.pooledW = *w;
  // torchvision samples adaptively for any ratio <= 0.
  call.samplingRatio = std::max<int64_t>(*r, 0);
  call.aligned = aligned->getValue();
  return call;
}

/// torchvision divides a bin's sum once, OpenVINO each sample: the same bits
/// only when the per-bin sample count is a power of two, which a fixed ratio
/// r gives (r * r samples) when r is.
static LogicalResult checkSummationOrder(Operation *op,
                                         const TorchROIAlign &call) {
  if (call.samplingRatio > 0 && llvm::isPowerOf2_64(call.samplingRatio))
    return success();
  return op->emitError()
         << kRoiAlign << ": sampling_ratio " << call.samplingRatio
         << (call.samplingRatio == 0 ? " (adaptive)" : "")
         << " is not supported: torchvision divides a bin's sum once and "
            "ov.roi_align_v9 each sample, which give the same bits only for "
            "a power-of-two sampling ratio (1, 2, 4, ...)";
}

/// rois[:, 0] as i32, truncated toward zero as torchvision's int cast.
static Value batchIndicesOf(OpBuilder &b, Location loc, Value rois) {
  auto roisType = cast<RankedTensorType>(rois.getType());
  SmallVector<Value> dynSizes;
  if (roisType.isDynamicDim(0))
    dynSizes.push_back(tensor::DimOp::create(b, loc, rois, 0));
  auto i32 = b.getI32Type();
  Value init =
      tensor::EmptyOp::create(b, loc, {roisType.getDimSize(0)}, i32, dynSizes);
  MLIRContext *ctx = b.getContext();
  AffineMap column0 = AffineMap::get(
      1, 0, {getAffineDimExpr(0, ctx), getAffineConstantExpr(0, ctx)}, ctx);
  AffineMap identity = AffineMap::getMultiDimIdentityMap(1, ctx);
  auto generic = linalg::GenericOp::create(
      b, loc, init.getType(), ValueRange{rois}, ValueRange{init},
      ArrayRef<AffineMap>{column0, identity},
      ArrayRef<utils::IteratorType>{utils::IteratorType::parallel},
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value index = arith::FPToSIOp::create(nb, nloc, i32, args[0]);
        linalg::YieldOp::create(nb, nloc, index);
      });
  return generic.getResult(0);
}

/// rois[:, 1:5]: the boxes' corners (an empty [0, 4] for no boxes, which
/// extract_slice refuses to slice).
static Value boxesOf(OpBuilder &b, Location loc, Value rois) {
  auto roisType = cast<RankedTensorType>(rois.getType());
  if (roisType.getDimSize(0) == 0)
    return tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{0, 4},
                                   roisType.getElementType());
  SmallVector<OpFoldResult> offsets = {b.getIndexAttr(0), b.getIndexAttr(1)};
  SmallVector<OpFoldResult> sizes = {b.getIndexAttr(roisType.getDimSize(0)),
                                     b.getIndexAttr(4)};
  if (roisType.isDynamicDim(0))
    sizes[0] = tensor::DimOp::create(b, loc, rois, 0).getResult();
  SmallVector<OpFoldResult> strides(2, b.getIndexAttr(1));
  return tensor::ExtractSliceOp::create(b, loc, rois, offsets, sizes, strides);
}

static LogicalResult checkRoisShape(Operation *op, Value rois) {
  auto type = cast<RankedTensorType>(rois.getType());
  if (type.getRank() == 2 && type.getDimSize(1) == 5 &&
      isa<FloatType>(type.getElementType()))
    return success();
  return op->emitError() << kRoiAlign << ": rois must be a float tensor "
                         << "[R, 5] (batch index, x1, y1, x2, y2), got "
                         << type;
}

/// The uses of a torch result, all through torch_c.to_builtin_tensor.
static FailureOr<SmallVector<Operation *>> builtinUsesOf(Operation *op) {
  SmallVector<Operation *> casts;
  for (Operation *user : op->getResult(0).getUsers()) {
    if (!isNamed(user, kToBuiltin))
      return op->emitError()
             << kRoiAlign << ": its result is used by '" << user->getName()
             << "', not only by " << kToBuiltin;
    if (user->getNumOperands() != 1 || user->getNumResults() != 1)
      return op->emitError()
             << kRoiAlign << ": its result is used by a " << kToBuiltin
             << " with " << user->getNumOperands() << " operands and "
             << user->getNumResults() << " results, not one of each";
    casts.push_back(user);
  }
  return casts;
}

/// Each cast's result type must be one the computed result casts to.
static LogicalResult checkCastTypes(Operation *op, ArrayRef<Operation *> casts,
                                    Type computed) {
  for (Operation *cast : casts) {
    Type want = cast->getResult(0).getType();
    if (isa<RankedTensorType>(want) &&
        tensor::CastOp::areCastCompatible(computed, want))
      continue;
    return op->emitError() << kRoiAlign << ": its result is " << computed
                           << ", which does not cast to " << want
                           << " (the type of its " << kToBuiltin << ")";
  }
  return success();
}

static LogicalResult convertROIAlign(Operation *op) {
  auto call = readROIAlign(op);
  if (failed(call) || failed(checkRoisShape(op, call->rois)) ||
      failed(checkSummationOrder(op, *call)))
    return failure();
  auto casts = builtinUsesOf(op);
  if (failed(casts))
    return failure();
  OpBuilder b(op);
  Location loc = op->getLoc();
  Value boxes = boxesOf(b, loc, call->rois);
  Value batchIndices = batchIndicesOf(b, loc, call->rois);
  auto resultType = inferROIAlignResultType(
      call->data, boxes, batchIndices, call->pooledH, call->pooledW,
      call->samplingRatio, static_cast<float>(call->spatialScale));
  if (failed(checkCastTypes(op, *casts, resultType)))
    return failure();
  auto aligned =
      call->aligned ? AlignedMode::half_pixel_for_nn : AlignedMode::asymmetric;
  auto roiAlign = ROIAlignV9Op::create(
      b, loc, resultType, call->data, boxes, batchIndices, call->pooledH,
      call->pooledW, call->samplingRatio,
      llvm::APFloat(static_cast<float>(call->spatialScale)), ROIAlignMode::avg,
      aligned);
  for (Operation *cast : *casts) {
    Value result = roiAlign.getResult();
    if (cast->getResult(0).getType() != result.getType())
      result =
          tensor::CastOp::create(b, loc, cast->getResult(0).getType(), result);
    cast->getResult(0).replaceAllUsesWith(result);
    cast->erase();
  }
  op->erase();
  return success();
}

/// torch_c's casts to torch values and back, as (into torch, out of torch):
/// out(into(x)) is x.
constexpr std::pair<StringLiteral, StringLiteral> kCastPairs[] = {
    {kFromBuiltin, kToBuiltin},
    {"torch_c.from_i64", "torch_c.to_i64"},
    {"torch_c.from_f64", "torch_c.to_f64"},
    {"torch_c.from_i1", "torch_c.to_i1"},
};

static void foldCastPairs(ModuleOp module) {
  module.walk([](Operation *op) {
    if (op->getNumOperands() != 1 || op->getNumResults() != 1)
      return;
    Operation *def = op->getOperand(0).getDefiningOp();
    for (auto [into, out] : kCastPairs) {
      if (!isNamed(op, out) || !isNamed(def, into) ||
          def->getNumOperands() != 1 ||
          def->getOperand(0).getType() != op->getResult(0).getType())
        continue;
      op->getResult(0).replaceAllUsesWith(def->getOperand(0));
      return;
    }
  });
}

/// Erases unused torch ops until none is left to erase (a constant feeding
/// only a dead cast goes in the second round). An op without results (a
/// torch.runtime.assert, a print) is kept, and so named as left over: it
/// acts by running, not by what it yields.
static void eraseDeadTorchOps(ModuleOp module) {
  bool erased = true;
  while (erased) {
    erased = false;
    SmallVector<Operation *> dead;
    module.walk([&](Operation *op) {
      if (isTorchOp(op) && op->getNumResults() > 0 && op->use_empty() &&
          op->getNumRegions() == 0)
        dead.push_back(op);
    });
    for (Operation *op : dead)
      op->erase();
    erased = !dead.empty();
  }
}

/// The torch op to name when some are left: an op torch-mlir did not lower
/// before the casts and constants that merely surround it.
static Operation *firstLeftover(ModuleOp module) {
  Operation *first = nullptr, *firstComputing = nullptr;
  module.walk([&](Operation *op) {
    if (!isForeignOp(op))
      return WalkResult::advance();
    if (!first)
      first = op;
    StringRef name = op->getName().getStringRef();
    if (name.starts_with("torch_c.") || name.starts_with("torch.constant."))
      return WalkResult::advance();
    firstComputing = op;
    return WalkResult::interrupt();
  });
  return firstComputing ? firstComputing : first;
}

namespace {
struct OVFromTorchMLIRPass
    : ov::impl::OVFromTorchMLIRBase<OVFromTorchMLIRPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Operation *> calls;
    module.walk([&](Operation *op) {
      if (isNamed(op, kRoiAlign))
        calls.push_back(op);
    });
    bool failedAny = false;
    for (Operation *op : calls)
      failedAny |= failed(convertROIAlign(op));
    if (failedAny || failed(convertTMTensorOps(module)))
      return signalPassFailure();
    foldCastPairs(module);
    eraseDeadTorchOps(module);
    if (Operation *left = firstLeftover(module)) {
      left->emitError() << "'" << left->getName()
                        << "' is left by torch-mlir and has no ov-mlir "
                           "conversion (ov-from-torch-mlir converts "
                        << kRoiAlign << ", tm_tensor.scan and "
                        << "tm_tensor.scatter)";
      signalPassFailure();
    }
  }
};
} // namespace
