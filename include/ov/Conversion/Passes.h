// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Passes.h - ov dialect conversion passes ------------------*- C++ -*-===//
#ifndef OV_CONVERSION_PASSES_H
#define OV_CONVERSION_PASSES_H

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVDialect.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/Pass.h"
#include "ov/Conversion/OptionRules.h"
#include "ov/Conversion/VectorTarget.h"

namespace mlir {
class ConversionTarget;
class RewritePatternSet;
namespace ov {

#define GEN_PASS_DECL
#include "ov/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "ov/Conversion/Passes.h.inc"

/// The ov -> affine patterns, for embedding in other conversions.
void populateOVToAffinePatterns(RewritePatternSet &patterns);
/// The ov -> linalg patterns, and the ops each family leaves legal (for
/// ov-to-affine) in `target`.
void populateOVToLinalgPatternsAndLegality(RewritePatternSet &patterns,
                                           ConversionTarget &target);
/// The fast CPU kernels (rewrite patterns; unsupported ops are left alone).
void populateOVToVectorPatterns(RewritePatternSet &patterns,
                                const VectorTarget &target);
/// The ov -> GPU-mapped scf.parallel patterns; `vectorStores` false keeps
/// MaxPool's stores scalar (no alignment test of a pointer);
/// `positiveZeroSums` turns a -0.0 sum into +0.0 (ov-to-gpu's option).
void populateOVToGPUPatterns(RewritePatternSet &patterns, int64_t blockSize,
                             bool vectorStores = true,
                             bool positiveZeroSums = false);

} // namespace ov
} // namespace mlir

#endif // OV_CONVERSION_PASSES_H
