// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OVDialect.h - The ov dialect -----------------------------*- C++ -*-===//
#ifndef OV_DIALECT_OVDIALECT_H
#define OV_DIALECT_OVDIALECT_H

#include "mlir/IR/Dialect.h"

#include "ov/Dialect/OVOpsDialect.h.inc"

#endif // OV_DIALECT_OVDIALECT_H
