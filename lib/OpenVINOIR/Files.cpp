// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Files.cpp - Reading models and weights from regular files only -----===//
//
// A model (.xml, .mlir) or its weights (.bin) named by a hostile user may be
// a device (/dev/zero), a FIFO or a link to either: reading it "whole" would
// never end, or end when memory runs out. The rule, for every tool: only a
// regular file (after links) is read, its type is checked on the open file
// (so that swapping the file between a check and the open changes nothing),
// the open never blocks (O_NONBLOCK: a FIFO without a writer), and weights
// are read one Const at a time, exactly the bytes it names.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "ov/OpenVINOIR/OpenVINOIR.h"
#include "ov/Support/Printable.h"

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace mlir;
using namespace mlir::ov;

static std::string errnoMessage(int error) {
  return std::error_code(error, std::generic_category()).message();
}

/// What is wrong with a file of mode `mode`, or "" for a regular file.
static std::string fileTypeProblem(mode_t mode) {
  if (S_ISREG(mode))
    return "";
  return S_ISDIR(mode) ? "is a directory" : "not a regular file";
}

/// Opens `path` for reading if it is a regular file (links followed), without
/// blocking; sets `size`. Returns -1 with `problem` set otherwise: the
/// system's reason, or, with `wrongType` set, "not a regular file" / "is a
/// directory".
static int openRegularFile(StringRef path, uint64_t &size, std::string &problem,
                           bool &wrongType) {
  std::string name = path.str();
  wrongType = false;
  int fd = ::open(name.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) {
    problem = errnoMessage(errno);
    return -1;
  }
  struct stat status;
  if (::fstat(fd, &status) != 0) {
    problem = errnoMessage(errno);
  } else {
    problem = fileTypeProblem(status.st_mode);
    wrongType = !problem.empty();
    size = uint64_t(status.st_size);
  }
  if (problem.empty())
    return fd;
  ::close(fd);
  return -1;
}

/// Reads `count` bytes at `offset` of `fd` into `out`; "" or the problem.
static std::string readAt(int fd, uint64_t offset, MutableArrayRef<char> out) {
  size_t done = 0;
  while (done < out.size()) {
    ssize_t n =
        ::pread(fd, out.data() + done, out.size() - done, off_t(offset + done));
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0)
      return errnoMessage(errno);
    if (n == 0)
      return "the file ended at byte " + std::to_string(offset + done) +
             " (it shrank while being read)";
    done += size_t(n);
  }
  return "";
}

std::string mlir::ov::checkRegularFile(StringRef path) {
  struct stat status;
  std::string name = path.str();
  // stat, not open: opening a FIFO blocks until a writer comes.
  if (::stat(name.c_str(), &status) != 0)
    return ""; // Missing or unreadable: the reader names the reason.
  std::string problem = fileTypeProblem(status.st_mode);
  return problem.empty() ? "" : printable(path) + ": " + problem;
}

std::unique_ptr<llvm::MemoryBuffer>
mlir::ov::readModelFile(StringRef path, std::string &error) {
  uint64_t size = 0;
  std::string problem;
  bool wrongType = false;
  int fd = openRegularFile(path, size, problem, wrongType);
  if (fd < 0) {
    error = wrongType ? printable(path) + ": " + problem
                      : "cannot open input file '" + printable(path) +
                            "': " + problem;
    return nullptr;
  }
  std::unique_ptr<llvm::WritableMemoryBuffer> buffer =
      llvm::WritableMemoryBuffer::getNewUninitMemBuffer(size, path);
  if (!buffer) {
    ::close(fd);
    error = "cannot read '" + printable(path) + "': " + std::to_string(size) +
            " bytes do not fit in memory";
    return nullptr;
  }
  problem = readAt(fd, 0, buffer->getBuffer());
  ::close(fd);
  if (!problem.empty()) {
    error = "cannot read '" + printable(path) + "': " + problem;
    return nullptr;
  }
  return buffer;
}

namespace mlir::ov::ir {

Weights::~Weights() {
  if (fd >= 0)
    ::close(fd);
}

std::string Weights::describe() const {
  return path.empty() ? "the weights in memory" : "'" + printable(path) + "'";
}

LogicalResult Weights::open(std::string &error) {
  if (!opened) {
    opened = true;
    std::string problem;
    bool wrongType = false;
    fd = openRegularFile(path, fileSize, problem, wrongType);
    if (fd < 0)
      openError =
          "cannot read the weights file '" + printable(path) + "': " + problem;
  }
  error = openError;
  return failure(!openError.empty());
}

FailureOr<uint64_t> Weights::size(std::string &error) {
  if (failed(open(error)))
    return failure();
  return path.empty() ? uint64_t(data.size()) : fileSize;
}

FailureOr<ArrayRef<char>> Weights::read(uint64_t offset, uint64_t count,
                                        std::string &error) {
  FailureOr<uint64_t> total = size(error);
  if (failed(total))
    return failure();
  assert(offset <= *total && count <= *total - offset && "outside the weights");
  if (path.empty())
    return data.slice(offset, count);
  scratch = llvm::WritableMemoryBuffer::getNewUninitMemBuffer(count);
  if (!scratch) {
    error = "cannot read " + std::to_string(count) + " bytes of " + describe() +
            ": they do not fit in memory";
    return failure();
  }
  if (std::string problem = readAt(fd, offset, scratch->getBuffer());
      !problem.empty()) {
    error =
        "cannot read the weights file '" + printable(path) + "': " + problem;
    return failure();
  }
  return ArrayRef<char>(scratch->getBufferStart(), count);
}

} // namespace mlir::ov::ir
