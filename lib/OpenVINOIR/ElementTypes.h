// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ElementTypes.h - OpenVINO element types <-> MLIR types ---*- C++ -*-===//
//
// One table for both directions of the IR translation: the `element_type`
// spelling of <data> attributes (f32, i64, boolean, ...), the `precision`
// spelling of ports (FP32, I64, BOOL, ...), the MLIR type and the size of one
// element in the weights file.
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_OPENVINOIR_ELEMENTTYPES_H
#define OV_LIB_OPENVINOIR_ELEMENTTYPES_H

#include "ov/Dialect/ShapeRules.h"

#include "mlir/IR/Types.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>

namespace mlir::ov::ir {

/// Dims or element counts beyond 2^40 (1 Ti elements, far more than any real
/// tensor) are reported as absurd instead of reaching size arithmetic,
/// allocation or the weights file offsets.
constexpr int64_t kMaxElements = int64_t(1) << 40;

/// The most bytes one constant may take in the weights file, on import and
/// export alike (ShapeRules.h).
using mlir::ov::kMaxConstantBytes;

/// The MLIR type for an `element_type` name, or null for an unknown or
/// unsupported one. Integers iN are signless, uN unsigned, boolean is i1.
Type parseElementType(StringRef name, MLIRContext *context);

/// The MLIR type for a port `precision` (FP32, I64, BOOL, ...), or null.
Type parsePrecision(StringRef name, MLIRContext *context);

/// The `element_type` / `precision` names of `type`, or "" when OpenVINO IR
/// has no name for it.
StringRef elementTypeName(Type type);
StringRef precisionName(Type type);

/// Bytes per element in the weights file (boolean takes one byte).
unsigned storageBytes(Type type);

} // namespace mlir::ov::ir

#endif // OV_LIB_OPENVINOIR_ELEMENTTYPES_H
