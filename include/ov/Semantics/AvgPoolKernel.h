// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AvgPoolKernel.h - AvgPool's semantics as IR ----------*- C++ -*-===//
//
// docs/semantics.md 7.3-7.4, built once for every AvgPool lowering: the
// running sum (in T, OpenVINO's rounding per addition), the divisor (taps
// inside the input, dilated or not, or the whole kernel when padding
// counts), and the average.
//
//===----------------------------------------------------------------------===//

#ifndef OV_SEMANTICS_AVGPOOLKERNEL_H
#define OV_SEMANTICS_AVGPOOLKERNEL_H

#include "ov/Dialect/FamilyAttrs.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"

#include <utility>

namespace mlir::ov {

/// The running sum's initial value: 0 of `elementType`'s signless form.
Value buildAvgPoolZero(OpBuilder &b, Location loc, Type elementType);

/// sum + tap in T (signless values of `elementType`): floats with
/// RoundedArith's rounding after every addition, integers wrapping.
Value buildAvgPoolAdd(OpBuilder &b, Location loc, Type elementType, Value sum,
                      Value tap);

/// Whether padding counts in the divisor (i1): exclude-pad is false and any
/// resolved pad is non-zero (OpenVINO's `pads_in_avg`).
Value buildPadsInAverage(OpBuilder &b, Location loc, bool excludePad,
                         ArrayRef<std::pair<OpFoldResult, OpFoldResult>> pads);

/// The taps t of the window at output position `o` (index) on one axis whose
/// input coordinate o*s - pb + t*d lies in [0, D): t in [first, last) with
/// first = max(0, ceil((pb - o*s) / d)), last = min(k, ceil((D + pb - o*s) /
/// d)); empty when last <= first.
std::pair<Value, Value> buildTapRange(OpBuilder &b, Location loc, Value o,
                                      const PoolAxis &p, Value padBegin,
                                      Value dim);

/// How many taps of that window lie inside the input: max(0, last - first)
/// of buildTapRange.
Value buildTapsInside(OpBuilder &b, Location loc, Value o, const PoolAxis &p,
                      Value padBegin, Value dim);

/// The divisor: the kernel's size when `padsInAverage`, else `tapsInside`
/// (the product over the axes of buildTapsInside): index values, or vectors
/// of integers (one window per lane; `padsInAverage` an i1 or a mask).
Value buildAvgPoolCount(OpBuilder &b, Location loc, const PoolingAttrs &attrs,
                        Value padsInAverage, Value tapsInside);

/// The average sum / T(count), or 0 when count is 0 (a window without a
/// tap). Floats: in T with RoundedArith's rounding; integers: the sum
/// divided toward zero by the count in 64 bits (unsigned for unsigned
/// types), truncated to T. `sum` may be a vector (one window per lane);
/// `count` is then an index shared by the lanes or a vector of i64 of its
/// shape.
Value buildAvgPoolAverage(OpBuilder &b, Location loc, Type elementType,
                          Value sum, Value count);

} // namespace mlir::ov

#endif // OV_SEMANTICS_AVGPOOLKERNEL_H
