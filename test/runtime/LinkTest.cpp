// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LinkTest.cpp - libovrt depends on no MLIR or LLVM library ----------===//
//
// The architecture's rule: a compiled module and the runtime travel alone.
// These tests read the built libovrt.so's dynamic section (readelf -d) and its
// resolved dependencies (ldd) and fail on any MLIR or LLVM library.

#include "TestUtil.h"

#include <gtest/gtest.h>

#include <sstream>

namespace {

std::vector<std::string> lines(const std::string &text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line))
    out.push_back(line);
  return out;
}

bool mentionsMlirOrLlvm(const std::string &line) {
  return line.find("MLIR") != std::string::npos ||
         line.find("LLVM") != std::string::npos;
}

} // namespace

TEST(LinkTest, NeededLibrariesAreOnlyTheCAndCxxRuntimes) {
  int status = -1;
  std::string out = ovrt_test::runCommand(
      std::string("readelf -d '") + OVRT_LIBRARY_PATH + "'", &status);
  ASSERT_EQ(status, 0) << out;
  std::vector<std::string> needed;
  for (const std::string &line : lines(out)) {
    EXPECT_FALSE(mentionsMlirOrLlvm(line)) << line;
    if (line.find("(NEEDED)") == std::string::npos)
      continue;
    size_t open = line.find('['), close = line.find(']');
    ASSERT_NE(open, std::string::npos) << line;
    needed.push_back(line.substr(open + 1, close - open - 1));
  }
  ASSERT_FALSE(needed.empty()) << out;
  // libc and libdl, plus what any C++ library needs (and the sanitizer
  // runtimes, for sanitized builds).
  const char *allowed[] = {"libc.so",      "libdl.so",     "libstdc++.so",
                           "libm.so",      "libgcc_s.so",  "libc++.so",
                           "libc++abi.so", "libunwind.so", "ld-linux",
                           "libasan.so",   "libubsan.so",  "libtsan.so"};
  for (const std::string &lib : needed) {
    bool ok = false;
    for (const char *a : allowed)
      ok |= lib.rfind(a, 0) == 0;
    EXPECT_TRUE(ok) << "unexpected dependency " << lib;
  }
}

TEST(LinkTest, NoMlirOrLlvmLibraryIsLoadedTransitively) {
  int status = -1;
  std::string out = ovrt_test::runCommand(
      std::string("ldd '") + OVRT_LIBRARY_PATH + "'", &status);
  ASSERT_EQ(status, 0) << out;
  ASSERT_NE(out.find("libc.so"), std::string::npos) << out;
  for (const std::string &line : lines(out))
    EXPECT_FALSE(mentionsMlirOrLlvm(line)) << line;
}

// The stable interface is the C ABI: the library exports ovrt_* (including
// ovrt_mgpu*, the GPU runtime functions CUDA modules call), no C++ symbol,
// so that no standard library type crosses the boundary (the C++ API is
// header-only over it), and no mgpu* name that MLIR's own CUDA runtime
// wrappers define.
TEST(LinkTest, ExportsOnlyTheCAbi) {
  int status = -1;
  std::string out = ovrt_test::runCommand(
      std::string("nm -D --defined-only '") + OVRT_LIBRARY_PATH + "'", &status);
  ASSERT_EQ(status, 0) << out;
  size_t count = 0;
  for (const std::string &line : lines(out)) {
    size_t space = line.rfind(' ');
    std::string name =
        space == std::string::npos ? line : line.substr(space + 1);
    if (name.empty())
      continue;
    ++count;
    bool ok = name.rfind("ovrt_", 0) == 0 ||
              name.rfind("__", 0) == 0; // sanitizer runtimes' hooks
    EXPECT_TRUE(ok) << "exported: " << name;
  }
  EXPECT_GT(count, 40u) << out;
}
