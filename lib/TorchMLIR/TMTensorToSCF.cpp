// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TMTensorToSCF.cpp - torch-mlir's tm_tensor ops as scf loops --------===//
//
// torch-mlir lowers cumsum (and so nonzero, which MultiScaleRoIAlign's level
// mapper uses) to `tm_tensor.scan`, and index_put to `tm_tensor.scatter`:
// ops of its own TMTensor dialect, unknown to this MLIR. Each becomes a loop
// nest of scf.for over tensor.extract and tensor.insert, with the op's
// combining region inlined, on tensors, so that bufferization treats it as
// the rest of the module. A scatter writes nothing for an index outside the
// original tensor, and reads no update row that has no index row: like the
// ov kernels, the loops clamp every data-dependent address.
//
//===----------------------------------------------------------------------===//

#include "TMTensorToSCF.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;

static Value indexConst(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIndexOp::create(b, loc, v);
}

/// The sizes of a ranked tensor, as index values.
static SmallVector<Value> sizesOf(OpBuilder &b, Location loc, Value tensor) {
  auto type = cast<RankedTensorType>(tensor.getType());
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < type.getRank(); ++d)
    sizes.push_back(type.isDynamicDim(d)
                        ? tensor::DimOp::create(b, loc, tensor, d).getResult()
                        : indexConst(b, loc, type.getDimSize(d)));
  return sizes;
}

/// Checks that `op` has one region of one block taking (lhs, rhs) scalars and
/// ending in tm_tensor.yield of one value of type `yielded`.
static LogicalResult checkCombiner(Operation *op, StringRef name, Type lhs,
                                   Type rhs, Type yielded) {
  auto fail = [&]() {
    return op->emitError() << name << ": its region must be one block taking ("
                           << lhs << ", " << rhs << ") and ending in "
                           << "tm_tensor.yield of one " << yielded;
  };
  if (op->getNumRegions() != 1 || !op->getRegion(0).hasOneBlock())
    return fail();
  Block &block = op->getRegion(0).front();
  if (block.getNumArguments() != 2 || block.getArgument(0).getType() != lhs ||
      block.getArgument(1).getType() != rhs || block.empty())
    return fail();
  Operation *yield = &block.back();
  if (yield->getName().getStringRef() != "tm_tensor.yield" ||
      yield->getNumOperands() != 1 || yield->getOperand(0).getType() != yielded)
    return fail();
  return success();
}

/// Inlines `region`'s single block on `args` and returns what it yields.
static FailureOr<Value> inlineCombiner(OpBuilder &b, Region &region,
                                       ValueRange args) {
  if (!region.hasOneBlock() || region.front().getNumArguments() != 2 ||
      region.front().empty())
    return failure();
  Block &block = region.front();
  // The block ends in tm_tensor.yield, an unregistered op: not known as a
  // terminator here, so it is taken as the last op by position.
  Operation *yield = &block.back();
  if (yield->getName().getStringRef() != "tm_tensor.yield" ||
      yield->getNumOperands() != 1)
    return failure();
  IRMapping map;
  map.map(block.getArguments(), args);
  for (Operation &op : block)
    if (&op != yield)
      b.clone(op, map);
  return map.lookupOrDefault(yield->getOperand(0));
}

