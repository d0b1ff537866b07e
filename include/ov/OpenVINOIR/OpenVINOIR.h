// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OpenVINOIR.h - OpenVINO IR (.xml + .bin) <-> ov dialect --*- C++ -*-===//
//
// Import: an OpenVINO IR model (IR version 10 or 11) becomes a module with one
// func.func whose arguments are the Parameter layers and whose results are the
// Result layers, both in file order. A layer that an ov op represents
// (MaxPool-1/8/14, ROIAlign-3/9: the ops implementing OpenVINOLayerOpInterface,
// which say their layer type, opsets, ports and <data> attributes) becomes
// that op (result types from the ops' shape inference; the declared port dims
// are checked against them),
// Const layers become arith.constant from the weights file, and every other
// layer becomes a generic ov.layer.
//
// Export: the inverse, as IR version 11 (.xml + .bin); an op's layer
// version is the first opset that has it.
//
// Errors are reported as diagnostics on the context, at the offending XML
// element's file:line:col, and name the layer (id, name, type, version).
//
//===----------------------------------------------------------------------===//

#ifndef OV_OPENVINOIR_OPENVINOIR_H
#define OV_OPENVINOIR_OPENVINOIR_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LLVM.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/MemoryBufferRef.h"

namespace mlir::ov {

/// Imports the model at `xmlPath`. Const data comes from `binPath`, or, when
/// it is empty, from the file beside the model with extension .bin; the
/// weights are read only if the model has a Const layer, only from a regular
/// file, and only the bytes each Const names (the constants together within
/// a budget of 4 x the weights' size + 64 MiB). Returns null after reporting
/// an error.
OwningOpRef<ModuleOp> importOpenVINOIR(StringRef xmlPath, StringRef binPath,
                                       MLIRContext *context);

/// As above, with the model text already in memory (`xml`'s identifier names
/// the file in diagnostics and, when `binPath` is empty, locates the .bin).
OwningOpRef<ModuleOp> importOpenVINOIR(llvm::MemoryBufferRef xml,
                                       StringRef binPath, MLIRContext *context);

/// As above, with the weights in memory too (fuzzing, embedding).
OwningOpRef<ModuleOp> importOpenVINOIRFromMemory(llvm::MemoryBufferRef xml,
                                                 ArrayRef<char> weights,
                                                 MLIRContext *context);

/// Writes `module` (one function of ov ops, generic layers, arith.constant
/// and func.return) as IR version 11: the model text to `xml`, the Const data
/// to `weights`. Reports unsupported ops and types as errors.
LogicalResult exportOpenVINOIR(ModuleOp module, llvm::raw_ostream &xml,
                               llvm::raw_ostream &weights);

/// As above, into files; `binPath` defaults to `xmlPath` with extension .bin.
LogicalResult exportOpenVINOIR(ModuleOp module, StringRef xmlPath,
                               StringRef binPath = "");

/// The tools' model loader: a `.xml` path is imported (weights beside it),
/// anything else is parsed as MLIR. A file that cannot be read sets `error`
/// (readModelFile); import errors are printed on one line each to
/// llvm::errs() (see OneLineDiagnosticHandler), `error` left empty.
OwningOpRef<ModuleOp> loadModel(StringRef path, MLIRContext *context,
                                std::string &error);

/// The whole of the file `path` if it is a regular file (links followed),
/// else null with `error` set: "PATH: not a regular file" (a device, a FIFO,
/// a socket: nothing is read, and the open does not block), "PATH: is a
/// directory", or "cannot open input file 'PATH': REASON". Every tool reads
/// models through it; the importer reads weights by the same rule.
std::unique_ptr<llvm::MemoryBuffer> readModelFile(StringRef path,
                                                  std::string &error);

/// "PATH: not a regular file" (or "PATH: is a directory") when `path` exists
/// and is not a regular file after links, else "". Never opens the file:
/// the tools check a model and its weights before reading either.
std::string checkRegularFile(StringRef path);

/// The tools' guard against overwriting their own inputs: fails, with
/// `error` set, when an output path ("-" is stdout and skipped) names the
/// same file as an input or as another output (after resolving links and
/// relative paths), when its folder does not exist, when it is a folder, or
/// when it is a FIFO that no process reads (the write would block forever).
LogicalResult checkOutputPaths(ArrayRef<std::string> inputs,
                               ArrayRef<std::string> outputs,
                               std::string &error);

/// The tools' --help: lists only the options in `category` (and LLVM's
/// generic ones); every other registered option (MLIR's and LLVM's, some
/// hundreds) is hidden, so that --help-hidden and --help-list-hidden still
/// show them. (cl::HideUnrelatedOptions would drop them from those too.)
void hideUnrelatedOptions(llvm::cl::OptionCategory &category);

/// While alive, prints every diagnostic on `context` as one line,
/// "FILE:LINE:COL: error: MESSAGE", without the source excerpt and notes that
/// SourceMgrDiagnosticHandler adds: the tools' contract is a one-line error.
/// Errors after the first are dropped.
class OneLineDiagnosticHandler : public ScopedDiagnosticHandler {
public:
  OneLineDiagnosticHandler(MLIRContext *context, llvm::raw_ostream &os);

  /// The one line for `diag` (without the newline).
  static std::string format(Diagnostic &diag);

private:
  /// Only the first error is printed.
  bool reportedError = false;
};

} // namespace mlir::ov

#endif // OV_OPENVINOIR_OPENVINOIR_H
