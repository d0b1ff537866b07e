// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OVDialectPlugin.cpp - The ov dialect as an mlir-opt plugin --------===//

#include "ov/InitOV.h"

#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "llvm/Config/llvm-config.h"

/// Entry point read by `mlir-opt --load-dialect-plugin`.
extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "OVDialect", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            mlir::ov::registerOVDialects(*registry);
          }};
}
