// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FamilyOps.h - What the op families' C++ shares -----------*- C++ -*-===//
//
// The C++ that several op families use (dialect/lib/FamilyOps.cpp): their
// verifiers' diagnostics, the result types their builders give invalid ops,
// and the pooling attributes of a layer's <data>. Each family's own C++ is
// in <Family>Ops.{h,cpp}.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_FAMILYOPS_H
#define OV_DIALECT_FAMILYOPS_H

#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ShapeRules.h"

namespace mlir::ov {

/// The diagnostics sink for `op`'s verifier.
ShapeDiagnostics diagnosticsFor(Operation *op);

/// A ranked tensor type of `shape`, or of `rank` dynamic dims when the shape
/// could not be inferred: builders still build invalid ops, so that the
/// verifier reports the precise problem.
RankedTensorType tensorOf(FailureOr<SmallVector<int64_t>> shape, size_t rank,
                          Type elementType);

/// The `dilations` attribute a builder sets: null for the default itself
/// (empty, or `rank` ones). A list of ones of the wrong length stays, so that
/// the verifier rejects it as OpenVINO's shape inference does.
DenseI64ArrayAttr dilationsAttrUnlessOnes(Builder &builder,
                                          ArrayRef<int64_t> dilations,
                                          size_t rank);

/// Whether a `dilations` text means no dilation on a `rank`-axis kernel: empty
/// (read as ones), or `rank` numbers that are each 1, however spelled ("1",
/// "1.0": Open Model Zoo writes the latter on MaxPool-1 layers).
bool isUnitDilations(StringRef text, size_t rank);

/// The pooling attributes of a MaxPool or AvgPool layer's `<data>`, in the
/// order OpenVINO's readers visit them: kernel, strides, `afterStrides`
/// (AvgPool's exclude-pad), auto_pad, rounding_type, pads_begin, pads_end,
/// and `dilations` only where `withDilations` (MaxPool-8 and later,
/// AvgPool-16; else empty). Pads count only for explicit padding. A version
/// without dilations accepts those of `dilationsVersion` (the first version
/// with them) only where they change nothing (isUnitDilations).
FailureOr<PoolingAttrs>
readPoolingAttrs(LayerDataReader &data, bool withDilations,
                 StringRef dilationsVersion,
                 function_ref<LogicalResult()> afterStrides = {});

} // namespace mlir::ov

#endif // OV_DIALECT_FAMILYOPS_H
