// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Passes.h - The passes of the named pipelines -------------*- C++ -*-===//
//
// ov-lower-tosa, ov-check-lowered and ov-lower-dynamic-expand-shapes
// (Passes.td), which the pipelines run to take mixed modules
// (UpstreamLowering.h).
//
//===----------------------------------------------------------------------===//

#ifndef OV_PIPELINES_PASSES_H
#define OV_PIPELINES_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::ov {

#define GEN_PASS_DECL
#include "ov/Pipelines/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "ov/Pipelines/Passes.h.inc"

} // namespace mlir::ov

#endif // OV_PIPELINES_PASSES_H
