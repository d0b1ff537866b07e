//===- ModuleABIChecks.cpp - The run-time checks of compiled functions ----===//
//
// `__ov_check_<name>`: computes a function's output shapes from its input
// shapes (through the ops' reified result shapes) and runs the checks that
// only the inputs' values or dynamic dims can decide.
//
//===----------------------------------------------------------------------===//

#include "ModuleABI.h"

#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ShapeRules.h"
#include "ov/Semantics/KernelBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/FormatVariadic.h"

#include <limits>
#include <optional>
#include <string>

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::abi;

namespace {

/// What a check over items (boxes) reports when it fails, besides its
/// message: the first failing item and its value, which the runtime appends
/// to the message ("(box 3: inf)"; runtime/ABI.md, `detail` lines).
struct CheckDetail {
  std::string item;  // what the index counts: "box"
  std::string dtype; // how the value's bits read: "i64", "u64" or "f64"
  Value index;       // i64
  Value bits;        // i64 (an f64's bits for "f64")
};

/// The checks of one function, in order; check K (1-based) fails with
/// messages[K-1] and, where details[K-1] is set, its item and value.
struct CheckList {
  SmallVector<Value> passed; // i1 values
  SmallVector<std::string> messages;
  SmallVector<std::optional<CheckDetail>> details;

  void add(Value ok, std::string message,
           std::optional<CheckDetail> detail = std::nullopt) {
    passed.push_back(ok);
    messages.push_back(std::move(message));
    details.push_back(std::move(detail));
  }
};

/// A loop-carried check over items: whether every item so far passed, and
/// the first failing item's index and value bits (i64 both).
struct FirstFailure {
  Value ok, index, bits;

  static FirstFailure initial(OpBuilder &b, Location loc) {
    return {arith::ConstantIntOp::create(b, loc, 1, 1),
            arith::ConstantIntOp::create(b, loc, -1, 64),
            arith::ConstantIntOp::create(b, loc, 0, 64)};
  }
  /// Unpacks three loop-carried values from `acc` at `at`.
  static FirstFailure at(ValueRange acc, unsigned at) {
    return {acc[at], acc[at + 1], acc[at + 2]};
  }
  void appendTo(SmallVectorImpl<Value> &values) const {
    values.append({ok, index, bits});
  }
  /// This state after item `index` (an index value), which passed iff
  /// `okHere`, with value bits `bitsHere`.
  FirstFailure next(OpBuilder &b, Location loc, Value okHere, Value itemIndex,
                    Value bitsHere) const {
    Value yes = arith::ConstantIntOp::create(b, loc, 1, 1);
    Value failsHere = arith::XOrIOp::create(b, loc, okHere, yes);
    Value first = arith::AndIOp::create(b, loc, ok, failsHere);
    Value index64 =
        arith::IndexCastOp::create(b, loc, b.getI64Type(), itemIndex);
    return {arith::AndIOp::create(b, loc, ok, okHere),
            arith::SelectOp::create(b, loc, first, index64, index),
            arith::SelectOp::create(b, loc, first, bitsHere, bits)};
  }
  CheckDetail detail(StringRef item, StringRef dtype) const {
    return {item.str(), dtype.str(), index, bits};
  }
};

} // namespace

/// The bits of a floating-point `value` widened to f64, as i64.
static Value f64Bits(OpBuilder &b, Location loc, Value value) {
  if (!value.getType().isF64())
    value = arith::ExtFOp::create(b, loc, b.getF64Type(), value);
  return arith::BitcastOp::create(b, loc, b.getI64Type(), value);
}

/// `values[i]` for the first i whose `bad[i]` holds, else the last value.
static Value firstBad(OpBuilder &b, Location loc, ArrayRef<Value> bad,
                      ArrayRef<Value> values) {
  Value chosen = values.back();
  for (int64_t i = int64_t(values.size()) - 2; i >= 0; --i)
    chosen = arith::SelectOp::create(b, loc, bad[i], values[i], chosen);
  return chosen;
}

static Value indexValue(OpBuilder &b, Location loc, OpFoldResult ofr) {
  return getValueOrCreateConstantIndexOp(b, loc, ofr);
}

static Value cmpIndex(OpBuilder &b, Location loc, arith::CmpIPredicate pred,
                      Value x, Value y) {
  return arith::CmpIOp::create(b, loc, pred, x, y);
}

