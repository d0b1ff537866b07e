// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ShapeRules.cpp - The one source of truth for ov shape rules -------===//

#include "ov/Dialect/ShapeRules.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/Support/MathExtras.h"

#include <cmath>

using namespace mlir;
using namespace mlir::ov;

//===----------------------------------------------------------------------===//
// StaticShapeArith
//===----------------------------------------------------------------------===//

int64_t StaticShapeArith::add(int64_t x, int64_t y) {
  int64_t r;
  overflowed |= __builtin_add_overflow(x, y, &r);
  return r;
}

int64_t StaticShapeArith::sub(int64_t x, int64_t y) {
  int64_t r;
  overflowed |= __builtin_sub_overflow(x, y, &r);
  return r;
}

int64_t StaticShapeArith::mul(int64_t x, int64_t y) {
  int64_t r;
  overflowed |= __builtin_mul_overflow(x, y, &r);
  return r;
}

int64_t StaticShapeArith::floorDiv(int64_t x, int64_t y) {
  if (y <= 0) { // Verified away; never divide by zero.
    overflowed = true;
    return 0;
  }
  return llvm::divideFloorSigned(x, y);
}

int64_t StaticShapeArith::ceilDiv(int64_t x, int64_t y) {
  if (y <= 0) {
    overflowed = true;
    return 0;
  }
  return llvm::divideCeilSigned(x, y);
}

//===----------------------------------------------------------------------===//
// IRShapeArith
//===----------------------------------------------------------------------===//

/// Applies `expr` (over d0, d1) to the operands, folding constants.
static OpFoldResult apply(OpBuilder &b, Location loc, AffineExpr expr,
                          ArrayRef<OpFoldResult> operands) {
  return affine::makeComposedFoldedAffineApply(b, loc, expr, operands);
}

OpFoldResult IRShapeArith::constant(int64_t v) {
  return builder.getIndexAttr(v);
}

OpFoldResult IRShapeArith::add(OpFoldResult x, OpFoldResult y) {
  AffineExpr d0, d1;
  bindDims(builder.getContext(), d0, d1);
  return apply(builder, loc, d0 + d1, {x, y});
}

OpFoldResult IRShapeArith::sub(OpFoldResult x, OpFoldResult y) {
  AffineExpr d0, d1;
  bindDims(builder.getContext(), d0, d1);
  return apply(builder, loc, d0 - d1, {x, y});
}

OpFoldResult IRShapeArith::mul(OpFoldResult x, int64_t y) {
  AffineExpr d0 = getAffineDimExpr(0, builder.getContext());
  return apply(builder, loc, d0 * y, {x});
}

OpFoldResult IRShapeArith::floorDiv(OpFoldResult x, int64_t y) {
  AffineExpr d0 = getAffineDimExpr(0, builder.getContext());
  return apply(builder, loc, d0.floorDiv(y), {x});
}

OpFoldResult IRShapeArith::ceilDiv(OpFoldResult x, int64_t y) {
  AffineExpr d0 = getAffineDimExpr(0, builder.getContext());
  return apply(builder, loc, d0.ceilDiv(y), {x});
}

OpFoldResult IRShapeArith::max(OpFoldResult x, OpFoldResult y) {
  AffineExpr d0, d1;
  bindDims(builder.getContext(), d0, d1);
  AffineMap map = AffineMap::get(2, 0, {d0, d1}, builder.getContext());
  return affine::makeComposedFoldedAffineMax(builder, loc, map, {x, y});
}

//===----------------------------------------------------------------------===//
// Static entry points
//===----------------------------------------------------------------------===//

using StaticRules = PoolSizeRules<StaticShapeArith>;

std::optional<int64_t> ov::dilatedKernelSize(const PoolAxis &p) {
  StaticShapeArith a;
  int64_t dk = StaticRules::dilatedKernel(a, p);
  if (a.overflowed)
    return std::nullopt;
  return dk;
}

