// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ModuleABIChecks.cpp - The run-time checks of compiled functions ----===//
//
// `__ov_check_<name>`: computes a function's output shapes from its input
// shapes (through the ops' reified result shapes) and runs the checks that
// only the inputs' values or dynamic dims can decide, which each op's family
// gives (ModuleABICheckOpInterface); nothing here knows a family.
//
//===----------------------------------------------------------------------===//

#include "ModuleABI.h"

#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ShapeRules.h"
#include "ov/Support/Printable.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
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

static Value indexValue(OpBuilder &b, Location loc, OpFoldResult ofr) {
  return getValueOrCreateConstantIndexOp(b, loc, ofr);
}

/// Appends the checks of `op` (a clone in the check function) through its
/// family's ModuleABICheckOpInterface, each message prefixed with the op's
/// layer name and position. An ov op without the interface is an error:
/// its rules would silently go unchecked.
static LogicalResult addOpChecks(OpBuilder &b, Operation *op,
                                 RuntimeCheckList &checks) {
  auto checked = dyn_cast<ModuleABICheckOpInterface>(op);
  if (!checked) {
    if (!isa<OVDialect>(op->getDialect()))
      return success();
    return op->emitError("no run-time checks are registered for '")
           << op->getName()
           << "' (ModuleABICheckOpInterface; docs/adding-an-op.md)";
  }
  size_t first = checks.messages.size();
  checked.buildModuleABIChecks(b, checks);
  std::string where = describe(op);
  for (std::string &message : llvm::drop_begin(checks.messages, first))
    message = where + ": " + message;
  return success();
}

//===----------------------------------------------------------------------===//
// The check function
//===----------------------------------------------------------------------===//

/// The interval dims of input `i` of `func` (OpenVINO's bounded dynamic
/// dims, `ov.dims_min`/`ov.dims_max`): each dim's bounds, or empty when
/// every dynamic dim is unbounded.
static SmallVector<DimBounds> intervals(Type type, DictionaryAttr attrs) {
  SmallVector<DimBounds> bounds =
      readBounds(cast<RankedTensorType>(type), attrs);
  bool bounded = llvm::any_of(bounds, [](const DimBounds &b) {
    return !b.isStatic() && !(b == DimBounds{});
  });
  return bounded ? bounds : SmallVector<DimBounds>{};
}

SmallVector<DimBounds> abi::inputIntervals(func::FuncOp func, unsigned i) {
  return intervals(func.getArgumentTypes()[i], func.getArgAttrDict(i));
}

SmallVector<DimBounds> abi::outputIntervals(func::FuncOp func, unsigned i) {
  return intervals(func.getResultTypes()[i], func.getResultAttrDict(i));
}

/// "input 1 'data' (f32 [1, 8, 16..32, 16])": the input as a message names
/// it, with its Parameter's name where the importer kept it.
static std::string describeInput(func::FuncOp func, unsigned i,
                                 ArrayRef<DimBounds> bounds) {
  auto type = cast<RankedTensorType>(func.getArgumentTypes()[i]);
  std::string text = "input " + std::to_string(i + 1);
  if (auto name = func.getArgument(i).getLoc()->findInstanceOf<NameLoc>())
    text += " '" + printable(name.getName().getValue()) + "'";
  text += " (" + dtypeName(type.getElementType()) + " [";
  for (auto [d, b] : llvm::enumerate(bounds))
    text += (d ? ", " : "") + boundsToken(b, /*dynamicAsQuestion=*/true);
  return text + "])";
}

