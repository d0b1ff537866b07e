//===- InitOV.cpp - Register the ov dialect, passes and pipelines ---------===//

#include "ov/InitOV.h"
#include "ov/Dialect/OVDialect.h"
#include "ov/Transforms/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"

void mlir::ov::registerOVDialects(DialectRegistry &registry) {
  registry.insert<OVDialect, affine::AffineDialect, arith::ArithDialect,
                  func::FuncDialect, memref::MemRefDialect,
                  tensor::TensorDialect>();
}

void mlir::ov::registerOVPasses() { registerOVTransformsPasses(); }

void mlir::ov::registerOV(DialectRegistry &registry) {
  registerOVDialects(registry);
  registerOVPasses();
}
