//===- LoadModel.cpp - The tools' model loader (.xml or .mlir) ------------===//

#include "ov/Import/OpenVINOIR.h"
#include "ov/Support/Printable.h"

#include "mlir/IR/Location.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::ov;

std::string OneLineDiagnosticHandler::format(Diagnostic &diag) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (auto loc = diag.getLocation()->findInstanceOf<FileLineColLoc>())
    os << printable(loc.getFilename().getValue()) << ":" << loc.getLine() << ":"
       << loc.getColumn() << ": ";
  switch (diag.getSeverity()) {
  case DiagnosticSeverity::Error:
    os << "error: ";
    break;
  case DiagnosticSeverity::Warning:
    os << "warning: ";
    break;
  case DiagnosticSeverity::Note:
    os << "note: ";
    break;
  case DiagnosticSeverity::Remark:
    os << "remark: ";
    break;
  }
  // Messages that quote IR may hold newlines; keep the promise of one line.
  // Other control characters come from the model (layer names, strings).
  std::string message = diag.str();
  std::replace(message.begin(), message.end(), '\n', ' ');
  os << printable(message);
  return text;
}

OneLineDiagnosticHandler::OneLineDiagnosticHandler(MLIRContext *context,
                                                   llvm::raw_ostream &os)
    : ScopedDiagnosticHandler(context, [&os](Diagnostic &diag) {
        os << format(diag) << "\n";
        return success();
      }) {}

OwningOpRef<ModuleOp> mlir::ov::loadModel(StringRef path,
                                          MLIRContext *context) {
  if (llvm::sys::path::extension(path).equals_insensitive(".xml")) {
    OneLineDiagnosticHandler oneLine(context, llvm::errs());
    return importOpenVINOIR(path, /*binPath=*/"", context);
  }
  return parseSourceFile<ModuleOp>(path, ParserConfig(context));
}