/// Checks that the interval dims of every input lie in their intervals:
/// one check per input with intervals, whose detail names the first dim
/// outside (`dim D: VALUE`). They come before the ops' checks, which may
/// assume the intervals.
static void addInputIntervalChecks(OpBuilder &b, func::FuncOp func,
                                   Block *entry, RuntimeCheckList &checks) {
  Location loc = func.getLoc();
  for (unsigned i = 0; i < func.getNumArguments(); ++i) {
    SmallVector<DimBounds> bounds = inputIntervals(func, i);
    if (bounds.empty())
      continue;
    Value passed = arith::ConstantIntOp::create(b, loc, 1, 1);
    Value index = arith::ConstantIntOp::create(b, loc, -1, 64);
    Value bits = arith::ConstantIntOp::create(b, loc, 0, 64);
    // From the last dim to the first, so that the first one outside wins.
    for (int64_t d = int64_t(bounds.size()) - 1; d >= 0; --d) {
      const DimBounds &bound = bounds[size_t(d)];
      if (bound.isStatic() || bound == DimBounds{})
        continue;
      Value size = arith::IndexCastOp::create(
          b, loc, b.getI64Type(),
          tensor::DimOp::create(b, loc, entry->getArgument(i), d));
      Value inside = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::sge, size,
          arith::ConstantIntOp::create(b, loc, bound.lower, 64));
      if (bound.upper != kUnboundedDim)
        inside = arith::AndIOp::create(
            b, loc, inside,
            arith::CmpIOp::create(
                b, loc, arith::CmpIPredicate::sle, size,
                arith::ConstantIntOp::create(b, loc, bound.upper, 64)));
      passed = arith::AndIOp::create(b, loc, passed, inside);
      index = arith::SelectOp::create(
          b, loc, inside, index, arith::ConstantIntOp::create(b, loc, d, 64));
      bits = arith::SelectOp::create(b, loc, inside, bits, size);
    }
    checks.add(passed,
               describeInput(func, i, bounds) +
                   " has a dim outside its interval",
               RuntimeCheckDetail{"dim", "i64", index, bits});
  }
}

/// Stores the failed check's item and value into `detail` (memref<2xi64>):
/// the first failed check's, folded like the status; (-1, 0) when the check
/// has no detail or nothing failed.
static void storeFirstDetail(OpBuilder &b, Location loc,
                             const RuntimeCheckList &checks, Value detail) {
  Value index = arith::ConstantIntOp::create(b, loc, -1, 64);
  Value bits = arith::ConstantIntOp::create(b, loc, 0, 64);
  Value noIndex = index, noBits = bits;
  for (int64_t k = checks.passed.size(); k > 0; --k) {
    const std::optional<RuntimeCheckDetail> &d = checks.details[k - 1];
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

/// An upstream run-time assertion (cf.assert in a mixed module) as one of
/// the module's checks: its condition, computed in the check function from
/// the inputs, and its message. A condition that needs an ov op's values
/// (not only its shapes) cannot be computed before the run: an error.
static LogicalResult addAssertionCheck(cf::AssertOp assertion,
                                       IRMapping &mapping,
                                       RuntimeCheckList &checks) {
  SetVector<Operation *> slice;
  BackwardSliceOptions options;
  options.omitBlockArguments = true;
  (void)getBackwardSlice(assertion.getArg(), &slice, options);
  for (Operation *op : slice)
    if (isa<OVDialect>(op->getDialect()))
      return assertion.emitError()
             << "cf.assert \"" << assertion.getMsg()
             << "\": its condition depends on the values of '" << op->getName()
             << "', which the module's checks cannot compute before the run";
  checks.add(mapping.lookup(assertion.getArg()),
             ("assertion failed: " + assertion.getMsg()).str());
  return success();
}

/// Builds `__ov_check_<name>(inputs..., dims: memref<?xi64>,
/// detail: memref<2xi64>) -> i32` from a clone of `func`'s body; returns it
/// and what the descriptor says of its checks.
FailureOr<std::pair<func::FuncOp, SmallVector<CheckDescription>>>
abi::buildCheckFunction(func::FuncOp func, int64_t loopPassLimit) {
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
  RuntimeCheckList checks;
  checks.loopPassLimit = loopPassLimit;
  addInputIntervalChecks(b, func, entry, checks);
  for (Operation &op : func.getBody().front().without_terminator()) {
    if (auto assertion = dyn_cast<cf::AssertOp>(op)) {
      if (failed(addAssertionCheck(assertion, mapping, checks)))
        return failure();
      continue;
    }
    Operation *clone = b.clone(op, mapping);
    if (failed(addOpChecks(b, clone, checks)))
      return failure();
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