std::optional<std::pair<int64_t, int64_t>>
ov::resolvePads(int64_t dim, const PoolAxis &p, AutoPad autoPad) {
  StaticShapeArith a;
  auto pads = StaticRules::resolvePads(a, dim, p, autoPad);
  if (a.overflowed)
    return std::nullopt;
  return pads;
}

std::optional<int64_t> ov::pooledOutputSize(int64_t dim, const PoolAxis &p,
                                            AutoPad autoPad,
                                            RoundingType rounding) {
  StaticShapeArith a;
  int64_t size = StaticRules::outputSize(a, dim, p, autoPad, rounding);
  if (a.overflowed)
    return std::nullopt;
  return size;
}

//===----------------------------------------------------------------------===//
// MaxPool verification and shape inference
//===----------------------------------------------------------------------===//

/// `list` must hold one value per spatial axis (the kernel's length).
static LogicalResult verifyListLength(StringRef name, ArrayRef<int64_t> list,
                                      const PoolingAttrs &attrs,
                                      const ShapeDiagnostics &diag) {
  size_t k = attrs.spatialRank();
  if (list.size() == k)
    return success();
  return diag.fail("expected ", name, " to have one value per spatial axis (",
                   k, ", the length of kernel), got ", list.size());
}

/// Every value of `list` must be at least `minimum`.
static LogicalResult verifyAtLeast(StringRef name, ArrayRef<int64_t> list,
                                   int64_t minimum,
                                   const ShapeDiagnostics &diag) {
  for (auto [i, v] : llvm::enumerate(list))
    if (v < minimum)
      return diag.fail("expected ", name, "[", i, "] >= ", minimum, ", got ",
                       v);
  return success();
}

/// Range checks on the attribute values.
static LogicalResult verifyAttributeValues(const PoolingAttrs &attrs,
                                           const ShapeDiagnostics &diag) {
  if (failed(verifyAtLeast("kernel", attrs.kernel, 1, diag)) ||
      failed(verifyAtLeast("strides", attrs.strides, 1, diag)) ||
      failed(verifyAtLeast("dilations", attrs.dilations, 1, diag)) ||
      failed(verifyAtLeast("pads_begin", attrs.padsBegin, 0, diag)) ||
      failed(verifyAtLeast("pads_end", attrs.padsEnd, 0, diag)))
    return failure();
  return success();
}

/// The output size of one static spatial axis, after checking that the
/// dilated kernel fits in the padded input.
static FailureOr<int64_t> inferStaticSpatialDim(const PoolingAttrs &attrs,
                                                unsigned axis, int64_t dim,
                                                const ShapeDiagnostics &diag) {
  PoolAxis p = attrs.axis(axis);
  std::optional<int64_t> dk = dilatedKernelSize(p);
  std::optional<std::pair<int64_t, int64_t>> pads =
      resolvePads(dim, p, attrs.autoPad);
  std::optional<int64_t> padded;
  if (pads) {
    StaticShapeArith a;
    padded = a.add(a.add(dim, pads->first), pads->second);
    if (a.overflowed)
      padded = std::nullopt;
  }
  if (!pads)
    return diag.fail("computing the ", stringifyAutoPad(attrs.autoPad),
                     " pads overflows int64 at spatial axis ", axis,
                     " (input dim ", axis + 2, " = ", dim,
                     ", kernel = ", p.kernel, ", dilation = ", p.dilation,
                     ", stride = ", p.stride, ")");
  if (!dk || !padded)
    return diag.fail("shape arithmetic overflows int64 at spatial axis ", axis,
                     " (input dim ", axis + 2, " = ", dim,
                     ", kernel = ", p.kernel, ", dilation = ", p.dilation,
                     ", stride = ", p.stride, ", pads = ", pads->first, "/",
                     pads->second, ")");
  if (*dk > *padded)
    return diag.fail("expected the dilated kernel ((kernel - 1) * dilation + "
                     "1 = (",
                     p.kernel, " - 1) * ", p.dilation, " + 1 = ", *dk,
                     ") to fit in the padded input (input + pads_begin + "
                     "pads_end = ",
                     dim, " + ", pads->first, " + ", pads->second, " = ",
                     *padded, ") at spatial axis ", axis, " (input dim ",
                     axis + 2, ")");
  std::optional<int64_t> out =
      pooledOutputSize(dim, p, attrs.autoPad, attrs.rounding);
  if (!out)
    return diag.fail("shape arithmetic overflows int64 at spatial axis ", axis);
  // The lowerings address the last window's taps as (out - 1) * stride +
  // (kernel - 1) * dilation; ceil rounding lets that pass the padded input by
  // up to stride - 1, so it is checked on its own.
  StaticShapeArith a;
  a.add(a.mul(*out - 1, p.stride), *dk);
  if (a.overflowed)
    return diag.fail("the last window of spatial axis ", axis, " ((", *out,
                     " - 1) * stride ", p.stride, " + dilated kernel ", *dk,
                     ") overflows int64");
  return *out;
}

