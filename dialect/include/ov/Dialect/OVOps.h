// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OVOps.h - ov dialect operations --------------------------*- C++ -*-===//
//
// The dialect, its attributes, the interfaces that span families and
// `ov.layer`; each family's ops are in <Family>Ops.h.
//
//===----------------------------------------------------------------------===//
#ifndef OV_DIALECT_OVOPS_H
#define OV_DIALECT_OVOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "ov/Dialect/FamilyAttrs.h"
#include "ov/Dialect/FamilyHooks.h"
#include "ov/Dialect/OVDialect.h"
#include "ov/Dialect/OVEnums.h"
#include "ov/Dialect/OpenVINOLayer.h"

namespace mlir::ov::detail {
/// The ROI families' verifier that ROIOpInterface runs (ROIOps.cpp).
LogicalResult verifyROIOpInterface(Operation *op);
} // namespace mlir::ov::detail

#include "ov/Dialect/OVInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "ov/Dialect/OVAttrs.h.inc"

#define GET_OP_CLASSES
#include "ov/Dialect/OVOps.h.inc"

#endif // OV_DIALECT_OVOPS_H
