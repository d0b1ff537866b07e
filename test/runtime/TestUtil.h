// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TestUtil.h - Helpers shared by the libovrt unit tests ----*- C++ -*-===//
#ifndef OVRT_TEST_TESTUTIL_H
#define OVRT_TEST_TESTUTIL_H

#include <cstdio>
#include <cstdlib>
#include <string>
#include <unistd.h>
#include <vector>

namespace ovrt_test {

/// A fresh directory under $TMPDIR (or /tmp), removed with its contents.
class TempDir {
public:
  TempDir() {
    const char *base = std::getenv("TMPDIR");
    std::string tmpl =
        std::string(base && *base ? base : "/tmp") + "/ovrt-test-XXXXXX";
    std::vector<char> buf(tmpl.begin(), tmpl.end());
    buf.push_back('\0');
    if (mkdtemp(buf.data()))
      path_ = buf.data();
  }
  ~TempDir() {
    if (!path_.empty()) {
      std::string cmd = "rm -rf '" + path_ + "'";
      (void)!std::system(cmd.c_str());
    }
  }
  bool ok() const { return !path_.empty(); }
  const std::string &path() const { return path_; }
  std::string file(const std::string &name) const { return path_ + "/" + name; }

private:
  std::string path_;
};

inline bool writeFile(const std::string &path, const std::string &bytes) {
  FILE *f = std::fopen(path.c_str(), "wb");
  if (!f)
    return false;
  bool ok = std::fwrite(bytes.data(), 1, bytes.size(), f) == bytes.size();
  return std::fclose(f) == 0 && ok;
}

inline std::string readFile(const std::string &path) {
  std::string out;
  FILE *f = std::fopen(path.c_str(), "rb");
  if (!f)
    return out;
  char buf[4096];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0)
    out.append(buf, n);
  std::fclose(f);
  return out;
}

/// Runs a shell command and returns its standard output (and error).
inline std::string runCommand(const std::string &cmd, int *status = nullptr) {
  std::string out;
  FILE *p = popen((cmd + " 2>&1").c_str(), "r");
  if (!p)
    return out;
  char buf[4096];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, p)) > 0)
    out.append(buf, n);
  int rc = pclose(p);
  if (status)
    *status = rc;
  return out;
}

#if defined(OV_COMPILE_PATH) && defined(OV_EXAMPLES_DIR)
/// examples/EXAMPLE compiled by ov-compile (with `options`) into a directory
/// that lives as long as the process; its path (the compiler's output is
/// reported as a test failure).
inline std::string compileExample(const std::string &example,
                                  const std::string &options,
                                  const std::string &output) {
  static TempDir *dir = new TempDir;
  std::string so = dir->file(output);
  int status = -1;
  std::string out =
      runCommand(std::string("'") + OV_COMPILE_PATH + "' '" + OV_EXAMPLES_DIR +
                     "/" + example + "' " + options + " -o '" + so + "'",
                 &status);
  if (status != 0)
    std::fprintf(stderr, "ov-compile %s failed: %s\n", example.c_str(),
                 out.c_str());
  return so;
}
#endif

} // namespace ovrt_test

#endif // OVRT_TEST_TESTUTIL_H
