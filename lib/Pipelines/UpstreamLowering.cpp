// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- UpstreamLowering.cpp - Upstream ops beside ov ops ------------------===//
//
// The passes that let the pipelines take mixed modules (UpstreamLowering.h):
// the ops of upstream's dialects are lowered by upstream's passes; these only
// schedule them and name what is left.
//
//===----------------------------------------------------------------------===//

#include "ov/Pipelines/UpstreamLowering.h"
#include "ov/Pipelines/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Conversion/TosaToLinalg/TosaToLinalg.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Dialect/Tosa/Transforms/Passes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

namespace mlir::ov {
#define GEN_PASS_DEF_OVLOWERTOSA
#define GEN_PASS_DEF_OVCHECKLOWERED
#include "ov/Pipelines/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;

/// Upstream's TOSA to linalg pipeline, with its validation of the TOSA ops
/// (the profile-free level: any TOSA op the spec defines), then what it
/// leaves to the other TOSA conversions: shape ops (tosa.reshape, slice,
/// pad, concat) to tensor, control flow (cond_if, while_loop) to scf,
/// constants (tosa.const) to arith.
static void buildTosaToLinalg(OpPassManager &pm) {
  tosa::addTosaToLinalgPasses(pm, TosaToLinalgOptions(),
                              TosaToLinalgNamedOptions(),
                              tosa::TosaValidationOptions());
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  funcPm.addPass(createTosaToTensorPass());
  funcPm.addPass(createTosaToSCFPass());
  funcPm.addPass(createTosaToArithPass());
}

namespace {

struct OVLowerTosaPass : public ov::impl::OVLowerTosaBase<OVLowerTosaPass> {
  /// The dialects of the TOSA conversions it runs.
  void getDependentDialects(DialectRegistry &registry) const override {
    OpPassManager pm(ModuleOp::getOperationName());
    buildTosaToLinalg(pm);
    pm.getDependentDialects(registry);
  }

  void runOnOperation() override {
    bool holdsTosa = getOperation()
                         ->walk([](Operation *op) {
                           return isa<tosa::TosaDialect>(op->getDialect())
                                      ? WalkResult::interrupt()
                                      : WalkResult::advance();
                         })
                         .wasInterrupted();
    if (!holdsTosa)
      return markAllAnalysesPreserved();
    OpPassManager pm(ModuleOp::getOperationName());
    buildTosaToLinalg(pm);
    if (failed(runPipeline(pm, getOperation())))
      signalPassFailure();
  }
};

struct OVCheckLoweredPass
    : public ov::impl::OVCheckLoweredBase<OVCheckLoweredPass> {
  /// Ops that are lowered enough for the translation to LLVM IR (the GPU
  /// targets' kernels and their launches on LLVM values are translated by
  /// the offloading translation).
  static bool isLowered(Operation *op) {
    return isa<LLVM::LLVMDialect>(op->getDialect()) ||
           isa<ModuleOp, UnrealizedConversionCastOp, gpu::BinaryOp,
               gpu::LaunchFuncOp>(op);
  }

  void runOnOperation() override {
    markAllAnalysesPreserved();
    Operation *left = nullptr;
    getOperation()->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isLowered(op))
        return WalkResult::advance();
      left = op;
      return WalkResult::interrupt();
    });
    if (!left)
      return;
    left->emitError() << "op '" << left->getName()
                      << "' has no lowering to the LLVM dialect in this "
                         "pipeline (docs/embedding.md, \"Mixed modules\", "
                         "lists what the targets lower)";
    signalPassFailure();
  }
};

} // namespace

void mlir::ov::addUpstreamTensorLowering(OpPassManager &pm) {
  pm.addPass(createOVLowerTosa());
  // arith and math ops on tensors (which one-shot bufferization does not
  // take) as linalg.generic.
  pm.nest<func::FuncOp>().addPass(createConvertElementwiseToLinalgPass());
}

void mlir::ov::addUpstreamLoopLowering(OpPassManager &funcPm) {
  funcPm.addPass(createForallToParallelLoopPass());
}

void mlir::ov::addUpstreamMathLowering(OpPassManager &pm) {
  pm.addPass(createConvertMathToLibmPass());
}

void mlir::ov::registerUpstreamLoweringPasses() { registerOVPipelinesPasses(); }