/// tm_tensor.scan(input; output, accumulator) {dimension, inclusive}:
/// output[..., i, ...] = combine(output[..., i - 1, ...], input[..., i, ...]),
/// output[..., 0, ...] = input[..., 0, ...]; the accumulator gets the last.
static LogicalResult convertScan(Operation *op) {
  auto dimAttr = op->getAttrOfType<IntegerAttr>("dimension");
  auto inclusive = op->getAttrOfType<BoolAttr>("inclusive");
  if (op->getNumOperands() != 3 || op->getNumResults() != 2 || !dimAttr ||
      !inclusive || !isa<RankedTensorType>(op->getOperand(0).getType()))
    return op->emitError("tm_tensor.scan: expected (input; output, "
                         "accumulator) ranked tensors with 'dimension' and "
                         "'inclusive'");
  if (!inclusive.getValue())
    return op->emitError("tm_tensor.scan: an exclusive scan has no ov-mlir "
                         "conversion (torch-mlir's cumsum is inclusive)");
  Value input = op->getOperand(0);
  auto inType = cast<RankedTensorType>(input.getType());
  // Read as a signed APInt: an i128 attribute past int64 must not wrap.
  const APInt &rawDim = dimAttr.getValue();
  int64_t dim = rawDim.getSignificantBits() <= 64 ? rawDim.getSExtValue() : -1;
  if (dim < 0 || dim >= inType.getRank())
    return op->emitError() << "tm_tensor.scan: dimension "
                           << llvm::toString(rawDim, 10, /*Signed=*/true)
                           << " is out of range for an input of rank "
                           << inType.getRank();
  // The output has the input's type; the accumulator the input's shape
  // without `dimension`; each result the type of its init.
  auto accShape = llvm::to_vector(inType.getShape());
  accShape.erase(accShape.begin() + dim);
  auto accType = RankedTensorType::get(accShape, inType.getElementType());
  Type outType = op->getOperand(1).getType(),
       accGot = op->getOperand(2).getType();
  if (outType != inType || accGot != accType ||
      op->getResult(0).getType() != outType ||
      op->getResult(1).getType() != accGot)
    return op->emitError() << "tm_tensor.scan: expected output " << inType
                           << " and accumulator " << accType
                           << " as operands and results, got " << outType
                           << " and " << accGot;
  Type element = inType.getElementType();
  if (failed(checkCombiner(op, "tm_tensor.scan", element, element, element)))
    return failure();
  OpBuilder b(op);
  Location loc = op->getLoc();
  SmallVector<Value> sizes = sizesOf(b, loc, input);
  Value zero = indexConst(b, loc, 0), one = indexConst(b, loc, 1);
  SmallVector<Value> lbs(sizes.size(), zero), steps(sizes.size(), one);
  bool bad = false;
  auto nest = scf::buildLoopNest(
      b, loc, lbs, sizes, steps,
      ValueRange{op->getOperand(1), op->getOperand(2)},
      [&](OpBuilder &nb, Location nloc, ValueRange ivs,
          ValueRange iters) -> scf::ValueVector {
        Value x = tensor::ExtractOp::create(nb, nloc, input, ivs);
        // The previous output along `dim`, read at max(i - 1, 0) so that
        // the first element reads in bounds (and is not used).
        SmallVector<Value> prevIdx(ivs);
        Value back = arith::SubIOp::create(nb, nloc, ivs[dim], one);
        prevIdx[dim] = arith::MaxSIOp::create(nb, nloc, back, zero);
        Value prev = tensor::ExtractOp::create(nb, nloc, iters[0], prevIdx);
        auto combined = inlineCombiner(nb, op->getRegion(0), {prev, x});
        bad |= failed(combined);
        Value first = arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::eq,
                                            ivs[dim], zero);
        Value value = arith::SelectOp::create(
            nb, nloc, first, x, succeeded(combined) ? *combined : x);
        Value out = tensor::InsertOp::create(nb, nloc, value, iters[0], ivs);
        // The accumulator takes every value along `dim`: the last stays.
        SmallVector<Value> accIdx(ivs);
        accIdx.erase(accIdx.begin() + dim);
        Value acc = tensor::InsertOp::create(nb, nloc, value, iters[1], accIdx);
        return {out, acc};
      });
  if (bad)
    return op->emitError("tm_tensor.scan: its region must take two values "
                         "and yield one");
  op->replaceAllUsesWith(nest.results);
  op->erase();
  return success();
}

namespace {
/// A tm_tensor.scatter's operands and form, once verified.
struct ScatterForm {
  Value updates, indices, original;
  RankedTensorType idxType, origType;
  ArrayRef<int64_t> dimMap;
  /// The update slice has the original's rank (indexed dims of size 1,
  /// offset by the index), else that rank less the index depth.
  bool fullSlice = false;
};
} // namespace

/// Verifies a tm_tensor.scatter's operands, attributes and region, naming
/// the op and the value of what does not fit.
static FailureOr<ScatterForm> readScatter(Operation *op) {
  auto dimMap = op->getAttrOfType<DenseI64ArrayAttr>("dimension_map");
  if (op->getNumOperands() != 3 || op->getNumResults() != 1 || !dimMap)
    return op->emitError("tm_tensor.scatter: expected (updates, indices; "
                         "original) with 'dimension_map'");
  ScatterForm form{op->getOperand(0), op->getOperand(1), op->getOperand(2),
                   nullptr,           nullptr,           dimMap.asArrayRef()};
  auto updType = dyn_cast<RankedTensorType>(form.updates.getType());
  form.idxType = dyn_cast<RankedTensorType>(form.indices.getType());
  form.origType = dyn_cast<RankedTensorType>(form.original.getType());
  int64_t depth = static_cast<int64_t>(dimMap.size());
  if (!updType || !form.idxType || !form.origType ||
      form.idxType.getRank() != 2 || updType.getRank() < 1)
    return op->emitError("tm_tensor.scatter: expected ranked updates, "
                         "indices [N, depth] and original");
  RankedTensorType idxType = form.idxType, origType = form.origType;
  int64_t rank = origType.getRank();
  if (op->getResult(0).getType() != origType)
    return op->emitError() << "tm_tensor.scatter: its result "
                           << op->getResult(0).getType()
                           << " is not the original's type " << origType;
  auto idxElement = dyn_cast<IntegerType>(idxType.getElementType());
  if (!idxElement || !idxElement.isSignless() || idxType.isDynamicDim(1) ||
      idxType.getDimSize(1) != depth)
    return op->emitError()
           << "tm_tensor.scatter: expected signless integer indices "
           << "[N, " << depth << "] (one column per "
           << "dimension_map entry), got " << idxType;
  if (depth < 1 || depth > rank)
    return op->emitError() << "tm_tensor.scatter: an index depth of " << depth
                           << " does not fit an original of rank " << rank;
  for (auto [k, d] : llvm::enumerate(dimMap.asArrayRef()))
    if (d < 0 || d >= rank ||
        llvm::is_contained(dimMap.asArrayRef().take_front(k), d))
      return op->emitError()
             << "tm_tensor.scatter: dimension_map[" << k << "] = " << d
             << " is out of range for rank " << rank << " or repeated";
  if (failed(checkCombiner(op, "tm_tensor.scatter", updType.getElementType(),
                           origType.getElementType(),
                           origType.getElementType())))
    return failure();
  int64_t sliceRank = updType.getRank() - 1;
  form.fullSlice = sliceRank == rank;
  if (!form.fullSlice && sliceRank != rank - depth)
    return op->emitError("tm_tensor.scatter: an update slice of rank ")
           << sliceRank << " does not fit an original of rank " << rank
           << " indexed in " << depth << " dims";
  return form;
}

