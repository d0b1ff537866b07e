// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LoadModel.cpp - The tools' model loader (.xml or .mlir) ------------===//

#include "ov/OpenVINOIR/OpenVINOIR.h"
#include "ov/Support/Printable.h"

#include "mlir/IR/Location.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

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
    : ScopedDiagnosticHandler(context, [&os, this](Diagnostic &diag) {
        // The first error is the cause; the parser's follow-up errors
        // ("expected ']'" after a bad value) would only add lines.
        bool isError = diag.getSeverity() == DiagnosticSeverity::Error;
        if (!isError || !reportedError)
          os << format(diag) << "\n";
        reportedError |= isError;
        return success();
      }) {}

OwningOpRef<ModuleOp> mlir::ov::loadModel(StringRef path, MLIRContext *context,
                                          std::string &error) {
  std::unique_ptr<llvm::MemoryBuffer> file = readModelFile(path, error);
  if (!file)
    return nullptr;
  if (llvm::sys::path::extension(path).equals_insensitive(".xml")) {
    OneLineDiagnosticHandler oneLine(context, llvm::errs());
    return importOpenVINOIR(file->getMemBufferRef(), /*binPath=*/"", context);
  }
  auto sourceMgr = std::make_shared<llvm::SourceMgr>();
  sourceMgr->AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  return parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(context));
}

/// `path` made absolute with its folder's links resolved (the file itself
/// may not exist yet); "" when the folder does not exist.
static std::string resolvedPath(StringRef path) {
  SmallString<256> folder(llvm::sys::path::parent_path(path));
  if (folder.empty())
    folder = ".";
  SmallString<256> real;
  if (llvm::sys::fs::real_path(folder, real, /*expand_tilde=*/false))
    return "";
  SmallString<256> file(llvm::sys::path::filename(path));
  // A link to a file resolves to the file.
  SmallString<256> target;
  llvm::sys::path::append(real, file);
  if (!llvm::sys::fs::real_path(real, target, false))
    return std::string(target);
  return std::string(real);
}

/// A FIFO that no process reads would block the write forever: "" when
/// `path` is not a FIFO or has a reader, else the reason.
static std::string checkFIFOHasReader(StringRef path) {
  struct stat st;
  std::string name = path.str();
  if (::stat(name.c_str(), &st) != 0 || !S_ISFIFO(st.st_mode))
    return "";
  int fd = ::open(name.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd >= 0) {
    ::close(fd);
    return "";
  }
  if (errno == ENXIO)
    return "it is a FIFO that no process reads (the write would wait forever)";
  return std::strerror(errno);
}

LogicalResult mlir::ov::checkOutputPaths(ArrayRef<std::string> inputs,
                                         ArrayRef<std::string> outputs,
                                         std::string &error) {
  SmallVector<std::pair<std::string, std::string>> seen; // resolved, given
  for (const std::string &input : inputs)
    if (input != "-")
      seen.push_back({resolvedPath(input), input});
  for (const std::string &output : outputs) {
    if (output.empty() || output == "-")
      continue;
    std::string resolved = resolvedPath(output);
    if (resolved.empty()) {
      error =
          "cannot write '" + printable(output) + "': its folder does not exist";
      return failure();
    }
    if (llvm::sys::fs::is_directory(resolved)) {
      error = "cannot write '" + printable(output) + "': it is a folder";
      return failure();
    }
    if (std::string reason = checkFIFOHasReader(output); !reason.empty()) {
      error = "cannot write '" + printable(output) + "': " + reason;
      return failure();
    }
    for (auto &[other, given] : seen) {
      // Hard links too: the same file under two names.
      bool same = false;
      if (resolved != other &&
          (llvm::sys::fs::equivalent(output, given, same) || !same))
        continue;
      error = "refusing to write '" + printable(output) +
              "': it is the same file as '" + printable(given) + "'";
      return failure();
    }
    seen.push_back({resolved, output});
  }
  return success();
}

void mlir::ov::hideUnrelatedOptions(llvm::cl::OptionCategory &category) {
  auto &options = llvm::cl::getRegisteredOptions();
  // LLVM's generic options (--help, --version, ...) share --help's category.
  SmallVector<llvm::cl::OptionCategory *> keep{&category};
  if (auto help = options.find("help"); help != options.end())
    llvm::append_range(keep, help->second->Categories);
  for (auto &entry : options) {
    llvm::cl::Option *option = entry.second;
    if (option->getOptionHiddenFlag() == llvm::cl::NotHidden &&
        llvm::none_of(option->Categories, [&](llvm::cl::OptionCategory *c) {
          return llvm::is_contained(keep, c);
        }))
      option->setHiddenFlag(llvm::cl::Hidden);
  }
}
