// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TMTensorToSCF.h - torch-mlir's tm_tensor ops as scf loops -*- C++
//-*-===//
#ifndef OV_LIB_TORCHMLIR_TMTENSORTOSCF_H
#define OV_LIB_TORCHMLIR_TMTENSORTOSCF_H

#include "mlir/IR/BuiltinOps.h"

namespace mlir::ov {

/// Replaces each `tm_tensor.scan` and `tm_tensor.scatter` (unregistered ops
/// of torch-mlir's TMTensor dialect) by a loop nest on tensors; fails naming
/// the op when one has a form it does not take.
LogicalResult convertTMTensorOps(ModuleOp module);

} // namespace mlir::ov

#endif // OV_LIB_TORCHMLIR_TMTENSORTOSCF_H