/// The original's coordinate that update position `ivs` (row, then the
/// slice position) writes: the slice position, then the indexed dims.
static SmallVector<Value> scatterCoordinate(OpBuilder &b, Location loc,
                                            const ScatterForm &form,
                                            ValueRange ivs) {
  int64_t rank = form.origType.getRank();
  SmallVector<Value> coord;
  if (form.fullSlice) {
    coord.assign(ivs.begin() + 1, ivs.end());
  } else {
    coord.assign(rank, Value());
    unsigned next = 1;
    for (int64_t d = 0; d < rank; ++d)
      if (!llvm::is_contained(form.dimMap, d))
        coord[d] = ivs[next++];
  }
  for (auto [k, d] : llvm::enumerate(form.dimMap)) {
    Value raw = tensor::ExtractOp::create(
        b, loc, form.indices, ValueRange{ivs[0], indexConst(b, loc, k)});
    Value at = arith::IndexCastOp::create(b, loc, b.getIndexType(), raw);
    coord[d] = form.fullSlice
                   ? arith::AddIOp::create(b, loc, coord[d], at).getResult()
                   : at;
  }
  return coord;
}

/// tm_tensor.scatter(updates, indices; original) {dimension_map}: for each
/// row i of indices and each position s of an update slice,
/// original[coordinate(i, s)] = combine(updates[i, s...], original[...]).
static LogicalResult convertScatter(Operation *op) {
  FailureOr<ScatterForm> form = readScatter(op);
  if (failed(form))
    return failure();
  OpBuilder b(op);
  Location loc = op->getLoc();
  SmallVector<Value> updSizes = sizesOf(b, loc, form->updates);
  SmallVector<Value> origSizes = sizesOf(b, loc, form->original);
  Value zero = indexConst(b, loc, 0), one = indexConst(b, loc, 1);
  SmallVector<Value> lbs(updSizes.size(), zero), steps(updSizes.size(), one);
  Value rows = form->idxType.isDynamicDim(0)
                   ? tensor::DimOp::create(b, loc, form->indices, 0).getResult()
                   : indexConst(b, loc, form->idxType.getDimSize(0));
  updSizes[0] = arith::MinUIOp::create(b, loc, rows, updSizes[0]);
  bool bad = false;
  auto nest = scf::buildLoopNest(
      b, loc, lbs, updSizes, steps, ValueRange{form->original},
      [&](OpBuilder &nb, Location nloc, ValueRange ivs,
          ValueRange iters) -> scf::ValueVector {
        SmallVector<Value> coord = scatterCoordinate(nb, nloc, *form, ivs);
        Value inside = arith::ConstantIntOp::create(nb, nloc, 1, 1);
        for (auto [at, size] : llvm::zip(coord, origSizes))
          inside = arith::AndIOp::create(
              nb, nloc, inside,
              arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::ult, at,
                                    size));
        auto write = scf::IfOp::create(
            nb, nloc, inside,
            [&](OpBuilder &tb, Location tloc) {
              Value update =
                  tensor::ExtractOp::create(tb, tloc, form->updates, ivs);
              Value old = tensor::ExtractOp::create(tb, tloc, iters[0], coord);
              auto v = inlineCombiner(tb, op->getRegion(0), {update, old});
              bad |= failed(v);
              Value out = tensor::InsertOp::create(
                  tb, tloc, succeeded(v) ? *v : update, iters[0], coord);
              scf::YieldOp::create(tb, tloc, out);
            },
            [&](OpBuilder &eb, Location eloc) {
              scf::YieldOp::create(eb, eloc, iters[0]);
            });
        return {write.getResult(0)};
      });
  if (bad)
    return op->emitError("tm_tensor.scatter: its region must take two values "
                         "and yield one");
  op->replaceAllUsesWith(nest.results);
  op->erase();
  return success();
}

LogicalResult mlir::ov::convertTMTensorOps(ModuleOp module) {
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    StringRef name = op->getName().getStringRef();
    if (name == "tm_tensor.scan" || name == "tm_tensor.scatter")
      ops.push_back(op);
  });
  bool failedAny = false;
  for (Operation *op : ops)
    failedAny |= failed(op->getName().getStringRef() == "tm_tensor.scan"
                            ? convertScan(op)
                            : convertScatter(op));
  return failure(failedAny);
}
