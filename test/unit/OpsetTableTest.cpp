// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OpsetTableTest.cpp - The opset table and the dialect's ops agree ---===//
//
// The importer resolves a family layer's opset through the opset table
// (lib/OpenVINOIR/OpsetTable.h) and builds the op that serves the resolved
// version's opsets (OpenVINOLayerOpInterface). Both must say the same: every
// op's opsets are exactly one row's, and every family op has its row.
//
//===----------------------------------------------------------------------===//

#include "../../lib/OpenVINOIR/OpsetTable.h"

#include "ov/Dialect/OVOps.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringSet.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::ir;

namespace {

/// "ov.max_pool_v8" -> 8.
unsigned versionOfOpName(StringRef name) {
  unsigned version = 0;
  size_t at = name.rfind("_v");
  EXPECT_NE(at, StringRef::npos) << name.str();
  EXPECT_FALSE(name.substr(at + 2).getAsInteger(10, version)) << name.str();
  return version;
}

struct OpsetTableTest : public ::testing::Test {
  OpsetTableTest() { context.loadDialect<OVDialect>(); }
  MLIRContext context;
};

TEST_F(OpsetTableTest, EveryCellResolvesToTheOpOfItsVersion) {
  for (const LayerVersion &row : layerVersions())
    for (unsigned opset = row.firstOpset; opset <= row.lastOpset; ++opset) {
      SCOPED_TRACE(row.type.str() + " opset" + std::to_string(opset));
      EXPECT_EQ(resolveLayerVersion(row.type, opset), &row);
      std::optional<RegisteredOperationName> op =
          lookupLayerOp(&context, row.type, "opset" + std::to_string(opset));
      // A version without an op of its own serves no opset.
      if (op)
        EXPECT_EQ(versionOfOpName(op->getStringRef()), row.version);
    }
}

TEST_F(OpsetTableTest, EveryFamilyOpHasItsRow) {
  int ops = 0;
  for (RegisteredOperationName name : context.getRegisteredOperations()) {
    auto *mapping = name.getInterface<OpenVINOLayerOpInterface>();
    if (!mapping)
      continue;
    ++ops;
    SCOPED_TRACE(name.getStringRef().str());
    const LayerVersion *row = resolveLayerVersion(mapping->getLayerType(),
                                                  mapping->getOpsets().first);
    ASSERT_NE(row, nullptr);
    EXPECT_EQ(row->version, versionOfOpName(name.getStringRef()));
    EXPECT_EQ(row->firstOpset, mapping->getOpsets().first);
    // An op whose opsets are open-ended serves the row's last opset too.
    std::optional<unsigned> last = mapping->getOpsets().last;
    EXPECT_EQ(last.value_or(row->lastOpset), row->lastOpset);
  }
  EXPECT_GE(ops, 7);
}

// The offload step makes each input of a family node from this description
// (integrations/openvino/ovmlir_openvino/measure.py): every port of every
// family op is described, in order, with a role and box columns it knows.
TEST_F(OpsetTableTest, EveryInputPortOfEveryFamilyOpIsDescribed) {
  const llvm::StringSet<> roles = {"data", "boxes", "batch_indices"};
  const llvm::StringSet<> columns = {"batch", "x1", "y1", "x2", "y2",
                                     "cx",    "cy", "w",  "h",  "angle"};
  for (const LayerInput &input : layerInputs()) {
    SCOPED_TRACE(input.type.str() + " port " + std::to_string(input.port));
    EXPECT_TRUE(isFamilyLayerType(input.type));
    EXPECT_TRUE(roles.contains(input.role)) << input.role.str();
    EXPECT_EQ(input.role == "boxes", !input.columns.empty());
    SmallVector<StringRef> words;
    input.columns.split(words, ' ', -1, /*KeepEmpty=*/false);
    for (StringRef word : words)
      EXPECT_TRUE(columns.contains(word)) << word.str();
  }
  for (RegisteredOperationName name : context.getRegisteredOperations()) {
    auto *mapping = name.getInterface<OpenVINOLayerOpInterface>();
    if (!mapping)
      continue;
    SCOPED_TRACE(name.getStringRef().str());
    unsigned next = 0;
    for (const LayerInput &input : layerInputs())
      if (input.type == mapping->getLayerType())
        EXPECT_EQ(input.port, next++);
    EXPECT_EQ(next, mapping->getNumInputPorts());
  }
}

TEST_F(OpsetTableTest, OpsetsWithoutTheTypeResolveToNothing) {
  EXPECT_EQ(resolveLayerVersion("ROIAlign", 2), nullptr);
  EXPECT_EQ(resolveLayerVersion("ROIAlignRotated", 14), nullptr);
  EXPECT_EQ(resolveLayerVersion("ROIPooling", 17), nullptr);
  EXPECT_EQ(resolveLayerVersion("MaxPool", 17), nullptr);
  EXPECT_EQ(resolveLayerVersion("Convolution", 1), nullptr);
  EXPECT_FALSE(isFamilyLayerType("Convolution"));
  EXPECT_EQ(opsetsWithLayerType("ROIAlign"), std::make_pair(3u, 16u));
  EXPECT_EQ(lastOpsetWithFamilyLayers(), 16u);
}

} // namespace
