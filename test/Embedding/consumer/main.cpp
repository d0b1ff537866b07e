// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Embeds ov-mlir: registers the ov dialect and passes with one call, parses
// an ov module, runs ov-infer-shapes and prints the refined module.
#include "ov/InitOV.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

static const char *kModule = R"mlir(
func.func @f(%x: tensor<1x3x32x32xf32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [1, 1]
         pads_end = [1, 1] auto_pad = same_upper
         : tensor<1x3x32x32xf32> -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
)mlir";

int main() {
  mlir::DialectRegistry registry;
  mlir::ov::registerOV(registry);
  mlir::MLIRContext context(registry);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(kModule, &context);
  if (!module)
    return 1;
  auto pm = mlir::PassManager::on<mlir::ModuleOp>(&context);
  if (mlir::failed(
          mlir::parsePassPipeline("ov-infer-shapes", pm, llvm::errs())) ||
      mlir::failed(pm.run(*module)))
    return 1;
  module->print(llvm::outs());
  return 0;
}
