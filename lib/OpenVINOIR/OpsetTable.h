// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OpsetTable.h - The version each opset resolves a type to -*- C++ -*-===//
//
// Private to lib/OpenVINOIR. OpenVINO's IR reader resolves a layer's
// `type` and `version="opsetN"` to one version of an op: MaxPool in opset10
// is MaxPool-8. For the layer types of the ov op families, the table below
// says which version every opset resolves each type to, as OpenVINO 2026.4
// does; test/oracle/interop/test_opsets.py checks every cell against
// OpenVINO, and test/unit/OpsetTableTest.cpp checks that each dialect op
// serves exactly the opsets of its version.
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_OPENVINOIR_OPSETTABLE_H
#define OV_LIB_OPENVINOIR_OPSETTABLE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <utility>

namespace mlir::ov::ir {

/// One version of a layer type and the opsets that resolve the type to it.
struct LayerVersion {
  llvm::StringLiteral type;
  unsigned version;
  unsigned firstOpset, lastOpset;
};

/// Every row of the table, type by type, in version order.
llvm::ArrayRef<LayerVersion> layerVersions();

/// Whether `type` is the layer type of an ov op family (a row's type).
bool isFamilyLayerType(llvm::StringRef type);

/// The first and last opset that have `type`; nullopt for other types.
std::optional<std::pair<unsigned, unsigned>>
opsetsWithLayerType(llvm::StringRef type);

/// The version opset `opset` resolves `type` to; null when that opset has no
/// such type (or `type` is no family's).
const LayerVersion *resolveLayerVersion(llvm::StringRef type, unsigned opset);

/// The last opset in which the table has a family type.
unsigned lastOpsetWithFamilyLayers();

} // namespace mlir::ov::ir

#endif // OV_LIB_OPENVINOIR_OPSETTABLE_H
