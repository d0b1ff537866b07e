// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ov-opt.cpp - The ov dialect's opt-style driver --------------------===//
//
// MlirOptMain with every upstream dialect, extension and pass, plus the ov
// dialect, its passes and its pipelines. Its files follow the other tools'
// rules: an empty -o, a FIFO that no process reads, a folder or the input
// itself as -o, an input that is not a regular file and a failed write are
// one error line; the output is written to a temporary beside it and renamed
// over it once complete, so that a failure or a signal leaves the previous
// file.
//
//===----------------------------------------------------------------------===//

#include "ov/InitOV.h"
#include "ov/OpenVINOIR/OpenVINOIR.h"
#include "ov/Support/Printable.h"
#include "ov/Support/ToolFiles.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

/// The one error line; control characters (from file names) escaped.
static int fail(const std::string &message) {
  llvm::errs() << "ov-opt: error: " << mlir::ov::printable(message) << "\n";
  return 1;
}

/// The problem with the input and output paths, or "".
static std::string checkPaths(const std::string &input,
                              const std::string &output) {
  if (output.empty())
    return "-o '': an empty path names no file";
  std::string error;
  if (failed(mlir::ov::checkOutputPaths({input}, {output}, error)))
    return error;
  // A FIFO or a device would be read without end ("-" is stdin, the
  // user's choice).
  return input == "-" ? "" : mlir::ov::checkRegularFile(input);
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  mlir::ov::reportFileSizeLimitAsWriteError();
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::registerAllPasses();
  mlir::ov::registerOV(registry);
  auto [input, output] = mlir::registerAndParseCLIOptions(
      argc, argv, "ov-opt: optimizer driver for the ov dialect\n", registry);
  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();
  // Listings print to stdout and read no file.
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::asMainReturnCode(
        mlir::MlirOptMain(argc, argv, input, "-", registry));
  if (std::string problem = checkPaths(input, output); !problem.empty())
    return fail(problem);
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> buffer =
      input == "-" ? mlir::openInputFile(input, &error)
                   : mlir::ov::readModelFile(input, error);
  if (!buffer)
    return fail(error);
  mlir::ov::AtomicOutputFile file;
  llvm::raw_fd_ostream *os = nullptr;
  if (!file.open(output, error) || !(os = file.stream(error)))
    return fail(error);
  if (mlir::failed(mlir::MlirOptMain(*os, std::move(buffer), registry, config)))
    return 1;
  return file.commit(error) ? 0 : fail(error);
}
