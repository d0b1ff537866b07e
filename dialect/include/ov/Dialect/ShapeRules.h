// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ShapeRules.h - The shape rules the op families share -----*- C++ -*-===//
//
// The pooling families' rules (MaxPool, AvgPool: pad resolution, explicit /
// valid / same_upper / same_lower, the pooled output size with floor, ceil
// and ceil_torch rounding, every attribute rule of docs/semantics.md 1.2-1.5)
// and what every family's rules use: diagnostics, ranks, addressable sizes,
// the result type check and dim intervals. The verifiers, shape inference,
// the lowerings and the importer call these; the ROI families' rules are the
// ROI base's (ROIOps.h), and what only one family has is in its
// <Family>Ops.cpp.
//
// The size arithmetic is written once, as templates over an arithmetic
// domain, and instantiated twice:
//   - StaticShapeArith: int64_t with overflow detection (verification,
//     shape inference, the importer);
//   - IRShapeArith: OpFoldResult, building folded affine.apply/affine.max ops
//     (reified dynamic output sizes and pads for the lowerings).
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_SHAPERULES_H
#define OV_DIALECT_SHAPERULES_H

#include "ov/Dialect/FamilyAttrs.h"
#include "ov/Dialect/OVOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/OpDefinition.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>
#include <utility>

namespace mlir::ov {

//===----------------------------------------------------------------------===//
// Pooling parameters
//===----------------------------------------------------------------------===//

/// The largest index range (the product of the input dims from `axis` on)
/// that MaxPool-8 accepts with i32 indices: 2^31 - 1, as the spec of the
/// hardening work states it (the indices themselves stay below it).
inline constexpr int64_t kMaxI32IndexRange = (int64_t(1) << 31) - 1;

/// Most ROIAlign samples per bin axis: the bound of an explicit
/// `sampling_ratio` (verifier) and of the adaptive count ceil(bin size)
/// (the compiled module's input check). With both axes bounded, nx * ny stays
/// below 2^24 and a box cannot run for hours.
inline constexpr int64_t kMaxSamplesPerAxis = 4096;

/// The most bytes one constant tensor may take (4 GiB) where the tools
/// materialise it: the OpenVINO IR importer and exporter (weights) and
/// ov-compile (the module's read-only data). A splat of 2^40 elements is
/// cheap in MLIR but not once written out.
inline constexpr int64_t kMaxConstantBytes = int64_t(1) << 32;

//===----------------------------------------------------------------------===//
// The size arithmetic, once, over an arithmetic domain
//===----------------------------------------------------------------------===//

/// `Arith` provides a value type `V` and: `V constant(int64_t)`,
/// `V add(V, V)`, `V sub(V, V)`, `V mul(V, int64_t)`,
/// `V floorDiv(V, int64_t)`, `V ceilDiv(V, int64_t)`, `V max(V, V)`.
/// Divisors are strides and 2: always positive once verified.
template <typename Arith> struct PoolSizeRules {
  using V = typename Arith::V;

  /// (kernel - 1) * dilation + 1.
  static V dilatedKernel(Arith &a, const PoolAxis &p) {
    return a.add(a.mul(a.sub(a.constant(p.kernel), a.constant(1)), p.dilation),
                 a.constant(1));
  }

  /// docs/semantics.md 1.3: the pads actually applied to an input dim of size
  /// `dim`. explicit keeps the attributes, valid uses 0, same_* pads so that
  /// ceil(dim / stride) windows fit, the odd pad going last (same_upper) or
  /// first (same_lower).
  static std::pair<V, V> resolvePads(Arith &a, V dim, const PoolAxis &p,
                                     AutoPad autoPad) {
    switch (autoPad) {
    case AutoPad::explicit_:
      return {a.constant(p.padBegin), a.constant(p.padEnd)};
    case AutoPad::valid:
      return {a.constant(0), a.constant(0)};
    case AutoPad::same_upper:
    case AutoPad::same_lower: {
      // P = max(0, (ceil(D / s) - 1) * s + dk - D)
      V windows = a.ceilDiv(dim, p.stride);
      V needed = a.add(a.mul(a.sub(windows, a.constant(1)), p.stride),
                       dilatedKernel(a, p));
      V total = a.max(a.constant(0), a.sub(needed, dim));
      V half = a.floorDiv(total, 2);
      V rest = a.sub(total, half);
      if (autoPad == AutoPad::same_upper)
        return {half, rest};
      return {rest, half};
    }
    }
    llvm_unreachable("unknown auto_pad");
  }

  /// docs/semantics.md 1.4: round((D + pb + pe - dk) / s) + 1, with floor or
  /// ceil (exact integer division; ceil has no torch-style clamp), or
  /// ceil_torch: ceil without the last window when it starts past the input.
  static V outputSize(Arith &a, V dim, V padBegin, V padEnd, const PoolAxis &p,
                      RoundingType rounding) {
    V span = a.sub(a.add(a.add(dim, padBegin), padEnd), dilatedKernel(a, p));
    if (rounding == RoundingType::floor)
      return a.add(a.floorDiv(span, p.stride), a.constant(1));
    V steps = a.ceilDiv(span, p.stride);
    if (rounding == RoundingType::ceil_torch)
      steps = a.sub(steps, startsPastInput(a, steps, dim, padBegin, p));
    return a.add(steps, a.constant(1));
  }

  /// 1 when the window at `steps` starts at or past D + pads_begin (its
  /// first tap is padding), else 0; always 0 when D + pads_begin is 0, where
  /// OpenVINO's unsigned D + pads_begin - 1 wraps and keeps the window
  /// (docs/semantics.md 6.1). Written with max only, so that it also builds
  /// as affine IR: with e = D + pb >= 0 and y = max(0, e - steps * s), the
  /// window starts past the input iff y == 0, and [y == 0] = 1 - y +
  /// max(0, y - 1); [e >= 1] = min(1, e) = e - max(0, e - 1); the two 0/1
  /// values are combined as max(0, a + b - 1).
  static V startsPastInput(Arith &a, V steps, V dim, V padBegin,
                           const PoolAxis &p) {
    V zero = a.constant(0), one = a.constant(1);
    V e = a.add(dim, padBegin);
    V y = a.max(zero, a.sub(e, a.mul(steps, p.stride)));
    V pastInput = a.add(a.sub(one, y), a.max(zero, a.sub(y, one)));
    V nonEmpty = a.sub(e, a.max(zero, a.sub(e, one)));
    return a.max(zero, a.sub(a.add(pastInput, nonEmpty), one));
  }

  /// Resolves the pads, then computes the output size.
  static V outputSize(Arith &a, V dim, const PoolAxis &p, AutoPad autoPad,
                      RoundingType rounding) {
    auto [begin, end] = resolvePads(a, dim, p, autoPad);
    return outputSize(a, dim, begin, end, p, rounding);
  }
};

/// int64_t arithmetic that records overflow instead of wrapping.
struct StaticShapeArith {
  using V = int64_t;
  bool overflowed = false;

