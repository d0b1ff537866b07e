// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OVPassPlugin.cpp - The ov passes as an mlir-opt plugin -------------===//

#include "ov/InitOV.h"

#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

/// Entry point read by `mlir-opt --load-pass-plugin`. The passes' dependent
/// dialects (the ov dialect among them) are loaded when a pass runs; parsing
/// ov IR needs the dialect plugin as well.
extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "OVPasses", LLVM_VERSION_STRING,
          []() { mlir::ov::registerOVPasses(); }};
}
