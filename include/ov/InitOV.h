// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- InitOV.h - Register the ov dialect, passes and pipelines -*- C++ -*-===//
//
// The one entry point for embedders: another compiler calls these to get the
// ov dialect, its passes and its named pipelines.
//
//===----------------------------------------------------------------------===//

#ifndef OV_INITOV_H
#define OV_INITOV_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir::ov {

/// Adds the ov dialect (and the dialects its ops and passes create) to
/// `registry`.
void registerOVDialects(DialectRegistry &registry);

/// What the CUDA target needs (called by registerOVDialects): the GPU and
/// NVVM dialects, their LLVM lowering interfaces, the NVVM target attribute
/// and the LLVM IR translations of kernels and gpu.binary.
void registerGPUDialects(DialectRegistry &registry);

/// Registers the ov passes and pipelines with the global pass registry, so
/// that `--ov-infer-shapes` etc. parse in opt-style tools.
void registerOVPasses();

/// Both of the above.
void registerOV(DialectRegistry &registry);

} // namespace mlir::ov

#endif // OV_INITOV_H