/// Stricter than OpenVINO: a tensor whose static dims alone make its size in
/// bytes overflow int64 can be neither allocated nor addressed, so the types
/// that declare one are rejected here rather than wrapping in the lowerings.
/// `sizing`, when set, says how the element size was chosen instead of
/// naming `elementType` (a type the tensor may not have).
static LogicalResult verifyAddressableShape(ArrayRef<int64_t> shape,
                                            Type elementType, StringRef name,
                                            const ShapeDiagnostics &diag,
                                            StringRef sizing = "") {
  StaticShapeArith a;
  int64_t bytes =
      elementType.isIntOrFloat()
          ? std::max<int64_t>(1, (elementType.getIntOrFloatBitWidth() + 7) / 8)
          : 1;
  for (int64_t dim : shape)
    if (!ShapedType::isDynamic(dim))
      bytes = a.mul(bytes, dim);
  if (!a.overflowed)
    return success();
  std::string dims;
  llvm::raw_string_ostream os(dims);
  llvm::interleaveComma(shape, os, [&](int64_t dim) {
    if (ShapedType::isDynamic(dim))
      os << '?';
    else
      os << dim;
  });
  if (!sizing.empty())
    return diag.fail("expected ", name, " to fit in 2^63 - 1 bytes at ", sizing,
                     ", but its static dims [", dims, "] overflow int64");
  return diag.fail("expected ", name, " to fit in 2^63 - 1 bytes, but its ",
                   "static dims [", dims, "] of ", elementType,
                   " overflow int64");
}

LogicalResult ov::verifyAddressable(Type type, StringRef name,
                                    const ShapeDiagnostics &diag) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!ranked)
    return success();
  return verifyAddressableShape(ranked.getShape(), ranked.getElementType(),
                                name, diag);
}

