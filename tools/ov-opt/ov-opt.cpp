//===- ov-opt.cpp - The ov dialect's opt-style driver --------------------===//
//
// MlirOptMain with every upstream dialect, extension and pass, plus the ov
// dialect, its passes and its pipelines.
//
//===----------------------------------------------------------------------===//

#include "ov/InitOV.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::registerAllPasses();
  mlir::ov::registerOV(registry);
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "ov-opt: optimizer driver for the ov dialect\n", registry));
}
