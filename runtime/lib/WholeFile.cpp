// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- WholeFile.cpp - Files written whole or not at all ------------------===//

#include "WholeFile.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ovrt::impl {

static std::string lastErrno() { return std::strerror(errno ? errno : EIO); }

/// Writes every part to `fd`; false with errno set.
static bool writeAll(int fd, std::initializer_list<std::string_view> parts) {
  for (std::string_view part : parts) {
    const char *p = part.data();
    size_t left = part.size();
    while (left > 0) {
      ssize_t n = ::write(fd, p, left);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0) {
        if (n == 0)
          errno = EIO;
        return false;
      }
      p += n;
      left -= size_t(n);
    }
  }
  return true;
}

/// The process's umask, read without changing it (umask(2) would, for a
/// moment, for every thread); 022 where /proc does not say.
static mode_t currentUmask() {
  mode_t mask = 022;
  if (FILE *f = std::fopen("/proc/self/status", "re")) {
    char line[256];
    unsigned value;
    while (std::fgets(line, sizeof line, f))
      if (std::sscanf(line, "Umask: %o", &value) == 1) {
        mask = mode_t(value);
        break;
      }
    std::fclose(f);
  }
  return mask;
}

/// A device node or a FIFO: written where it is. The open does not block:
/// a FIFO that no process reads is refused (ENXIO), not waited on.
static Status writeInPlace(const std::string &path,
                           std::initializer_list<std::string_view> parts) {
  int fd = ::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0 && errno == ENXIO)
    return Status::error(path + ": a FIFO that no process reads");
  if (fd < 0)
    return Status::error(path + ": cannot open for writing: " + lastErrno());
  fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  errno = 0;
  bool ok = writeAll(fd, parts);
  std::string error = lastErrno();
  if (::close(fd) != 0 && ok) {
    ok = false;
    error = lastErrno();
  }
  return ok ? Status::success()
            : Status::error(path + ": write error: " + error);
}

/// Where the temporary goes and what it is renamed to: the file a link
/// names (the link stays a link), else the path itself.
static std::string renameTarget(const std::string &path, bool exists) {
  if (!exists)
    return path;
  char real[PATH_MAX];
  return realpath(path.c_str(), real) ? std::string(real) : path;
}

Status writeWholeFile(const std::string &path,
                      std::initializer_list<std::string_view> parts) {
  if (path.empty())
    return Status::error("cannot write to an empty path");
  struct stat st;
  bool exists = ::stat(path.c_str(), &st) == 0;
  if (exists && S_ISDIR(st.st_mode))
    return Status::error(path + ": is a directory");
  if (exists && S_ISSOCK(st.st_mode))
    return Status::error(path + ": is a socket");
  if (exists && !S_ISREG(st.st_mode))
    return writeInPlace(path, parts);
  std::string target = renameTarget(path, exists);
  std::string temp = target + ".tmp-XXXXXX";
  int fd = mkostemp(temp.data(), O_CLOEXEC);
  if (fd < 0)
    return Status::error(path + ": cannot open for writing: " + lastErrno());
  fchmod(fd, 0666 & ~currentUmask());
  errno = 0;
  bool ok = writeAll(fd, parts);
  std::string error = lastErrno();
  if (::close(fd) != 0 && ok) {
    ok = false;
    error = lastErrno();
  }
  if (ok && std::rename(temp.c_str(), target.c_str()) != 0) {
    error = lastErrno();
    ::unlink(temp.c_str());
    return Status::error(path + ": cannot replace it: " + error);
  }
  if (ok)
    return Status::success();
  ::unlink(temp.c_str());
  return Status::error(path + ": write error: " + error +
                       (exists ? " (the previous file is unchanged)"
                               : " (no file was written)"));
}

} // namespace ovrt::impl