/// Values the check function can read: those not computed by ov ops
/// (function arguments and constants). Others are only clamped.
static bool isReadableInCheck(Value value) {
  Operation *def = value.getDefiningOp();
  return !def || !isa<OVDialect>(def->getDialect());
}

/// MaxPool (every version): dynamic N/C must be non-zero, every dynamic
/// spatial axis must fit the dilated kernel (output size >= 1), and i32
/// indices must fit.
static void addMaxPoolChecks(OpBuilder &b, MaxPoolOpInterface op,
                             CheckList &checks) {
  Location loc = op.getLoc();
  Value input = op.getInput();
  auto type = cast<RankedTensorType>(input.getType());
  PoolingAttrs attrs = op.getPoolingAttrs();
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  std::string where = describe(op);
  auto dim = [&](int64_t d) {
    return indexValue(b, loc, tensor::getMixedSize(b, loc, input, d));
  };
  if (type.isDynamicDim(0))
    checks.add(cmpIndex(b, loc, arith::CmpIPredicate::sge, dim(0), one),
               where + ": the batch size (input dim 0) is 0");
  if (type.isDynamicDim(1))
    checks.add(cmpIndex(b, loc, arith::CmpIPredicate::sge, dim(1), one),
               where + ": the channel count (input dim 1) is 0");
  // The rule of the verifier, at run time: dk <= D + pads (with ceil
  // rounding an output size >= 1 does not imply it).
  auto pads = reifyPoolingPads(b, loc, input, attrs);
  for (unsigned j = 0; j < attrs.spatialRank(); ++j) {
    if (!type.isDynamicDim(j + 2))
      continue;
    int64_t dk = *dilatedKernelSize(attrs.axis(j));
    Value padded = arith::AddIOp::create(
        b, loc, dim(j + 2),
        arith::AddIOp::create(b, loc, indexValue(b, loc, pads[j].first),
                              indexValue(b, loc, pads[j].second)));
    checks.add(cmpIndex(b, loc, arith::CmpIPredicate::sge, padded,
                        arith::ConstantIndexOp::create(b, loc, dk)),
               llvm::formatv("{0}: the dilated kernel ({1}) does not fit in "
                             "the padded input at spatial axis {2}",
                             where, dk, j));
  }
  Type indexType = op.getIndexElementTypeOrNull();
  if (!indexType || !indexType.isSignlessInteger(32))
    return;
  int64_t axis = op.getIndicesAxisFromZero();
  bool anyDynamic = false;
  Value product = one;
  for (int64_t d = axis; d < type.getRank(); ++d) {
    anyDynamic |= type.isDynamicDim(d);
    product = arith::MulIOp::create(b, loc, product, dim(d));
  }
  if (anyDynamic)
    checks.add(
        cmpIndex(b, loc, arith::CmpIPredicate::sle, product,
                 arith::ConstantIndexOp::create(b, loc, kMaxI32IndexRange)),
        llvm::formatv("{0}: the index range (the product of the input "
                      "dims from axis {1} on) exceeds 2^31 - 1, the "
                      "limit of i32 indices",
                      where, axis));
}