FailureOr<SmallVector<int64_t>>
ov::inferPoolingShape(const PoolingAttrs &attrs, Type inputType,
                      const ShapeDiagnostics &diag) {
  // Checks in OpenVINO's order (docs/semantics.md 1.2): pad lengths, rank,
  // strides/dilations lengths, kernel length, values, N/C, kernel fit.
  if (failed(verifyListLength("pads_begin", attrs.padsBegin, attrs, diag)) ||
      failed(verifyListLength("pads_end", attrs.padsEnd, attrs, diag)))
    return failure();
  unsigned k = attrs.spatialRank();
  auto ranked = dyn_cast<RankedTensorType>(inputType);
  if (ranked && (ranked.getRank() < 3 || ranked.getRank() > 5))
    return diag.fail("expected an input of rank 3, 4 or 5 ([N, C, "
                     "spatial...]), got rank ",
                     ranked.getRank());
  if (failed(verifyListLength("strides", attrs.strides, attrs, diag)) ||
      failed(verifyListLength("dilations", attrs.dilations, attrs, diag)))
    return failure();
  if (ranked) {
    int64_t rank = ranked.getRank();
    if (k != rank - 2)
      return diag.fail("expected kernel to have one value per spatial axis "
                       "of the rank-",
                       rank, " input (", rank - 2, "), got ", k);
  } else if (k < 1 || k > 3) {
    return diag.fail("expected kernel to have 1, 2 or 3 values (one per "
                     "spatial axis), got ",
                     k);
  }
  if (failed(verifyAttributeValues(attrs, diag)))
    return failure();

  if (!ranked)
    return SmallVector<int64_t>(2 + k, ShapedType::kDynamic);

  ArrayRef<int64_t> in = ranked.getShape();
  if (in[0] == 0)
    return diag.fail("expected a non-zero batch size (input dim 0), got 0");
  if (in[1] == 0)
    return diag.fail("expected a non-zero channel count (input dim 1), got 0");

  SmallVector<int64_t> out{in[0], in[1]};
  for (unsigned axis = 0; axis < k; ++axis) {
    int64_t dim = in[axis + 2];
    if (ShapedType::isDynamic(dim)) {
      out.push_back(ShapedType::kDynamic);
      continue;
    }
    FailureOr<int64_t> size = inferStaticSpatialDim(attrs, axis, dim, diag);
    if (failed(size))
      return failure();
    out.push_back(*size);
  }
  // Our stricter checks come after OpenVINO's, whose messages take
  // precedence. v8's indices may be i64: the output must be addressable at
  // 8 bytes per element.
  if (failed(verifyAddressable(ranked, "input", diag)))
    return failure();
  // The message says how elements were sized: naming i64 would name a type
  // that MaxPool-1 and AvgPool results never have.
  Type widest = IntegerType::get(ranked.getContext(), 64);
  std::string sizing = "8 bytes per element (the widest pooling result, "
                       "MaxPool-8/14's i64 indices)";
  if (ranked.getElementType().isIntOrFloat() &&
      ranked.getElementType().getIntOrFloatBitWidth() > 64) {
    widest = ranked.getElementType();
    sizing = "";
  }
  if (failed(verifyAddressableShape(out, widest, "the output", diag, sizing)))
    return failure();
  return out;
}

FailureOr<int64_t> ov::normalizeMaxPoolAxis(int64_t axis, int64_t rank,
                                            const ShapeDiagnostics &diag) {
  if (axis < -rank || axis >= rank)
    return diag.fail("expected axis in [", -rank, ", ", rank - 1,
                     "] for a rank-", rank, " input, got ", axis);
  return axisFromZero(axis, rank);
}

//===----------------------------------------------------------------------===//
// Operand ranks and dims
//===----------------------------------------------------------------------===//

LogicalResult ov::verifyRank(Type type, int64_t rank, StringRef name,
                             StringRef layout, const ShapeDiagnostics &diag) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!ranked || ranked.getRank() == rank)
    return success();
  return diag.fail("expected ", name, " of rank ", rank, " (", layout,
                   "), got rank ", ranked.getRank());
}

int64_t ov::dimOrDynamic(Type type, unsigned i) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  return ranked ? ranked.getDimSize(i) : ShapedType::kDynamic;
}

//===----------------------------------------------------------------------===//
// Result types
//===----------------------------------------------------------------------===//

