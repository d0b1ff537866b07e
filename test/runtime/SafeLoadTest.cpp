// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SafeLoadTest.cpp - Files that are not modules never reach dlopen ---===//
//
// Each bad file must fail Module::load (and ovrt_module_load) with one line
// naming the file and the problem, and never crash: before the ELF check a
// truncated library was SIGBUS inside dlopen.
//
//===----------------------------------------------------------------------===//

#include "ovrt/Runtime.h"
#include "ovrt/ovrt.h"

#include "TestUtil.h"

#include <gtest/gtest.h>

#include <climits>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <dlfcn.h>
#include <elf.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace ovrt;

namespace {

std::string canonical(const std::string &path) {
  char buf[PATH_MAX];
  return realpath(path.c_str(), buf) ? std::string(buf) : path;
}

/// The load error for `path`, after the "CANONICAL: " prefix every message
/// starts with ("<ok>" if it loaded).
std::string loadError(const std::string &path) {
  Result<std::shared_ptr<Module>> m = Module::load(path);
  if (m.ok())
    return "<ok>";
  EXPECT_EQ(m.code(), StatusCode::InvalidArgument);
  EXPECT_EQ(m.error().find('\n'), std::string::npos);
  std::string prefix = canonical(path) + ": ";
  EXPECT_EQ(m.error().rfind(prefix, 0), 0u) << m.error();
  return m.error().substr(prefix.size());
}

/// A copy of the fake module with `patch` applied to its bytes.
template <typename F>
std::string patchedCopy(const ovrt_test::TempDir &dir, const std::string &name,
                        F patch) {
  std::string bytes = ovrt_test::readFile(OVRT_FAKE_MODULE);
  EXPECT_GT(bytes.size(), 4096u);
  patch(bytes);
  std::string path = dir.file(name);
  EXPECT_TRUE(ovrt_test::writeFile(path, bytes));
  return path;
}

} // namespace

TEST(SafeLoadTest, TextFile) {
  ovrt_test::TempDir dir;
  ASSERT_TRUE(dir.ok());
  std::string text = dir.file("model.so");
  ASSERT_TRUE(ovrt_test::writeFile(text, "func.func @f() { return }\n"));
  EXPECT_EQ(loadError(text), "cannot load module: not an ELF file");
  std::string empty = dir.file("empty.so");
  ASSERT_TRUE(ovrt_test::writeFile(empty, ""));
  EXPECT_EQ(loadError(empty), "cannot load module: not an ELF file");
}

TEST(SafeLoadTest, TruncatedLibraries) {
  ovrt_test::TempDir dir;
  ASSERT_TRUE(dir.ok());
  // Cut inside the ELF header, after the program headers (the segments run
  // past the end), and near the end (the section headers are missing).
  std::string header =
      patchedCopy(dir, "header.so", [](std::string &b) { b.resize(30); });
  EXPECT_EQ(loadError(header),
            "cannot load module: truncated ELF file (30 bytes)");
  std::string segments =
      patchedCopy(dir, "segments.so", [](std::string &b) { b.resize(1024); });
  EXPECT_EQ(loadError(segments).rfind(
                "cannot load module: truncated ELF file: segment ", 0),
            0u)
      << loadError(segments);
  EXPECT_NE(
      loadError(segments).find("ends past the end of the file (1024 bytes)"),
      std::string::npos);
  std::string tail = patchedCopy(
      dir, "tail.so", [](std::string &b) { b.resize(b.size() - 64); });
  EXPECT_EQ(
      loadError(tail).rfind("cannot load module: truncated ELF file: ", 0), 0u)
      << loadError(tail);
}

TEST(SafeLoadTest, ForeignElfFiles) {
  ovrt_test::TempDir dir;
  ASSERT_TRUE(dir.ok());
  std::string arm = patchedCopy(dir, "arm.so", [](std::string &b) {
#if defined(__aarch64__)
    uint16_t machine = EM_X86_64;
#else
    uint16_t machine = EM_AARCH64;
#endif
    std::memcpy(&b[offsetof(Elf64_Ehdr, e_machine)], &machine, 2);
  });
#if defined(__x86_64__)
  EXPECT_EQ(loadError(arm), "cannot load module: an ELF file for another "
                            "machine (e_machine 183, this host is 62 x86-64)");
#endif
  std::string elf32 = patchedCopy(
      dir, "elf32.so", [](std::string &b) { b[EI_CLASS] = ELFCLASS32; });
  EXPECT_EQ(loadError(elf32),
            "cannot load module: not a 64-bit little-endian ELF file");
  std::string exec = patchedCopy(dir, "exec.so", [](std::string &b) {
    uint16_t type = ET_EXEC;
    std::memcpy(&b[offsetof(Elf64_Ehdr, e_type)], &type, 2);
  });
  EXPECT_EQ(loadError(exec),
            "cannot load module: not a shared library (ELF type 2)");
}

TEST(SafeLoadTest, SharedLibrariesThatAreNotModules) {
  // libm, wherever this system keeps it.
  Dl_info info;
  double (*cosine)(double) = &std::cos;
  ASSERT_NE(dladdr(reinterpret_cast<void *>(cosine), &info), 0);
  ASSERT_NE(info.dli_fname, nullptr);
  EXPECT_EQ(loadError(info.dli_fname),
            "not a compiled module: no symbol ov_module_descriptor");
  EXPECT_EQ(loadError(OVRT_LIBRARY_PATH),
            "not a compiled module: no symbol ov_module_descriptor");
}

TEST(SafeLoadTest, FilesThatAreNotRegular) {
  ovrt_test::TempDir dir;
  ASSERT_TRUE(dir.ok());
  std::string fifo = dir.file("pipe.so");
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  EXPECT_EQ(loadError(fifo), "cannot load module: not a regular file");
  EXPECT_EQ(loadError("/dev/zero"), "cannot load module: not a regular file");
  EXPECT_EQ(loadError(dir.path()), "cannot load module: is a directory");
}

TEST(SafeLoadTest, TheCApiReportsTheSameLine) {
  ovrt_test::TempDir dir;
  ASSERT_TRUE(dir.ok());
  std::string cut =
      patchedCopy(dir, "cut.so", [](std::string &b) { b.resize(100); });
  ovrt_module *m = reinterpret_cast<ovrt_module *>(1);
  EXPECT_EQ(ovrt_module_load(cut.c_str(), &m), OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(m, nullptr);
  EXPECT_EQ(
      std::string(ovrt_last_error()).find(": cannot load module: truncated"),
      canonical(cut).size());
}
