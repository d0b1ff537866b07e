//===- ToolFiles.h - The tools' temporary and output files ------*- C++ -*-===//
//
// Temporary files. The tools compile through temporary files in TMPDIR
// (ov-module-*.o, ov-run-*.so, the linker's messages). They are removed when
// the tool is done with them, and also when it dies first: on SIGINT, SIGTERM,
// SIGHUP, a crash signal or an LLVM fatal error (report_fatal_error runs the
// same handlers before it exits), through llvm::sys::RemoveFileOnSignal.
// The linker is a child process: a signal to the whole process group (a
// terminal's ^C, a service manager) ends it too, but one sent to the tool
// alone while it links leaves the linker to finish writing the library.
//
// Output files. A write that fails (a full disk, /dev/full, a file-size
// limit) is one error line naming the file and the system's reason: never
// LLVM's "IO failure on output stream", which names no file, nor a crash
// report for SIGXFSZ.
//
//===----------------------------------------------------------------------===//

#ifndef OV_SUPPORT_TOOLFILES_H
#define OV_SUPPORT_TOOLFILES_H

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

#include <csignal>
#include <string>
#include <system_error>

namespace mlir::ov {

/// A file in TMPDIR named PREFIX-XXXXXX.SUFFIX, created by create() and
/// removed by the destructor, or by a signal or fatal error before that.
class TemporaryFile {
public:
  TemporaryFile() = default;
  TemporaryFile(const TemporaryFile &) = delete;
  TemporaryFile &operator=(const TemporaryFile &) = delete;
  ~TemporaryFile() { remove(); }

  /// Creates the file (empty); fails with the system's error.
  std::error_code create(llvm::StringRef prefix, llvm::StringRef suffix) {
    remove();
    if (std::error_code ec =
            llvm::sys::fs::createTemporaryFile(prefix, suffix, filePath)) {
      filePath.clear(); // Nothing to remove.
      return ec;
    }
    std::string message;
    // Fails only when the path is already registered: harmless.
    (void)llvm::sys::RemoveFileOnSignal(filePath, &message);
    return {};
  }

  llvm::StringRef path() const { return filePath; }

  /// Removes the file now (nothing when none was created).
  void remove() {
    if (filePath.empty())
      return;
    llvm::sys::fs::remove(filePath);
    llvm::sys::DontRemoveFileOnSignal(filePath);
    filePath.clear();
  }

private:
  llvm::SmallString<128> filePath;
};

/// Flushes (and, unless it is stdout, closes) `os`, written to `path`;
/// false with `error` set ("cannot write 'PATH': REASON") when a write
/// failed ("cannot write to stdout: ..." for "-"). The stream's error is
/// cleared, so its destructor does not turn it into LLVM's fatal error.
inline bool closeOutputStream(llvm::raw_fd_ostream &os, llvm::StringRef path,
                              std::string &error) {
  if (path == "-")
    os.flush();
  else
    os.close();
  if (!os.has_error())
    return true;
  std::string what = path == "-" ? std::string("cannot write to stdout")
                                 : ("cannot write '" + path + "'").str();
  error = what + ": " + os.error().message();
  os.clear_error();
  return false;
}

/// Makes a write past the file-size limit (ulimit -f) fail with EFBIG, which
/// the writer reports naming the file, instead of killing the tool with
/// SIGXFSZ (and LLVM's crash report). Call after llvm::InitLLVM, which
/// installs LLVM's handlers, SIGXFSZ's among them. The linker inherits it.
inline void reportFileSizeLimitAsWriteError() { std::signal(SIGXFSZ, SIG_IGN); }

} // namespace mlir::ov

#endif // OV_SUPPORT_TOOLFILES_H