/// ROIAlign's checks of the boxes' values: finite after scaling and, with
/// sampling_ratio = 0, adaptive sample counts at most kMaxSamplesPerAxis and,
/// in the aligned modes, not negative. `count` boxes are read.
static void addBoxChecks(OpBuilder &b, ROIAlignOpInterface op, Value count,
                         CheckList &checks) {
  Location loc = op.getLoc();
  std::string where = describe(op);
  Value rois = op.getRois();
  ROIAlignAttrs attrs = op.getROIAlignAttrs();
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value step = arith::ConstantIndexOp::create(b, loc, 1);
  bool adaptive = attrs.samplingRatio == 0;
  // The aligned modes have no minimum box size: a bin of size <= -1 gives a
  // negative adaptive count, on which OpenVINO fails an internal assertion.
  // A count of 0 (no samples) is fine.
  bool checkNegative = adaptive && attrs.isAligned();
  unsigned numChecks = 1 + adaptive + checkNegative;
  Type floatType = getElementTypeOrSelf(rois.getType());
  Value scale =
      arith::ConstantOp::create(b, loc, b.getF32FloatAttr(attrs.spatialScale));
  SmallVector<Value> initial;
  for (unsigned i = 0; i < numChecks; ++i)
    FirstFailure::initial(b, loc).appendTo(initial);
  // Each check carries (ok, first failing box, its value): 3 values.
  auto loop = scf::ForOp::create(
      b, loc, zero, count, step, initial,
      [&](OpBuilder &lb, Location l, Value r, ValueRange acc) {
        RoundedArith a(lb, l, floatType);
        SmallVector<Value> coords, scaled, bad;
        Value infinity = a.constant(std::numeric_limits<double>::infinity());
        Value yes = arith::ConstantIntOp::create(lb, l, 1, 1);
        for (int64_t i = 0; i < 4; ++i) {
          Value col = arith::ConstantIndexOp::create(lb, l, i);
          coords.push_back(
              tensor::ExtractOp::create(lb, l, rois, ValueRange{r, col}));
          scaled.push_back(a.mulByF32(coords.back(), scale));
          Value magnitude = math::AbsFOp::create(lb, l, scaled.back());
          bad.push_back(
              arith::XOrIOp::create(lb, l, a.lt(magnitude, infinity), yes));
        }
        Value finite = arith::XOrIOp::create(
            lb, l,
            arith::OrIOp::create(lb, l,
                                 arith::OrIOp::create(lb, l, bad[0], bad[1]),
                                 arith::OrIOp::create(lb, l, bad[2], bad[3])),
            yes);
        SmallVector<Value> results;
        FirstFailure::at(acc, 0)
            .next(lb, l, finite, r,
                  f64Bits(lb, l, firstBad(lb, l, bad, scaled)))
            .appendTo(results);
        if (adaptive) {
          ROIGeometry g = buildROIGeometry(a, coords[0], coords[1], coords[2],
                                           coords[3], scale, attrs);
          auto [nx, ny] = buildAdaptiveSampleCounts(a, g);
          Value limit = a.constant(double(kMaxSamplesPerAxis));
          // Ordered compares: a NaN count is rejected here too.
          Value nxOk = a.le(nx, limit), nyOk = a.le(ny, limit);
          Value nxBad = arith::XOrIOp::create(lb, l, nxOk, yes);
          FirstFailure::at(acc, 3)
              .next(lb, l, arith::AndIOp::create(lb, l, nxOk, nyOk), r,
                    f64Bits(lb, l, firstBad(lb, l, {nxBad}, {nx, ny})))
              .appendTo(results);
          if (checkNegative) {
            Value none = a.constant(0.0);
            Value nxSigned = a.ge(nx, none), nySigned = a.ge(ny, none);
            Value nxNegative = arith::XOrIOp::create(lb, l, nxSigned, yes);
            FirstFailure::at(acc, 6)
                .next(lb, l, arith::AndIOp::create(lb, l, nxSigned, nySigned),
                      r,
                      f64Bits(lb, l, firstBad(lb, l, {nxNegative}, {nx, ny})))
                .appendTo(results);
          }
        }
        scf::YieldOp::create(lb, l, results);
      });
  auto result = [&](unsigned check) {
    return FirstFailure::at(loop.getResults(), 3 * check);
  };
  checks.add(result(0).ok,
             where + ": a box has a non-finite coordinate after scaling by "
                     "spatial_scale",
             result(0).detail("box", "f64"));
  if (!adaptive)
    return;
  checks.add(result(1).ok,
             llvm::formatv("{0}: a box needs more than {1} samples per bin "
                           "axis (sampling_ratio = 0 with a huge box)",
                           where, kMaxSamplesPerAxis),
             result(1).detail("box", "f64"));
  if (checkNegative)
    checks.add(result(2).ok,
               llvm::formatv("{0}: a box has a negative adaptive sample count "
                             "(a bin size of -1 or less, aligned_mode = {1} "
                             "with sampling_ratio = 0)",
                             where, stringifyAlignedMode(attrs.alignedMode)),
               result(2).detail("box", "f64"));
}

