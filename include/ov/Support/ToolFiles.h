// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
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
// report for SIGXFSZ. Every output is written whole or not at all
// (AtomicOutputFile): a signal or an error mid-write leaves the previous
// file intact.
//
//===----------------------------------------------------------------------===//

#ifndef OV_SUPPORT_TOOLFILES_H
#define OV_SUPPORT_TOOLFILES_H

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

#include <csignal>
#include <memory>
#include <optional>
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

  /// The error of a failed create(), naming the folder (TMPDIR's, or the
  /// system's default): "cannot create a temporary file in 'DIR' (TMPDIR):
  /// REASON".
  static std::string createError(std::error_code ec) {
    llvm::SmallString<128> folder;
    llvm::sys::path::system_temp_directory(/*ErasedOnReboot=*/true, folder);
    return "cannot create a temporary file in '" + std::string(folder) +
           "' (TMPDIR): " + ec.message();
  }

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

/// An output written whole or not at all. A new or regular file is written
/// to a temporary beside it (PATH.tmp-XXXXXX, removed on a signal or fatal
/// error like TemporaryFile's) and renamed over PATH by commit(): a signal,
/// a failed write or an error before commit() leaves the previous file as
/// it was. "-" (stdout) and an existing node that is not a regular file (a
/// FIFO with a reader, /dev/null) are written in place: a rename would
/// replace the node. The new file has the default mode (0666 less the
/// umask), not the previous file's.
class AtomicOutputFile {
public:
  AtomicOutputFile() = default;
  AtomicOutputFile(const AtomicOutputFile &) = delete;
  AtomicOutputFile &operator=(const AtomicOutputFile &) = delete;
  ~AtomicOutputFile() { discard(); }

  /// Prepares the write of `path`; false with `error` set ("cannot write
  /// 'PATH': REASON").
  bool open(llvm::StringRef path, std::string &error) {
    discard();
    target = path.str();
    llvm::sys::fs::file_status status;
    bool exists = !llvm::sys::fs::status(path, status);
    if (path == "-" || (exists && !llvm::sys::fs::is_regular_file(status)))
      return true;
    // A link to a file is written through: the file is replaced, not the
    // link.
    llvm::SmallString<256> real(path);
    if (exists && llvm::sys::fs::real_path(path, real))
      real = path;
    renameTo = std::string(real);
    llvm::Expected<llvm::sys::fs::TempFile> file =
        llvm::sys::fs::TempFile::create(renameTo + ".tmp-%%%%%%");
    if (!file) {
      error =
          "cannot write '" + target + "': " + llvm::toString(file.takeError());
      return false;
    }
    temp.emplace(std::move(*file));
    return true;
  }

  /// Where the data is written: the temporary, or the path itself.
  llvm::StringRef writePath() const {
    return temp ? llvm::StringRef(temp->TmpName) : llvm::StringRef(target);
  }

  /// The stream to the data, for writers that take one; false with `error`
  /// set when the path cannot be opened.
  llvm::raw_fd_ostream *stream(std::string &error) {
    if (out)
      return out.get();
    if (temp) {
      out = std::make_unique<llvm::raw_fd_ostream>(temp->FD,
                                                   /*shouldClose=*/false);
      return out.get();
    }
    std::error_code ec;
    out = std::make_unique<llvm::raw_fd_ostream>(target, ec);
    if (ec) {
      error = "cannot write '" + target + "': " + ec.message();
      out.reset();
    }
    return out.get();
  }

  /// Flushes the stream (if any), then renames the temporary over the path;
  /// false with `error` set ("cannot write 'PATH': REASON"), the previous
  /// file untouched.
  bool commit(std::string &error) {
    if (out) {
      // The temporary's descriptor is TempFile's to close.
      bool written =
          temp ? flushed(*out, error) : closeOutputStream(*out, target, error);
      out.reset();
      if (!written)
        return discard(), false;
    }
    if (!temp)
      return true;
    llvm::Error kept = temp->keep(renameTo);
    temp.reset();
    if (!kept)
      return true;
    error = "cannot write '" + target + "': " + llvm::toString(std::move(kept));
    return false;
  }

  /// Removes the temporary (nothing when written in place or committed).
  void discard() {
    if (out) {
      out->clear_error();
      out.reset();
    }
    if (temp) {
      llvm::consumeError(temp->discard());
      temp.reset();
    }
  }

private:
  /// Flushes `os`, a stream to the temporary; false with `error` set.
  bool flushed(llvm::raw_fd_ostream &os, std::string &error) {
    os.flush();
    if (!os.has_error())
      return true;
    error = "cannot write '" + target + "': " + os.error().message();
    os.clear_error();
    return false;
  }

  std::string target, renameTo;
  std::optional<llvm::sys::fs::TempFile> temp;
  std::unique_ptr<llvm::raw_fd_ostream> out;
};

/// Makes a write past the file-size limit (ulimit -f) fail with EFBIG, which
/// the writer reports naming the file, instead of killing the tool with
/// SIGXFSZ (and LLVM's crash report). Call after llvm::InitLLVM, which
/// installs LLVM's handlers, SIGXFSZ's among them. The linker inherits it.
inline void reportFileSizeLimitAsWriteError() { std::signal(SIGXFSZ, SIG_IGN); }

} // namespace mlir::ov

#endif // OV_SUPPORT_TOOLFILES_H
