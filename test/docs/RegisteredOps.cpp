// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- RegisteredOps.cpp - List the operations the ov dialect registers ---===//
//
// ov-registered-ops prints the name of every operation the ov dialect
// registers, one a line and sorted, in the context ov-opt builds
// (registerOVDialects). test/docs/references.test checks each against the
// generated dialect reference, so an op whose ODS file the docs build misses
// fails there.
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/OVDialect.h"
#include "ov/InitOV.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <vector>

int main() {
  mlir::DialectRegistry registry;
  mlir::ov::registerOVDialects(registry);
  mlir::MLIRContext context(registry);
  context.loadDialect<mlir::ov::OVDialect>();
  // Filtered here: getRegisteredOperationsByDialect finds none of them.
  std::vector<llvm::StringRef> names;
  for (mlir::RegisteredOperationName op : context.getRegisteredOperations())
    if (op.getDialectNamespace() == mlir::ov::OVDialect::getDialectNamespace())
      names.push_back(op.getStringRef());
  llvm::sort(names);
  for (llvm::StringRef name : names)
    llvm::outs() << name << "\n";
  return 0;
}