/// ROIAlign (every version): matching ROI counts, a non-empty feature map,
/// batch indices in [0, N), and the boxes' checks (addBoxChecks).
static void addROIAlignChecks(OpBuilder &b, ROIAlignOpInterface op,
                              CheckList &checks) {
  Location loc = op.getLoc();
  std::string where = describe(op);
  Value rois = op.getRois(), batchIndices = op.getBatchIndices();
  auto dim = [&](Value v, int64_t d) {
    return indexValue(b, loc, tensor::getMixedSize(b, loc, v, d));
  };
  Value roiCount = dim(rois, 0), indexCount = dim(batchIndices, 0);
  if (cast<RankedTensorType>(rois.getType()).isDynamicDim(0) ||
      cast<RankedTensorType>(batchIndices.getType()).isDynamicDim(0))
    checks.add(cmpIndex(b, loc, arith::CmpIPredicate::eq, roiCount, indexCount),
               where + ": rois dim 0 differs from batch_indices dim 0");
  auto dataType = cast<RankedTensorType>(op.getData().getType());
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  if (dataType.isDynamicDim(2) || dataType.isDynamicDim(3))
    checks.add(arith::AndIOp::create(b, loc,
                                     cmpIndex(b, loc, arith::CmpIPredicate::sge,
                                              dim(op.getData(), 2), one),
                                     cmpIndex(b, loc, arith::CmpIPredicate::sge,
                                              dim(op.getData(), 3), one)),
               where + ": the feature map is empty (data dim 2 or 3 is 0)");
  Value count = arith::MinSIOp::create(b, loc, roiCount, indexCount);
  Value batch = dim(op.getData(), 0);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value step = arith::ConstantIndexOp::create(b, loc, 1);

  if (isReadableInCheck(batchIndices)) {
    Type elementType = getElementTypeOrSelf(batchIndices.getType());
    bool isUnsigned = isUnsignedInteger(elementType);
    Type intType = toSignlessType(elementType);
    SmallVector<Value> initial;
    FirstFailure::initial(b, loc).appendTo(initial);
    auto loop = scf::ForOp::create(
        b, loc, zero, count, step, initial,
        [&](OpBuilder &lb, Location l, Value r, ValueRange acc) {
          // Cast the scalar: a signless view of the tensor would not
          // bufferize.
          Value raw = castToSignless(
              lb, l, tensor::ExtractOp::create(lb, l, batchIndices, r));
          Value wide = raw;
          if (intType.getIntOrFloatBitWidth() < 64)
            wide = isUnsigned
                       ? arith::ExtUIOp::create(lb, l, lb.getI64Type(), raw)
                             .getResult()
                       : arith::ExtSIOp::create(lb, l, lb.getI64Type(), raw)
                             .getResult();
          Value n = arith::IndexCastOp::create(lb, l, lb.getI64Type(), batch);
          Value zero64 = arith::ConstantIntOp::create(lb, l, 0, 64);
          // Unsigned 64-bit values above INT64_MAX read as negative: out.
          Value ok = arith::AndIOp::create(
              lb, l,
              arith::CmpIOp::create(lb, l, arith::CmpIPredicate::sge, wide,
                                    zero64),
              arith::CmpIOp::create(lb, l, arith::CmpIPredicate::slt, wide, n));
          SmallVector<Value> results;
          FirstFailure::at(acc, 0).next(lb, l, ok, r, wide).appendTo(results);
          scf::YieldOp::create(lb, l, results);
        });
    FirstFailure result = FirstFailure::at(loop.getResults(), 0);
    checks.add(result.ok,
               where + ": a batch index is outside [0, N) (N = data dim 0)",
               result.detail("box", isUnsigned ? "u64" : "i64"));
  }

  if (isReadableInCheck(rois))
    addBoxChecks(b, op, count, checks);
}

//===----------------------------------------------------------------------===//
// The check function
//===----------------------------------------------------------------------===//

/// Stores the failed check's item and value into `detail` (memref<2xi64>):
/// the first failed check's, folded like the status; (-1, 0) when the check
/// has no detail or nothing failed.
static void storeFirstDetail(OpBuilder &b, Location loc,
                             const CheckList &checks, Value detail) {
  Value index = arith::ConstantIntOp::create(b, loc, -1, 64);
  Value bits = arith::ConstantIntOp::create(b, loc, 0, 64);
  Value noIndex = index, noBits = bits;
  for (int64_t k = checks.passed.size(); k > 0; --k) {
    const std::optional<CheckDetail> &d = checks.details[k - 1];
    Value passed = checks.passed[k - 1];
    index =
        arith::SelectOp::create(b, loc, passed, index, d ? d->index : noIndex);
    bits = arith::SelectOp::create(b, loc, passed, bits, d ? d->bits : noBits);
  }
  Value values[] = {index, bits};
  for (auto [i, value] : llvm::enumerate(values))
    memref::StoreOp::create(
        b, loc, value, detail,
        ValueRange{arith::ConstantIndexOp::create(b, loc, i)});
}