LogicalResult ov::verifyResultType(Type declared,
                                   ArrayRef<int64_t> inferredShape,
                                   Type inferredElementType,
                                   StringRef resultName,
                                   const ShapeDiagnostics &diag) {
  auto shaped = cast<ShapedType>(declared);
  if (inferredElementType && shaped.getElementType() != inferredElementType)
    return diag.fail("expected result '", resultName, "' to have element type ",
                     inferredElementType, ", got ", shaped.getElementType());
  if (!shaped.hasRank())
    return success();
  if (shaped.getRank() != static_cast<int64_t>(inferredShape.size()))
    return diag.fail("expected result '", resultName, "' of rank ",
                     inferredShape.size(), ", got rank ", shaped.getRank());
  SmallVector<int64_t> refined;
  for (auto [i, got, want] :
       llvm::enumerate(shaped.getShape(), inferredShape)) {
    if (!ShapedType::isDynamic(got) && !ShapedType::isDynamic(want) &&
        got != want)
      return diag.fail("result '", resultName, "' dim ", i, " is ", got,
                       ", but the input and attributes give ", want);
    refined.push_back(ShapedType::isDynamic(got) ? want : got);
  }
  // Each side may be addressable alone while the type shape inference
  // refines the result to (a declared huge dim next to inferred ones) is not:
  // reject it here, not in a later pass.
  return verifyAddressableShape(refined, shaped.getElementType(),
                                ("result '" + resultName + "'").str(), diag);
}

//===----------------------------------------------------------------------===//
// Dim intervals
//===----------------------------------------------------------------------===//

SmallVector<DimBounds> ov::boundsOfType(Type type) {
  SmallVector<DimBounds> bounds;
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!ranked)
    return bounds;
  for (int64_t dim : ranked.getShape())
    bounds.push_back(ShapedType::isDynamic(dim) ? DimBounds{}
                                                : DimBounds{dim, dim});
  return bounds;
}

SmallVector<DimBounds> ov::readBounds(Type type, DictionaryAttr attrs) {
  SmallVector<DimBounds> bounds = boundsOfType(type);
  auto lower = attrs ? attrs.getAs<DenseI64ArrayAttr>(kDimsMinAttrName)
                     : DenseI64ArrayAttr();
  auto upper = attrs ? attrs.getAs<DenseI64ArrayAttr>(kDimsMaxAttrName)
                     : DenseI64ArrayAttr();
  if (!lower || !upper || size_t(lower.size()) != bounds.size() ||
      size_t(upper.size()) != bounds.size())
    return bounds;
  for (auto [dim, lo, hi] :
       llvm::zip_equal(bounds, lower.asArrayRef(), upper.asArrayRef()))
    if (!dim.isStatic())
      dim = {lo, hi < 0 ? kUnboundedDim : hi};
  return bounds;
}

SmallVector<NamedAttribute> ov::boundsAttributes(Type type,
                                                 ArrayRef<DimBounds> bounds) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!ranked || size_t(ranked.getRank()) != bounds.size() ||
      llvm::all_of(llvm::zip_equal(ranked.getShape(), bounds), [](auto pair) {
        auto [dim, b] = pair;
        return !ShapedType::isDynamic(dim) || b == DimBounds{};
      }))
    return {};
  SmallVector<int64_t> lower, upper;
  for (const DimBounds &b : bounds) {
    lower.push_back(b.lower);
    upper.push_back(b.upper == kUnboundedDim ? -1 : b.upper);
  }
  Builder builder(type.getContext());
  return {builder.getNamedAttr(kDimsMinAttrName,
                               builder.getDenseI64ArrayAttr(lower)),
          builder.getNamedAttr(kDimsMaxAttrName,
                               builder.getDenseI64ArrayAttr(upper))};
}

std::string ov::formatBounds(const DimBounds &b) {
  if (b.isStatic())
    return std::to_string(b.lower);
  std::string text = std::to_string(b.lower) + "..";
  if (b.upper != kUnboundedDim)
    text += std::to_string(b.upper);
  return text;
}

bool ov::admitsDim(const DimBounds &b, int64_t value) {
  return b.lower <= value && (b.upper == kUnboundedDim || value <= b.upper);
}

