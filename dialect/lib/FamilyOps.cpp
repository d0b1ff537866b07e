// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FamilyOps.cpp - What the op families' C++ shares ------------------===//

#include "ov/Dialect/FamilyOps.h"

using namespace mlir;
using namespace mlir::ov;

/// The diagnostics sink for `op`'s verifier.
ShapeDiagnostics ov::diagnosticsFor(Operation *op) {
  return ShapeDiagnostics(op->getLoc(), op->getName().getStringRef());
}

/// A ranked tensor type of `shape`, or of `rank` dynamic dims when the shape
/// could not be inferred: builders still build invalid ops, so that the
/// verifier reports the precise problem.
RankedTensorType ov::tensorOf(FailureOr<SmallVector<int64_t>> shape,
                              size_t rank, Type elementType) {
  if (failed(shape))
    return RankedTensorType::get(
        SmallVector<int64_t>(rank, ShapedType::kDynamic), elementType);
  return RankedTensorType::get(*shape, elementType);
}

DenseI64ArrayAttr ov::dilationsAttrUnlessOnes(Builder &builder,
                                              ArrayRef<int64_t> dilations,
                                              size_t rank) {
  bool allOnes = dilations.empty() ||
                 (dilations.size() == rank &&
                  llvm::all_of(dilations, [](int64_t d) { return d == 1; }));
  return allOnes ? DenseI64ArrayAttr()
                 : builder.getDenseI64ArrayAttr(dilations);
}

bool ov::isUnitDilations(StringRef text, size_t rank) {
  if (text.trim().empty())
    return true;
  SmallVector<StringRef> parts;
  text.split(parts, ',');
  return parts.size() == rank && llvm::all_of(parts, [](StringRef part) {
           double value;
           return !part.trim().getAsDouble(value, /*AllowInexact=*/true) &&
                  value == 1.0;
         });
}

FailureOr<PoolingAttrs>
ov::readPoolingAttrs(LayerDataReader &data, bool withDilations,
                     StringRef dilationsVersion,
                     function_ref<LogicalResult()> afterStrides) {
  PoolingAttrs attrs;
  FailureOr<SmallVector<int64_t>> kernel = data.readList("kernel", true);
  if (failed(kernel))
    return failure();
  FailureOr<SmallVector<int64_t>> strides = data.readList("strides", true);
  if (failed(strides))
    return failure();
  if (afterStrides && failed(afterStrides()))
    return failure();
  FailureOr<AutoPad> autoPad =
      data.readEnum("auto_pad", AutoPad::explicit_, symbolizeAutoPad);
  if (failed(autoPad))
    return failure();
  FailureOr<RoundingType> rounding = data.readEnum(
      "rounding_type", RoundingType::floor, symbolizeRoundingType);
  if (failed(rounding))
    return failure();
  // Pads only count for explicit padding: the op resolves same_* itself, and
  // pad values written on auto-padded layers may be stale. Their lengths are
  // checked all the same (a wrong length stays, for the verifier), as
  // OpenVINO's shape inference does. OpenVINO reads missing or empty pads as
  // zeros; empty strides stay empty (the verifier rejects them, as OpenVINO
  // does).
  FailureOr<SmallVector<int64_t>> begin = data.readList("pads_begin", false);
  if (failed(begin))
    return failure();
  FailureOr<SmallVector<int64_t>> end = data.readList("pads_end", false);
  if (failed(end))
    return failure();
  size_t rank = kernel->size();
  auto padsOf = [&](SmallVector<int64_t> &written) {
    bool useWritten = !written.empty() && (*autoPad == AutoPad::explicit_ ||
                                           written.size() != rank);
    return useWritten ? written : SmallVector<int64_t>(rank, 0);
  };
  attrs.kernel = std::move(*kernel);
  attrs.strides = std::move(*strides);
  attrs.padsBegin = padsOf(*begin);
  attrs.padsEnd = padsOf(*end);
  attrs.autoPad = *autoPad;
  attrs.rounding = *rounding;
  if (withDilations) {
    // Kept as written (empty when absent): the builder leaves the default out.
    FailureOr<SmallVector<int64_t>> dilations =
        data.readList("dilations", false);
    if (failed(dilations))
      return failure();
    attrs.dilations = std::move(*dilations);
  } else if (failed(data.readOtherVersionAttribute(
                 "dilations", dilationsVersion,
                 [rank](StringRef text) { return isUnitDilations(text, rank); },
                 "it is 1 on every axis"))) {
    return failure();
  }
  return attrs;
}
