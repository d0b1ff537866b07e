// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolKernel.cpp - MaxPool's semantics as IR ---------------------===//

#include "ov/Semantics/MaxPoolKernel.h"
#include "ov/Dialect/ShapeRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/APFloat.h"

using namespace mlir;
using namespace mlir::ov;

Value ov::buildPoolInitValue(OpBuilder &b, Location loc, Type elementType) {
  if (auto floatType = dyn_cast<FloatType>(elementType)) {
    if (floatType.isF16() || floatType.isBF16()) {
      // OpenVINO evaluates f16 in f32: f32's lowest, rounded to T.
      llvm::APFloat lowest =
          llvm::APFloat::getLargest(llvm::APFloat::IEEEsingle(), true);
      bool losesInfo;
      lowest.convert(floatType.getFloatSemantics(),
                     llvm::APFloat::rmNearestTiesToEven, &losesInfo);
      return arith::ConstantOp::create(b, loc, floatType,
                                       b.getFloatAttr(floatType, lowest));
    }
    llvm::APFloat lowest =
        llvm::APFloat::getLargest(floatType.getFloatSemantics(), true);
    return arith::ConstantOp::create(b, loc, floatType,
                                     b.getFloatAttr(floatType, lowest));
  }
  auto integer = cast<IntegerType>(elementType);
  auto signless = IntegerType::get(b.getContext(), integer.getWidth());
  llvm::APInt lowest = integer.isUnsigned()
                           ? llvm::APInt::getZero(integer.getWidth())
                           : llvm::APInt::getSignedMinValue(integer.getWidth());
  return arith::ConstantOp::create(b, loc, signless,
                                   b.getIntegerAttr(signless, lowest));
}

Value ov::buildStrictlyGreater(OpBuilder &b, Location loc, Value tap,
                               Value best, bool isUnsigned) {
  // Scalars or vectors alike.
  if (isa<FloatType>(getElementTypeOrSelf(tap.getType())))
    return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, tap, best);
  return arith::CmpIOp::create(b, loc,
                               isUnsigned ? arith::CmpIPredicate::ugt
                                          : arith::CmpIPredicate::sgt,
                               tap, best);
}

/// `v` (index or a signless integer) as `type`.
static Value castInteger(OpBuilder &b, Location loc, Value v, Type type) {
  if (v.getType() == type)
    return v;
  return arith::IndexCastOp::create(b, loc, type, v);
}

MaxPoolWindow ov::buildMaxPoolWindow(
    OpBuilder &b, Location loc, Value input, const PoolingAttrs &attrs,
    ArrayRef<std::pair<OpFoldResult, OpFoldResult>> pads, Type indexType) {
  MaxPoolWindow w{attrs, indexType, {}, {}, false};
  w.isUnsigned = isUnsignedInteger(
      cast<RankedTensorType>(input.getType()).getElementType());
  for (unsigned j = 0; j < attrs.spatialRank(); ++j) {
    Value dim = getValueOrCreateConstantIndexOp(
        b, loc, tensor::getMixedSize(b, loc, input, j + 2));
    w.inputDims.push_back(castInteger(b, loc, dim, indexType));
    Value pad = getValueOrCreateConstantIndexOp(b, loc, pads[j].first);
    w.padsBegin.push_back(castInteger(b, loc, pad, indexType));
  }
  return w;
}

SmallVector<Value> ov::buildMaxPoolTapUpdate(OpBuilder &b, Location loc,
                                             const MaxPoolWindow &w, Value tap,
                                             ValueRange coords, ValueRange best,
                                             Value valid) {
  Value greater = buildStrictlyGreater(b, loc, tap, best[0], w.isUnsigned);
  if (valid)
    greater = arith::AndIOp::create(b, loc, valid, greater);
  SmallVector<Value> next{
      arith::SelectOp::create(b, loc, greater, tap, best[0])};
  if (best.size() == 1)
    return next;
  Value flat = coords[0];
  for (unsigned j = 1; j < coords.size(); ++j)
    flat = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, flat, w.inputDims[j]), coords[j]);
  flat = castInteger(b, loc, flat, best[1].getType());
  next.push_back(arith::SelectOp::create(b, loc, greater, flat, best[1]));
  return next;
}

MaxPoolIndexing ov::buildMaxPoolIndexing(OpBuilder &b, Location loc,
                                         Value input, const MaxPoolWindow &w,
                                         Value channels, int64_t axis) {
  MaxPoolIndexing ix;
  ix.channels = channels;
  ix.planeSize =
      w.indexType.isIndex()
          ? arith::ConstantIndexOp::create(b, loc, 1).getResult()
          : arith::ConstantIntOp::create(b, loc, w.indexType, 1).getResult();
  for (Value d : w.inputDims)
    ix.planeSize = arith::MulIOp::create(b, loc, ix.planeSize, d);
  // Verified ops have an axis in range; the indices are already below the
  // product of all dims.
  int64_t rank = cast<RankedTensorType>(input.getType()).getRank();
  int64_t normalized = axisFromZero(axis, rank);
  if (normalized == 0)
    return ix;
  Value product = arith::ConstantIndexOp::create(b, loc, 1);
  for (int64_t d = normalized; d < rank; ++d)
    product = arith::MulIOp::create(
        b, loc, product,
        getValueOrCreateConstantIndexOp(
            b, loc, tensor::getMixedSize(b, loc, input, d)));
  ix.modulus = castInteger(b, loc, product, w.indexType);
  return ix;
}

Value ov::buildMaxPoolIndex(OpBuilder &b, Location loc,
                            const MaxPoolIndexing &ix, Value n, Value c,
                            Value spatial) {
  Value plane = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, n, ix.channels), c);
  Value index = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, plane, ix.planeSize), spatial);
  if (ix.modulus)
    index = arith::RemUIOp::create(b, loc, index, ix.modulus);
  return index;
}
