// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FamilyHooks.h - What the neutral passes ask of an op -*- C++ -*-===//
//
// The values that the family-neutral op interfaces of OVInterfaces.td pass
// around, so that the importer (dim intervals) and ov-prepare-module-abi (the
// compiled module's run-time checks) ask an op for its family's rules instead
// of naming the family:
//   - DimBounds: one dim as OpenVINO's interval (InferDimBoundsOpInterface);
//   - RuntimeCheckList: the checks that only the inputs' values or dynamic
//     dims can decide (ModuleABICheckOpInterface).
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_FAMILYHOOKS_H
#define OV_DIALECT_FAMILYHOOKS_H

#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir::ov {

/// One dim as OpenVINO's Dimension holds it: an interval [lower, upper],
/// `upper` = kUnboundedDim when it has no upper bound. A static dim n is
/// [n, n]; a plain dynamic dim is [0, kUnboundedDim]. Tensor types keep only
/// "dynamic"; the bounds travel beside them (importer, exporter, and the
/// discardable attributes of ShapeRules.h on function arguments and results).
inline constexpr int64_t kUnboundedDim = ShapedType::kDynamic;
struct DimBounds {
  int64_t lower = 0;
  int64_t upper = kUnboundedDim;
  bool isStatic() const { return lower == upper; }
  bool operator==(const DimBounds &o) const {
    return lower == o.lower && upper == o.upper;
  }
};

/// What a failed run-time check reports besides its message: the first
/// failing item and its value, which the runtime appends to the message
/// ("(box 3: inf)"; runtime/ABI.md, `detail` lines).
struct RuntimeCheckDetail {
  std::string item;  // what the index counts: "box"
  std::string dtype; // how the value's bits read: "i64", "u64" or "f64"
  Value index;       // i64
  Value bits;        // i64 (an f64's bits for "f64")
};

/// The run-time checks of one compiled function, in order: check K (1-based)
/// fails with messages[K-1] and, where details[K-1] is set, its item and
/// value. An op adds its checks with messages that do not name the op:
/// ov-prepare-module-abi prefixes them with the op's layer name and position.
struct RuntimeCheckList {
  SmallVector<Value> passed; // i1 values
  SmallVector<std::string> messages;
  SmallVector<std::optional<RuntimeCheckDetail>> details;
  /// The most loop passes one GPU kernel invocation of the target may make
  /// (GPUKernelTraits::loopPassLimit; 0: no limit): a family whose kernel
  /// loops depend on input values refuses the inputs that would exceed it.
  int64_t loopPassLimit = 0;

  void add(Value ok, std::string message,
           std::optional<RuntimeCheckDetail> detail = std::nullopt) {
    passed.push_back(ok);
    messages.push_back(std::move(message));
    details.push_back(std::move(detail));
  }
};

} // namespace mlir::ov

#endif // OV_DIALECT_FAMILYHOOKS_H
