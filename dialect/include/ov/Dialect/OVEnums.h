// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OVEnums.h - The ov dialect's enums -----------------------*- C++ -*-===//
#ifndef OV_DIALECT_OVENUMS_H
#define OV_DIALECT_OVENUMS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringRef.h"

#include "ov/Dialect/OVEnums.h.inc"

#endif // OV_DIALECT_OVENUMS_H
