// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OVDialect.cpp - The ov dialect ------------------------------------===//

#include "ov/Dialect/OVDialect.h"
#include "ov/Dialect/OVOps.h"
// Every op family's header (generated from the family list,
// dialect/include/ov/Dialect/CMakeLists.txt).
#include "ov/Dialect/OVFamilyHeaders.h.inc"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::ov;

#include "ov/Dialect/OVEnums.cpp.inc"
#include "ov/Dialect/OVOpsDialect.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "ov/Dialect/OVAttrs.cpp.inc"

void OVDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "ov/Dialect/OVAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "ov/Dialect/OVOps.cpp.inc"
      >();
  // The op families (docs/adding-an-op.md), one list each, generated from
  // the family list.
#include "ov/Dialect/OVFamilyOpLists.cpp.inc"
}
