// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CheckHelpers.cpp - What the families' run-time checks share -------===//

#include "ov/Semantics/CheckHelpers.h"
#include "ov/Dialect/ShapeRules.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/FormatVariadic.h"

#include <limits>

using namespace mlir;
using namespace mlir::ov;

bool ov::isReadableInCheck(Value value) {
  Operation *def = value.getDefiningOp();
  return !def || !isa<OVDialect>(def->getDialect());
}

Value ov::dimValue(OpBuilder &b, Location loc, Value tensor, int64_t dim) {
  return getValueOrCreateConstantIndexOp(
      b, loc, tensor::getMixedSize(b, loc, tensor, dim));
}

Value ov::cmpIndex(OpBuilder &b, Location loc, arith::CmpIPredicate pred,
                   Value x, Value y) {
  return arith::CmpIOp::create(b, loc, pred, x, y);
}

Value ov::f64Bits(OpBuilder &b, Location loc, Value value) {
  if (!value.getType().isF64())
    value = arith::ExtFOp::create(b, loc, b.getF64Type(), value);
  return arith::BitcastOp::create(b, loc, b.getI64Type(), value);
}

Value ov::firstBad(OpBuilder &b, Location loc, ArrayRef<Value> bad,
                   ArrayRef<Value> values) {
  Value chosen = values.back();
  for (int64_t i = int64_t(values.size()) - 2; i >= 0; --i)
    chosen = arith::SelectOp::create(b, loc, bad[i], values[i], chosen);
  return chosen;
}

FirstFailure FirstFailure::initial(OpBuilder &b, Location loc) {
  return {arith::ConstantIntOp::create(b, loc, 1, 1),
          arith::ConstantIntOp::create(b, loc, -1, 64),
          arith::ConstantIntOp::create(b, loc, 0, 64)};
}

FirstFailure FirstFailure::next(OpBuilder &b, Location loc, Value okHere,
                                Value itemIndex, Value bitsHere) const {
  Value yes = arith::ConstantIntOp::create(b, loc, 1, 1);
  Value failsHere = arith::XOrIOp::create(b, loc, okHere, yes);
  Value first = arith::AndIOp::create(b, loc, ok, failsHere);
  Value index64 = arith::IndexCastOp::create(b, loc, b.getI64Type(), itemIndex);
  return {arith::AndIOp::create(b, loc, ok, okHere),
          arith::SelectOp::create(b, loc, first, index64, index),
          arith::SelectOp::create(b, loc, first, bitsHere, bits)};
}

SmallVector<FirstFailure>
ov::buildFirstFailureLoop(OpBuilder &b, Location loc, Value count,
                          unsigned numChecks,
                          function_ref<void(OpBuilder &b, Location loc,
                                            Value item, CheckReporter report)>
                              checkItem) {
  SmallVector<Value> initial;
  for (unsigned i = 0; i < numChecks; ++i)
    FirstFailure::initial(b, loc).appendTo(initial);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value step = arith::ConstantIndexOp::create(b, loc, 1);
  // Each check carries (ok, first failing item, its value): 3 values.
  auto loop = scf::ForOp::create(
      b, loc, zero, count, step, initial,
      [&](OpBuilder &lb, Location l, Value item, ValueRange acc) {
        SmallVector<Value> results;
        checkItem(lb, l, item, [&](Value ok, Value bits) {
          FirstFailure::at(acc, results.size())
              .next(lb, l, ok, item, bits)
              .appendTo(results);
        });
        scf::YieldOp::create(lb, l, results);
      });
  SmallVector<FirstFailure> failures;
  for (unsigned i = 0; i < numChecks; ++i)
    failures.push_back(FirstFailure::at(loop.getResults(), 3 * i));
  return failures;
}

