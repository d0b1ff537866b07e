//===- ov-translate.cpp - OpenVINO IR <-> the ov dialect ------------------===//
//
//   ov-translate --import-openvino MODEL.xml [--bin MODEL.bin] [-o OUT.mlir]
//   ov-translate --export-openvino MODEL.mlir -o OUT.xml [--bin OUT.bin]
//
// mlir-translate with the two OpenVINO IR translations. The weights file is
// the .xml's path with extension .bin unless --bin names one. Import errors
// are one line each: FILE:LINE:COL: error: layer ID 'NAME' (type T, V): ...
//
//===----------------------------------------------------------------------===//

#include "ov/Import/OpenVINOIR.h"
#include "ov/InitOV.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
namespace cl = llvm::cl;

static cl::opt<std::string>
    binPath("bin",
            cl::desc("The weights file (default: the .xml's path with "
                     "extension .bin)"),
            cl::value_desc("FILE.bin"));

/// The output path mlirTranslateMain was given with -o ("-" for stdout).
static StringRef outputPath() {
  auto &options = cl::getRegisteredOptions();
  auto it = options.find("o");
  if (it == options.end())
    return "-";
  return static_cast<cl::opt<std::string> *>(it->second)->getValue();
}

static OwningOpRef<Operation *> importModel(llvm::SourceMgr &sourceMgr,
                                            MLIRContext *context) {
  ov::OneLineDiagnosticHandler oneLine(context, llvm::errs());
  const llvm::MemoryBuffer *xml =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  return ov::importOpenVINOIR(xml->getMemBufferRef(), binPath, context);
}

/// The model text goes to `xml` (-o); the weights beside -o, or to --bin.
static LogicalResult exportModel(Operation *op, llvm::raw_ostream &xml) {
  auto module = dyn_cast<ModuleOp>(op);
  if (!module)
    return op->emitError("expected a builtin.module");
  std::string weights;
  llvm::raw_string_ostream weightsStream(weights);
  if (failed(ov::exportOpenVINOIR(module, xml, weightsStream)))
    return failure();
  SmallString<128> path(binPath);
  if (path.empty()) {
    StringRef output = outputPath();
    if (output == "-") {
      if (weights.empty())
        return success();
      return module.emitError("the model has constants: give -o FILE.xml "
                              "(the weights go beside it) or --bin FILE.bin");
    }
    path = output;
    llvm::sys::path::replace_extension(path, "bin");
  }
  std::error_code ec;
  llvm::ToolOutputFile file(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return module.emitError("cannot write '") << path << "': " << ec.message();
  file.os() << weights;
  file.keep();
  return success();
}

int main(int argc, char **argv) {
  auto dialects = [](DialectRegistry &registry) {
    ov::registerOVDialects(registry);
  };
  TranslateToMLIRRegistration importRegistration(
      "import-openvino", "OpenVINO IR (.xml + .bin) to the ov dialect",
      importModel, dialects);
  TranslateFromMLIRRegistration exportRegistration(
      "export-openvino", "the ov dialect to OpenVINO IR version 11",
      exportModel, dialects);
  return failed(mlirTranslateMain(argc, argv,
                                  "ov-translate: OpenVINO IR <-> ov dialect"));
}
