// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Extension.cpp - The ov_mlir opset as an OpenVINO extension ---------===//
//
// One custom op per family op and version that ov-compile compiles, named
// after the built-in op and its version (MaxPool-8 is ov_mlir's MaxPool8).
// The list is FamilyOps.h, written from ov-mlir's opset table by
// tools/ov-opset-table. `Core.add_extension(path)` (or benchmark_app's
// -extensions) loads them.
//
//===----------------------------------------------------------------------===//

#include "FamilyOps.h"
#include "OffloadOp.h"

#include <openvino/core/extension.hpp>
#include <openvino/core/op_extension.hpp>

namespace ovmlir_openvino {
namespace names {
// kMaxPool8 = "MaxPool8", ...: the custom ops' type names.
#define OVMLIR_NAME(NAME, BUILTIN) inline constexpr char k##NAME[] = #NAME;
OVMLIR_FAMILY_OPS(OVMLIR_NAME)
#undef OVMLIR_NAME
} // namespace names
} // namespace ovmlir_openvino

namespace o = ovmlir_openvino;

#define OVMLIR_EXTENSION(NAME, BUILTIN)                                        \
  std::make_shared<ov::OpExtension<o::FamilyOp<BUILTIN, o::names::k##NAME>>>(),
OPENVINO_CREATE_EXTENSIONS(
    std::vector<ov::Extension::Ptr>({OVMLIR_FAMILY_OPS(OVMLIR_EXTENSION)}));
#undef OVMLIR_EXTENSION