/// D + pads_begin + pads_end must fit in int64 (huge explicit pads over a
/// dynamic dim pass the verifier; no check where both pads are 0): its own
/// check, before the kernel-fit check, which the wrapped sum would fail with a
/// misleading message. Pads are >= 0 (verifier), so D <= (INT64_MAX - begin) -
/// end never wraps. The message names the dim and the pads; the runtime appends
/// the dim's value
/// ("(dim 2: 5)", a `detail` line).
static void addPaddedSizeCheck(OpBuilder &b, Location loc, Value size,
                               int64_t dim,
                               std::pair<OpFoldResult, OpFoldResult> pads,
                               AutoPad autoPad, RuntimeCheckList &checks) {
  std::optional<int64_t> first = getConstantIntValue(pads.first);
  std::optional<int64_t> second = getConstantIntValue(pads.second);
  if (first == 0 && second == 0)
    return; // D itself fits.
  Value begin = getValueOrCreateConstantIndexOp(b, loc, pads.first);
  Value end = getValueOrCreateConstantIndexOp(b, loc, pads.second);
  Value limit = arith::SubIOp::create(
      b, loc,
      arith::SubIOp::create(b, loc,
                            arith::ConstantIndexOp::create(
                                b, loc, std::numeric_limits<int64_t>::max()),
                            begin),
      end);
  std::string padText =
      first && second ? llvm::formatv("pads ({0} + {1})", *first, *second).str()
                      : ("its " + stringifyAutoPad(autoPad) + " pads").str();
  RuntimeCheckDetail detail{
      "dim", "i64", arith::ConstantIntOp::create(b, loc, dim, 64),
      arith::IndexCastOp::create(b, loc, b.getI64Type(), size)};
  checks.add(cmpIndex(b, loc, arith::CmpIPredicate::sle, size, limit),
             llvm::formatv("input dim {0} + {1} overflows int64", dim, padText),
             detail);
}

void ov::addPoolingShapeChecks(OpBuilder &b, Location loc, Value input,
                               const PoolingAttrs &attrs,
                               RuntimeCheckList &checks) {
  auto type = cast<RankedTensorType>(input.getType());
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  auto dim = [&](int64_t d) { return dimValue(b, loc, input, d); };
  if (type.isDynamicDim(0))
    checks.add(cmpIndex(b, loc, arith::CmpIPredicate::sge, dim(0), one),
               "the batch size (input dim 0) is 0");
  if (type.isDynamicDim(1))
    checks.add(cmpIndex(b, loc, arith::CmpIPredicate::sge, dim(1), one),
               "the channel count (input dim 1) is 0");
  // The rule of the verifier, at run time: dk <= D + pads (with ceil
  // rounding an output size >= 1 does not imply it), once D + pads is known
  // to fit in int64.
  auto pads = reifyPoolingPads(b, loc, input, attrs);
  for (unsigned j = 0; j < attrs.spatialRank(); ++j) {
    if (!type.isDynamicDim(j + 2))
      continue;
    int64_t dk = *dilatedKernelSize(attrs.axis(j));
    Value begin = getValueOrCreateConstantIndexOp(b, loc, pads[j].first);
    Value end = getValueOrCreateConstantIndexOp(b, loc, pads[j].second);
    addPaddedSizeCheck(b, loc, dim(j + 2), j + 2, pads[j], attrs.autoPad,
                       checks);
    Value padded = arith::AddIOp::create(
        b, loc, dim(j + 2), arith::AddIOp::create(b, loc, begin, end));
    checks.add(cmpIndex(b, loc, arith::CmpIPredicate::sge, padded,
                        arith::ConstantIndexOp::create(b, loc, dk)),
               llvm::formatv("the dilated kernel ({0}) does not fit in the "
                             "padded input at spatial axis {1}",
                             dk, j));
  }
}

Value ov::buildLoopNestPassesBelow(OpBuilder &b, Location loc,
                                   ArrayRef<Value> trips, int64_t limit) {
  auto f64 = [&](double v) {
    return arith::ConstantOp::create(b, loc, b.getF64FloatAttr(v)).getResult();
  };
  Value one = f64(1.0);
  Value passes = f64(0.0); // the innermost body makes none
  for (Value trip : llvm::reverse(trips)) {
    Value t =
        trip.getType().isF64()
            ? trip
            : arith::ExtFOp::create(b, loc, b.getF64Type(), trip).getResult();
    passes = arith::AddFOp::create(
        b, loc,
        arith::MulFOp::create(b, loc, t,
                              arith::AddFOp::create(b, loc, passes, one)),
        one);
  }
  return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, passes,
                               f64(double(limit)));
}

std::string ov::adaptiveLoopPassMessage(int64_t limit) {
  return llvm::formatv(
      "a box's adaptive samples per bin (sampling_ratio = 0; the detail "
      "gives their number) would make a GPU thread exceed the target's "
      "limit of {0} loop passes (loop-pass-limit; Mesa's llvmpipe stops "
      "longer loops early)",
      limit);
}