/// Builds `__ov_check_<name>(inputs..., dims: memref<?xi64>,
/// detail: memref<2xi64>) -> i32` from a clone of `func`'s body; returns it
/// and what the descriptor says of its checks.
FailureOr<std::pair<func::FuncOp, SmallVector<CheckDescription>>>
abi::buildCheckFunction(func::FuncOp func) {
  Location loc = func.getLoc();
  MLIRContext *ctx = func.getContext();
  if (!func.getBody().hasOneBlock())
    return func.emitError("ov-compile needs single-block functions"), failure();
  OpBuilder b(func);
  auto dimsType = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  SmallVector<Type> argTypes(func.getArgumentTypes());
  argTypes.push_back(dimsType);
  argTypes.push_back(MemRefType::get({2}, b.getI64Type()));
  auto check =
      func::FuncOp::create(b, loc, ("__ov_check_" + func.getSymName()).str(),
                           FunctionType::get(ctx, argTypes, {b.getI32Type()}));
  check->setAttr("llvm.emit_c_interface", UnitAttr::get(ctx));
  Block *entry = check.addEntryBlock();
  b.setInsertionPointToStart(entry);

  IRMapping mapping;
  for (auto [from, to] : llvm::zip(func.getArguments(), entry->getArguments()))
    mapping.map(from, to);
  CheckList checks;
  for (Operation &op : func.getBody().front().without_terminator()) {
    Operation *clone = b.clone(op, mapping);
    if (auto pool = dyn_cast<MaxPoolOpInterface>(clone))
      addMaxPoolChecks(b, pool, checks);
    else if (auto roi = dyn_cast<ROIAlignOpInterface>(clone))
      addROIAlignChecks(b, roi, checks);
  }

  // Output dims, output after output.
  Value dims = entry->getArguments().drop_back().back();
  int64_t position = 0;
  for (Value result : func.getBody().front().getTerminator()->getOperands()) {
    Value mapped = mapping.lookupOrDefault(result);
    auto type = cast<RankedTensorType>(mapped.getType());
    for (int64_t d = 0; d < type.getRank(); ++d) {
      Value size = indexValue(b, loc, tensor::getMixedSize(b, loc, mapped, d));
      Value at = arith::ConstantIndexOp::create(b, loc, position++);
      memref::StoreOp::create(
          b, loc, arith::IndexCastOp::create(b, loc, b.getI64Type(), size),
          dims, ValueRange{at});
    }
  }

  // The first failed check wins: fold from the last one.
  Value status = arith::ConstantIntOp::create(b, loc, 0, 32);
  for (int64_t k = checks.passed.size(); k > 0; --k)
    status =
        arith::SelectOp::create(b, loc, checks.passed[k - 1], status,
                                arith::ConstantIntOp::create(b, loc, k, 32));
  storeFirstDetail(b, loc, checks, entry->getArguments().back());
  func::ReturnOp::create(b, loc, status);

  // Resolve the dims of ov results through their reified shapes; the ov ops
  // are then dead.
  RewritePatternSet patterns(ctx);
  memref::populateResolveRankedShapedTypeResultDimsPatterns(patterns);
  tensor::DimOp::getCanonicalizationPatterns(patterns, ctx);
  if (failed(applyPatternsGreedily(check, std::move(patterns))))
    return check.emitError("cannot resolve the output shapes"), failure();
  Operation *leftover = nullptr;
  check.walk([&](Operation *op) {
    if (isa<OVDialect>(op->getDialect()))
      leftover = op;
  });
  if (leftover)
    return leftover->emitError("the output shapes of this op cannot be "
                               "computed from the input shapes"),
           failure();
  SmallVector<CheckDescription> descriptions;
  for (auto [message, detail] : llvm::zip(checks.messages, checks.details))
    descriptions.push_back(
        {message, detail ? detail->item + " " + detail->dtype : ""});
  return std::make_pair(check, std::move(descriptions));
}