std::optional<DimBounds> ov::intersectBounds(const DimBounds &x,
                                             const DimBounds &y) {
  DimBounds r{std::max(x.lower, y.lower), x.upper == kUnboundedDim ? y.upper
                                          : y.upper == kUnboundedDim
                                              ? x.upper
                                              : std::min(x.upper, y.upper)};
  if (r.upper != kUnboundedDim && r.upper < r.lower)
    return std::nullopt;
  return r;
}

FailureOr<SmallVector<DimBounds>>
ov::inferPoolingBounds(const PoolingAttrs &attrs, ArrayRef<DimBounds> input,
                       const ShapeDiagnostics &diag) {
  SmallVector<DimBounds> out(input.take_front(2));
  for (unsigned axis = 0; axis < attrs.spatialRank(); ++axis) {
    const DimBounds &in = input[axis + 2];
    PoolAxis p = attrs.axis(axis);
    // A window count at one end of the interval; at least 1, as OpenVINO's
    // interval inference clamps it (only static dims must fit the kernel).
    auto size = [&](int64_t dim) -> std::optional<int64_t> {
      if (dim == kUnboundedDim)
        return kUnboundedDim;
      std::optional<int64_t> n =
          pooledOutputSize(dim, p, attrs.autoPad, attrs.rounding);
      return n ? std::optional<int64_t>(std::max<int64_t>(*n, 1)) : n;
    };
    if (in.isStatic()) {
      std::optional<int64_t> n =
          pooledOutputSize(in.lower, p, attrs.autoPad, attrs.rounding);
      if (!n)
        return diag.fail("shape arithmetic overflows int64 at spatial axis ",
                         axis);
      out.push_back({*n, *n});
      continue;
    }
    // Same padding depends on the dim itself: OpenVINO leaves it unbounded.
    if (attrs.autoPad == AutoPad::same_upper ||
        attrs.autoPad == AutoPad::same_lower) {
      out.push_back({});
      continue;
    }
    std::optional<int64_t> lower = size(in.lower), upper = size(in.upper);
    if (!lower || !upper)
      return diag.fail("shape arithmetic overflows int64 at spatial axis ",
                       axis, " (input dim ", axis + 2, " = ", formatBounds(in),
                       ")");
    out.push_back({*lower, *upper});
  }
  return out;
}

//===----------------------------------------------------------------------===//
// IR entry points
//===----------------------------------------------------------------------===//

static OpFoldResult mixedDim(OpBuilder &b, Location loc, Value shaped,
                             int64_t dim) {
  if (isa<MemRefType>(shaped.getType()))
    return memref::getMixedSize(b, loc, shaped, dim);
  return tensor::getMixedSize(b, loc, shaped, dim);
}

SmallVector<std::pair<OpFoldResult, OpFoldResult>>
ov::reifyPoolingPads(OpBuilder &b, Location loc, Value input,
                     const PoolingAttrs &attrs) {
  IRShapeArith a{b, loc};
  SmallVector<std::pair<OpFoldResult, OpFoldResult>> pads;
  for (unsigned i = 0; i < attrs.spatialRank(); ++i)
    pads.push_back(PoolSizeRules<IRShapeArith>::resolvePads(
        a, mixedDim(b, loc, input, i + 2), attrs.axis(i), attrs.autoPad));
  return pads;
}

SmallVector<OpFoldResult>
ov::reifyPoolingOutputShape(OpBuilder &b, Location loc, Value input,
                            const PoolingAttrs &attrs) {
  IRShapeArith a{b, loc};
  SmallVector<OpFoldResult> shape{mixedDim(b, loc, input, 0),
                                  mixedDim(b, loc, input, 1)};
  for (unsigned i = 0; i < attrs.spatialRank(); ++i)
    shape.push_back(PoolSizeRules<IRShapeArith>::outputSize(
        a, mixedDim(b, loc, input, i + 2), attrs.axis(i), attrs.autoPad,
        attrs.rounding));
  return shape;
}
