// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ov-translate.cpp - OpenVINO IR <-> the ov dialect ------------------===//
//
//   ov-translate --import-openvino MODEL.xml [--bin MODEL.bin] [-o OUT.mlir]
//   ov-translate --export-openvino MODEL.mlir -o OUT.xml [--bin OUT.bin]
//
// The weights file is the .xml's path with extension .bin unless --bin names
// one. Errors are one line each: FILE:LINE:COL: error: layer ID 'NAME' (type
// T, V): ... No output may name an input or the other output (checked before
// any file is opened for writing). `-split-input-file` and
// `-verify-diagnostics` work as in mlir-translate (for the tests).
//
//===----------------------------------------------------------------------===//

#include "ov/InitOV.h"
#include "ov/OpenVINOIR/OpenVINOIR.h"
#include "ov/Support/CommandLine.h"
#include "ov/Support/Printable.h"
#include "ov/Support/ToolFiles.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/ToolUtilities.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory category("ov-translate options");

namespace {

enum class Direction { Import, Export };

} // namespace

static cl::opt<Direction> direction(
    cl::desc("Translation:"),
    cl::values(clEnumValN(Direction::Import, "import-openvino",
                          "OpenVINO IR (.xml + .bin) to the ov dialect"),
               clEnumValN(Direction::Export, "export-openvino",
                          "the ov dialect to OpenVINO IR version 11")),
    cl::Required, cl::cat(category));
static cl::opt<std::string> inputPath(cl::Positional, cl::desc("<input file>"),
                                      cl::init("-"), cl::cat(category));
static cl::opt<std::string> outputPath("o",
                                       cl::desc("Output file (- for stdout)"),
                                       cl::value_desc("FILE"), cl::init("-"),
                                       cl::cat(category));
static cl::opt<std::string>
    binPath("bin",
            cl::desc("The weights file (default: the .xml's path with "
                     "extension .bin)"),
            cl::value_desc("FILE.bin"), cl::cat(category));
static cl::opt<bool>
    splitInputFile("split-input-file",
                   cl::desc("Translate each '// -----' chunk of "
                            "the input on its own"),
                   cl::cat(category));
static cl::opt<bool>
    verifyDiagnostics("verify-diagnostics",
                      cl::desc("Check diagnostics against expected-* comments"),
                      cl::cat(category));

/// The one error line; control characters (from file names) escaped.
static int fail(const llvm::Twine &message) {
  llvm::errs() << "ov-translate: error: " << ov::printable(message.str())
               << "\n";
  return 1;
}

/// The weights file beside `xml` (or --bin).
static std::string weightsPath(StringRef xml) {
  if (!binPath.empty())
    return binPath;
  if (xml == "-")
    return "";
  SmallString<128> path(xml);
  llvm::sys::path::replace_extension(path, "bin");
  return std::string(path);
}

static LogicalResult importModel(llvm::SourceMgr &sourceMgr,
                                 MLIRContext *context, llvm::raw_ostream &os) {
  const llvm::MemoryBuffer *xml =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  OwningOpRef<ModuleOp> module =
      ov::importOpenVINOIR(xml->getMemBufferRef(), binPath, context);
  if (!module)
    return failure();
  module->print(os, OpPrintingFlags());
  os << "\n";
  return success();
}

/// The model text goes to `os` (-o); the weights beside -o, or to --bin.
static LogicalResult exportModel(llvm::SourceMgr &sourceMgr,
                                 MLIRContext *context, llvm::raw_ostream &os) {
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(context));
  if (!module)
    return failure();
  std::string weights;
  llvm::raw_string_ostream weightsStream(weights);
  if (failed(ov::exportOpenVINOIR(*module, os, weightsStream)))
    return failure();
  std::string path = weightsPath(outputPath);
  if (path.empty()) {
    if (weights.empty())
      return success();
    return module->emitError("the model has constants: give -o FILE.xml "
                             "(the weights go beside it) or --bin FILE.bin");
  }
  ov::AtomicOutputFile file;
  std::string error;
  llvm::raw_fd_ostream *weightsFile = nullptr;
  if (!file.open(path, error) || !(weightsFile = file.stream(error)))
    return module->emitError(error);
  *weightsFile << weights;
  if (!file.commit(error))
    return module->emitError(error);
  return success();
}

/// Translates one chunk of the input with a fresh context.
static LogicalResult translateChunk(std::unique_ptr<llvm::MemoryBuffer> chunk,
                                    llvm::raw_ostream &os) {
  DialectRegistry registry;
  ov::registerOVDialects(registry);
  MLIRContext context(registry);
  context.printOpOnDiagnostic(!verifyDiagnostics);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(chunk), llvm::SMLoc());
  auto translate = direction == Direction::Import ? importModel : exportModel;
  if (verifyDiagnostics) {
    SourceMgrDiagnosticVerifierHandler verifier(sourceMgr, &context);
    (void)translate(sourceMgr, &context, os);
    return verifier.verify();
  }
  ov::OneLineDiagnosticHandler oneLine(&context, llvm::errs());
  return translate(sourceMgr, &context, os);
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  ov::reportFileSizeLimitAsWriteError();
  registerAsmPrinterCLOptions();
  registerMLIRContextCLOptions();
  // --help lists ov-translate's options; --help-hidden MLIR's and LLVM's too.
  ov::hideUnrelatedOptions(category);
  ov::parseToolOptions(argc, argv,
                       "ov-translate: OpenVINO IR <-> ov dialect\n");

  // The model, its weights and the two outputs are four different files.
  SmallVector<std::string> inputs{inputPath}, outputs{outputPath};
  if (direction == Direction::Import)
    inputs.push_back(weightsPath(inputPath));
  else
    outputs.push_back(weightsPath(outputPath));
  if (std::string problem = ov::checkEmptyPaths({&outputPath, &binPath});
      !problem.empty())
    return fail(problem);
  std::string error;
  if (failed(ov::checkOutputPaths(inputs, outputs, error)))
    return fail(error);

  // A device or a FIFO as the model would be read without end: only
  // regular files are read (stdin, "-", is the user's choice). The importer
  // reads weights by the same rule, naming the Const that needed them.
  std::unique_ptr<llvm::MemoryBuffer> input =
      inputPath == "-" ? openInputFile(inputPath, &error)
                       : ov::readModelFile(inputPath, error);
  if (!input)
    return fail(error);
  // Written whole or not at all: a failure leaves the previous file.
  ov::AtomicOutputFile output;
  llvm::raw_fd_ostream *os = nullptr;
  if (!output.open(outputPath, error) || !(os = output.stream(error)))
    return fail(error);
  if (failed(splitAndProcessBuffer(std::move(input), translateChunk, *os,
                                   splitInputFile ? kDefaultSplitMarker : "",
                                   kDefaultSplitMarker)))
    return 1;
  if (!output.commit(error))
    return fail(error);
  return 0;
}