  V constant(int64_t v) { return v; }
  V add(V x, V y);
  V sub(V x, V y);
  V mul(V x, int64_t y);
  V floorDiv(V x, int64_t y);
  V ceilDiv(V x, int64_t y);
  V max(V x, V y) { return x > y ? x : y; }
};

/// Index arithmetic as IR: folded affine.apply / affine.max ops; constants
/// stay attributes, so fully static inputs produce no IR at all.
struct IRShapeArith {
  using V = OpFoldResult;
  OpBuilder &builder;
  Location loc;

  V constant(int64_t v);
  V add(V x, V y);
  V sub(V x, V y);
  V mul(V x, int64_t y);
  V floorDiv(V x, int64_t y);
  V ceilDiv(V x, int64_t y);
  V max(V x, V y);
};

//===----------------------------------------------------------------------===//
// Static entry points
//===----------------------------------------------------------------------===//

/// Pads for a static dim; std::nullopt on int64 overflow.
std::optional<std::pair<int64_t, int64_t>>
resolvePads(int64_t dim, const PoolAxis &p, AutoPad autoPad);

/// Output size for a static dim; std::nullopt on int64 overflow.
std::optional<int64_t> pooledOutputSize(int64_t dim, const PoolAxis &p,
                                        AutoPad autoPad, RoundingType rounding);

/// (kernel - 1) * dilation + 1; std::nullopt on int64 overflow.
std::optional<int64_t> dilatedKernelSize(const PoolAxis &p);

//===----------------------------------------------------------------------===//
// Verification and shape inference
//===----------------------------------------------------------------------===//

/// Where diagnostics go: an op-style error at `loc` (prefixed with the op
/// name, as emitOpError does), or nowhere when `loc` is empty.
class ShapeDiagnostics {
public:
  ShapeDiagnostics(std::optional<Location> loc, StringRef opName)
      : loc(loc), opName(opName) {}
  template <typename... Args> LogicalResult fail(Args &&...args) const {
    if (loc) {
      InFlightDiagnostic diag = emitError(*loc);
      diag << "'" << opName << "' op ";
      (diag << ... << std::forward<Args>(args));
    }
    return failure();
  }

private:
  std::optional<Location> loc;
  StringRef opName;
};

/// Fails when the static dims of `type` (a tensor named `name` in the
/// message) make its size in bytes overflow int64: such a tensor can be
/// neither allocated nor addressed.
LogicalResult verifyAddressable(Type type, StringRef name,
                                const ShapeDiagnostics &diag);

/// Checks a pooling op's attributes (MaxPool, AvgPool: OpenVINO infers both
/// with the same rules) against its input type (every rule of
/// docs/semantics.md 1.2, plus kernel >= 1 and pads >= 0, which OpenVINO's
/// unsigned types imply) and returns the output shape: N and C pass through,
/// dynamic spatial dims give dynamic dims. An unranked input gives rank 2 +
/// len(kernel) with every dim dynamic.
FailureOr<SmallVector<int64_t>> inferPoolingShape(const PoolingAttrs &attrs,
                                                  Type inputType,
                                                  const ShapeDiagnostics &diag);

/// Normalises a MaxPool-8 `axis` against the input rank: [-R, R-1] -> [0, R).
FailureOr<int64_t> normalizeMaxPoolAxis(int64_t axis, int64_t rank,
                                        const ShapeDiagnostics &diag);

/// Fails when a ranked `type` (operand `name`, laid out as `layout`, e.g.
/// "[N, C, H, W]") does not have rank `rank`; unranked types pass.
LogicalResult verifyRank(Type type, int64_t rank, StringRef name,
                         StringRef layout, const ShapeDiagnostics &diag);

/// Dim `i` of `type`, or dynamic when unranked.
int64_t dimOrDynamic(Type type, unsigned i);

/// Checks that a declared result type agrees with the inferred shape and
/// element type (dynamic dims on either side are compatible).
LogicalResult verifyResultType(Type declared, ArrayRef<int64_t> inferredShape,
                               Type inferredElementType, StringRef resultName,
                               const ShapeDiagnostics &diag);

//===----------------------------------------------------------------------===//
// Dim intervals (OpenVINO's bounded dynamic dims)
//===----------------------------------------------------------------------===//

// DimBounds (one dim as an interval) is in ov/Dialect/FamilyHooks.h.

/// Function argument/result attributes holding the bounds of a ranked tensor's
/// dims (dense i64 arrays, one entry per dim; -1 in `ov.dims_max` means no
/// upper bound). Written only where a dim that is dynamic in the type has
/// bounds other than [0, unbounded]; static dims repeat their size.
inline constexpr llvm::StringLiteral kDimsMinAttrName = "ov.dims_min";
inline constexpr llvm::StringLiteral kDimsMaxAttrName = "ov.dims_max";

/// "2..10", "3..", "7", as OpenVINO prints a Dimension.
std::string formatBounds(const DimBounds &b);

/// Whether the interval `b` holds `value`.
bool admitsDim(const DimBounds &b, int64_t value);

/// The intersection of two intervals; std::nullopt when they are disjoint.
std::optional<DimBounds> intersectBounds(const DimBounds &x,
                                         const DimBounds &y);

/// The bounds a type alone gives: [n, n] for static dims, [0, unbounded] for
/// dynamic ones; empty for an unranked type.
SmallVector<DimBounds> boundsOfType(Type type);

/// The bounds of `type` refined by `ov.dims_min`/`ov.dims_max` in `attrs`
/// (when both are there and have one entry per dim).
SmallVector<DimBounds> readBounds(Type type, DictionaryAttr attrs);

/// The `ov.dims_min`/`ov.dims_max` attributes for the bounds of a value of
/// `type`, or nothing when the type alone says as much (every dynamic dim is
/// [0, unbounded]).
SmallVector<NamedAttribute> boundsAttributes(Type type,
                                             ArrayRef<DimBounds> bounds);

/// A pooling op's output bounds from its input's (the op already verified,
/// input ranked), as OpenVINO's interval shape inference gives them: N and C
/// pass through; an explicit/valid spatial interval [lo, hi] gives [max(1,
/// out(lo)), max(1, out(hi))] (a kernel larger than the lower bound is not an
/// error: only static dims are checked); same_upper/same_lower over an interval
/// gives a plain dynamic dim.
FailureOr<SmallVector<DimBounds>>
inferPoolingBounds(const PoolingAttrs &attrs, ArrayRef<DimBounds> input,
                   const ShapeDiagnostics &diag);

//===----------------------------------------------------------------------===//
// IR entry points (for reification and the lowerings)
//===----------------------------------------------------------------------===//

/// The pads applied on every spatial axis of `input` (a ranked tensor or
/// memref), as folded index values: constants when the dim is static.
SmallVector<std::pair<OpFoldResult, OpFoldResult>>
reifyPoolingPads(OpBuilder &b, Location loc, Value input,
                 const PoolingAttrs &attrs);

/// The full output shape [N, C, spatial...] of a MaxPool over `input`.
SmallVector<OpFoldResult> reifyPoolingOutputShape(OpBuilder &b, Location loc,
                                                  Value input,
                                                  const PoolingAttrs &attrs);

} // namespace mlir::ov

#endif // OV_DIALECT_SHAPERULES_H
