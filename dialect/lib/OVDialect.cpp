// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OVDialect.cpp - The ov dialect ------------------------------------===//

#include "ov/Dialect/OVDialect.h"
#include "ov/Dialect/AvgPoolOps.h"
#include "ov/Dialect/MaxPoolOps.h"
#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ROIAlignOps.h"
#include "ov/Dialect/ROIAlignRotatedOps.h"
#include "ov/Dialect/ROIPoolingOps.h"

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
  // The op families (docs/adding-an-op.md), one list each.
  addOperations<
#define GET_OP_LIST
#include "ov/Dialect/AvgPoolOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "ov/Dialect/MaxPoolOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "ov/Dialect/ROIAlignOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "ov/Dialect/ROIAlignRotatedOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "ov/Dialect/ROIPoolingOps.cpp.inc"
      >();
}
