// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OpsetTable.cpp - The op version each opset resolves a type to ------===//

#include "OpsetTable.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir::ov::ir;

/// OpenVINO 2026.4: opset17 adds no op and drops none of its own, but its
/// reader resolves none of these types there, so every row ends at opset16.
static constexpr LayerVersion kLayerVersions[] = {
    {"MaxPool", 1, 1, 7},
    {"MaxPool", 8, 8, 13},
    {"MaxPool", 14, 14, 16},
    {"AvgPool", 1, 1, 13},
    {"AvgPool", 14, 14, 15},
    {"AvgPool", 16, 16, 16},
    {"ROIAlign", 3, 3, 8},
    {"ROIAlign", 9, 9, 16},
    {"ROIAlignRotated", 15, 15, 16},
    {"ROIPooling", 2, 1, 16},
};

/// What each input port of a family's layers holds (OpsetTable.h).
static constexpr LayerInput kLayerInputs[] = {
    {"MaxPool", 0, "data", ""},
    {"AvgPool", 0, "data", ""},
    {"ROIAlign", 0, "data", ""},
    {"ROIAlign", 1, "boxes", "x1 y1 x2 y2"},
    {"ROIAlign", 2, "batch_indices", ""},
    {"ROIAlignRotated", 0, "data", ""},
    {"ROIAlignRotated", 1, "boxes", "cx cy w h angle"},
    {"ROIAlignRotated", 2, "batch_indices", ""},
    {"ROIPooling", 0, "data", ""},
    {"ROIPooling", 1, "boxes", "batch x1 y1 x2 y2"},
};

llvm::ArrayRef<LayerVersion> mlir::ov::ir::layerVersions() {
  return kLayerVersions;
}

llvm::ArrayRef<LayerInput> mlir::ov::ir::layerInputs() { return kLayerInputs; }

bool mlir::ov::ir::isFamilyLayerType(llvm::StringRef type) {
  return opsetsWithLayerType(type).has_value();
}

std::optional<std::pair<unsigned, unsigned>>
mlir::ov::ir::opsetsWithLayerType(llvm::StringRef type) {
  std::optional<std::pair<unsigned, unsigned>> range;
  for (const LayerVersion &row : kLayerVersions) {
    if (row.type != type)
      continue;
    if (!range)
      range = {row.firstOpset, row.lastOpset};
    range->first = std::min(range->first, row.firstOpset);
    range->second = std::max(range->second, row.lastOpset);
  }
  return range;
}

const LayerVersion *mlir::ov::ir::resolveLayerVersion(llvm::StringRef type,
                                                      unsigned opset) {
  const LayerVersion *found = llvm::find_if(kLayerVersions, [&](auto &row) {
    return row.type == type && row.firstOpset <= opset &&
           opset <= row.lastOpset;
  });
  return found == std::end(kLayerVersions) ? nullptr : found;
}

unsigned mlir::ov::ir::lastOpsetWithFamilyLayers() {
  unsigned last = 0;
  for (const LayerVersion &row : kLayerVersions)
    last = std::max(last, row.lastOpset);
  return last;
}
