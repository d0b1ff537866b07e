// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ModuleABIDescriptor.cpp - The module descriptor's text -------------===//
//
// The text of `ov_module_descriptor` (runtime/ABI.md): each function's
// `func`, `in`, `out`, `checkreads`, `error` and `detail` lines.
//
//===----------------------------------------------------------------------===//

#include "ModuleABI.h"

#include "ov/Support/Printable.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::abi;

/// The ABI's dtype name, or "" for a type compiled modules cannot take.
std::string abi::dtypeName(Type type) {
  if (type.isF16())
    return "f16";
  if (type.isBF16())
    return "bf16";
  if (type.isF32())
    return "f32";
  if (type.isF64())
    return "f64";
  if (auto integer = dyn_cast<IntegerType>(type)) {
    unsigned width = integer.getWidth();
    if (width != 8 && width != 16 && width != 32 && width != 64)
      return "";
    return (integer.isUnsigned() ? "u" : "i") + std::to_string(width);
  }
  return "";
}

std::string abi::boundsToken(const DimBounds &bounds, bool dynamicAsQuestion) {
  if (bounds.isStatic())
    return std::to_string(bounds.lower);
  if (bounds == DimBounds{})
    return dynamicAsQuestion ? "?" : "-1";
  std::string token = std::to_string(bounds.lower) + "..";
  if (bounds.upper != kUnboundedDim)
    token += std::to_string(bounds.upper);
  return token;
}

/// `in`/`out` line of the descriptor for a ranked tensor type, with
/// `bounds` (inputIntervals, outputIntervals) where there are some.
static std::string tensorLine(StringRef kind, RankedTensorType type,
                              ArrayRef<DimBounds> bounds = {}) {
  std::string line = (kind + " " + dtypeName(type.getElementType()) + " " +
                      std::to_string(type.getRank()))
                         .str();
  for (auto [d, dim] : llvm::enumerate(type.getShape()))
    line += " " + (bounds.empty()
                       ? std::to_string(ShapedType::isDynamic(dim) ? -1 : dim)
                       : boundsToken(bounds[d]));
  return line;
}

/// "ov.<op> 'name' at file:line:col": the layer name and position of
/// an imported op (a NameLoc around its FileLineColLoc), or the position in
/// the .mlir source.
std::string abi::describe(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << op->getName();
  if (auto name = op->getLoc()->findInstanceOf<NameLoc>())
    os << " '" << printable(name.getName().getValue()) << "'";
  if (auto fileLoc = op->getLoc()->findInstanceOf<FileLineColLoc>())
    os << " at " << printable(fileLoc.getFilename().getValue()) << ":"
       << fileLoc.getLine() << ":" << fileLoc.getColumn();
  return text;
}

/// The inputs (1-based) whose values `check` reads, not only their dims: a
/// caller whose inputs are in device memory copies these to the host for
/// the check (runtime/ABI.md, `checkreads` lines).
static SmallVector<unsigned> inputsReadByCheck(func::FuncOp check,
                                               unsigned numInputs) {
  SmallVector<unsigned> read;
  for (unsigned i = 0; i < numInputs; ++i)
    if (llvm::any_of(check.getArgument(i).getUsers(),
                     [](Operation *user) { return !isa<tensor::DimOp>(user); }))
      read.push_back(i + 1);
  return read;
}

/// Appends `func`'s descriptor lines (its signature was verified).
void abi::describeFunction(func::FuncOp func, func::FuncOp check,
                           ArrayRef<CheckDescription> checks,
                           std::string &text) {
  FunctionType type = func.getFunctionType();
  text += llvm::formatv("func {0} {1} {2}\n", func.getSymName(),
                        type.getNumInputs(), type.getNumResults());
  for (auto [i, t] : llvm::enumerate(type.getInputs()))
    text += tensorLine("in", cast<RankedTensorType>(t),
                       inputIntervals(func, unsigned(i))) +
            "\n";
  for (auto [i, t] : llvm::enumerate(type.getResults()))
    text += tensorLine("out", cast<RankedTensorType>(t),
                       outputIntervals(func, unsigned(i))) +
            "\n";
  for (unsigned input : inputsReadByCheck(check, type.getNumInputs()))
    text += llvm::formatv("checkreads {0}\n", input);
  for (auto [k, check] : llvm::enumerate(checks)) {
    text += llvm::formatv("error {0} {1}\n", k + 1, check.message);
    if (!check.detail.empty())
      text += llvm::formatv("detail {0} {1}\n", k + 1, check.detail);
  }
  text += "endfunc\n";
}
