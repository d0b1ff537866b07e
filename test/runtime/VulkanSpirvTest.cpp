// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- VulkanSpirvTest.cpp - The checks of a Vulkan module's SPIR-V -------===//
//
// lib/VulkanSpirv.cpp, compiled into this test (it is internal to libovrt
// and needs no device): a small hand-assembled kernel passes, and each
// tampering the drivers would trust is refused in one line naming the
// kernel and the value. test/Integration/vulkan-tampered-module.test runs
// the same refusals on a compiled module, on a device.
//
//===----------------------------------------------------------------------===//

#include "VulkanSpirv.h"

#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace {

using ovrt::impl::vulkan::checkSpirv;
using ovrt::impl::vulkan::SpirvLimits;

/// lavapipe's limits, but a z size of 64 to tell the dimensions apart.
constexpr SpirvLimits kLimits{16, {1024, 1024, 64}, 1024, 128};

// Ids of the kernel below.
enum : uint32_t {
  kEntry = 1,
  kBuffer = 10,
  kOutput = 11,
  kPush = 20,
  kInt = 30,
  kLength = 31,
  kArray = 32,
  kBlock = 33,
  kPointer = 34,
};

/// Instructions of a SPIR-V module: header words first.
class Spirv {
public:
  Spirv() : words_{0x07230203u, 0x00010300u, 0, 100, 0} {}
  Spirv &op(uint32_t opcode, std::vector<uint32_t> operands) {
    words_.push_back(uint32_t(operands.size() + 1) << 16 | opcode);
    words_.insert(words_.end(), operands.begin(), operands.end());
    return *this;
  }
  /// OpEntryPoint MODEL %id "name" interface...
  Spirv &entryPoint(uint32_t model, uint32_t id, const std::string &name,
                    std::vector<uint32_t> interface) {
    std::vector<uint32_t> operands{model, id};
    std::vector<uint32_t> chars(name.size() / 4 + 1, 0);
    std::memcpy(chars.data(), name.data(), name.size());
    operands.insert(operands.end(), chars.begin(), chars.end());
    operands.insert(operands.end(), interface.begin(), interface.end());
    return op(15, operands);
  }
  std::vector<uint32_t> &words() { return words_; }

private:
  std::vector<uint32_t> words_;
};

struct Kernel {
  uint32_t localSize[3] = {64, 1, 1};
  uint32_t set = 0;
  uint32_t pushLength = 32; // i32 elements of the push constant array
  uint32_t pushOffset = 0;
  bool offsetDecorated = true;
};

/// A kernel 'k' with two storage buffers in set 0 and a push constant block
/// holding one array of i32, as ov-compile's kernels have.
std::vector<uint32_t> kernel(const Kernel &k, Spirv s = Spirv()) {
  s.entryPoint(5, kEntry, "k", {kBuffer, kOutput, kPush})
      .op(16, {kEntry, 17, k.localSize[0], k.localSize[1], k.localSize[2]})
      .op(71, {kBuffer, 34, k.set})
      .op(71, {kBuffer, 33, 0})
      .op(71, {kOutput, 34, 0})
      .op(71, {kOutput, 33, 1})
      .op(71, {kArray, 6, 4});
  if (k.offsetDecorated)
    s.op(72, {kBlock, 0, 35, k.pushOffset});
  s.op(21, {kInt, 32, 0})
      .op(43, {kInt, kLength, k.pushLength})
      .op(28, {kArray, kInt, kLength})
      .op(30, {kBlock, kArray})
      .op(32, {kPointer, 9, kBlock})
      .op(59, {kPointer, kPush, 9});
  return s.words();
}

std::string check(const std::vector<uint32_t> &words) {
  uint32_t bindings = 0;
  return checkSpirv(words.data(), words.size(), kLimits, bindings);
}

TEST(VulkanSpirvTest, TheKernelPasses) {
  std::vector<uint32_t> words = kernel({});
  uint32_t bindings = 0;
  EXPECT_EQ(checkSpirv(words.data(), words.size(), kLimits, bindings), "");
  EXPECT_EQ(bindings, 2u);
  // At the limits: 1024 x 1 x 1 and 1 x 1 x 64 invocations, 128 bytes.
  EXPECT_EQ(check(kernel({{1024, 1, 1}})), "");
  EXPECT_EQ(check(kernel({{1, 16, 64}})), "");
  EXPECT_EQ(check(kernel({{64, 1, 1}, 0, 1, 124})), "");
}

TEST(VulkanSpirvTest, DescriptorSetsOtherThanZero) {
  EXPECT_EQ(check(kernel({{64, 1, 1}, 1})),
            "Vulkan: kernel 'k': the SPIR-V puts a buffer in descriptor set 1 "
            "(libovrt binds descriptor set 0 only)");
  EXPECT_EQ(check(kernel({{64, 1, 1}, 4294967295u})),
            "Vulkan: kernel 'k': the SPIR-V puts a buffer in descriptor set "
            "4294967295 (libovrt binds descriptor set 0 only)");
}

TEST(VulkanSpirvTest, LocalSizesOutsideTheDevicesLimits) {
  EXPECT_EQ(check(kernel({{65536, 1, 1}})),
            "Vulkan: kernel 'k': the SPIR-V declares LocalSize (65536, 1, 1), "
            "over the device's maxComputeWorkGroupSize (1024, 1024, 64)");
  EXPECT_EQ(check(kernel({{1, 1, 65}})),
            "Vulkan: kernel 'k': the SPIR-V declares LocalSize (1, 1, 65), "
            "over the device's maxComputeWorkGroupSize (1024, 1024, 64)");
  EXPECT_EQ(check(kernel({{0, 1, 1}})),
            "Vulkan: kernel 'k': the SPIR-V declares LocalSize (0, 1, 1) "
            "(each size must be at least 1)");
  EXPECT_EQ(check(kernel({{32, 32, 2}})),
            "Vulkan: kernel 'k': the SPIR-V declares LocalSize (32, 32, 2), "
            "2048 invocations, over the device's "
            "maxComputeWorkGroupInvocations (1024)");
  // 2^32 invocations, which a 32-bit product would wrap to 0.
  SpirvLimits wide = kLimits;
  wide.maxWorkGroupSize[0] = wide.maxWorkGroupSize[1] = 65536;
  std::vector<uint32_t> words = kernel({{65536, 65536, 1}});
  uint32_t bindings = 0;
  EXPECT_EQ(checkSpirv(words.data(), words.size(), wide, bindings),
            "Vulkan: kernel 'k': the SPIR-V declares LocalSize (65536, 65536, "
            "1), 4294967296 invocations, over the device's "
            "maxComputeWorkGroupInvocations (1024)");
}

TEST(VulkanSpirvTest, WorkgroupsSizedOtherwiseAreRefused) {
  Spirv noSize;
  noSize.entryPoint(5, kEntry, "k", {});
  EXPECT_EQ(check(noSize.words()),
            "Vulkan: kernel 'k': the SPIR-V declares no LocalSize x y z");
  Spirv byId;
  byId.entryPoint(5, kEntry, "k", {}).op(331, {kEntry, 38, 40, 40, 40});
  EXPECT_EQ(check(byId.words()),
            "Vulkan: kernel 'k': the SPIR-V sizes its workgroup with "
            "LocalSizeId (libovrt checks LocalSize only)");
  Spirv builtIn;
  builtIn.op(71, {50, 11, 25});
  EXPECT_EQ(check(kernel({}, builtIn)),
            "Vulkan: kernel 'k': the SPIR-V sizes its workgroup with the "
            "WorkgroupSize built-in (libovrt checks LocalSize only)");
  // A second LocalSize is checked as the first is (a driver may take
  // either); a LocalSize without three sizes is malformed.
  Spirv twice;
  twice.op(16, {kEntry, 17, 4096, 1, 1});
  EXPECT_EQ(check(kernel({}, twice)),
            "Vulkan: kernel 'k': the SPIR-V declares LocalSize (4096, 1, 1), "
            "over the device's maxComputeWorkGroupSize (1024, 1024, 64)");
  Spirv shortSize;
  shortSize.entryPoint(5, kEntry, "k", {}).op(16, {kEntry, 17, 64, 1});
  EXPECT_EQ(check(shortSize.words()),
            "Vulkan: the module's kernel binary is not SPIR-V");
  Spirv vertex;
  vertex.entryPoint(0, 2, "v", {}).op(16, {2, 17, 1, 1, 1});
  EXPECT_EQ(check(kernel({}, vertex)),
            "Vulkan: kernel 'v': the SPIR-V entry point has execution model "
            "0, not GLCompute (5)");
}

TEST(VulkanSpirvTest, PushConstantMembersOutsideTheRange) {
  EXPECT_EQ(check(kernel({{64, 1, 1}, 0, 33})),
            "Vulkan: kernel 'k': the SPIR-V's push constant member 0 spans "
            "bytes 0 to 132, outside the 128 bytes of push constants (0 to "
            "128)");
  EXPECT_EQ(check(kernel({{64, 1, 1}, 0, 1, 128})),
            "Vulkan: kernel 'k': the SPIR-V's push constant member 0 spans "
            "bytes 128 to 132, outside the 128 bytes of push constants (0 to "
            "128)");
  EXPECT_EQ(check(kernel({{64, 1, 1}, 0, 1, 4294967292u})),
            "Vulkan: kernel 'k': the SPIR-V's push constant member 0 spans "
            "bytes 4294967292 to 4294967296, outside the 128 bytes of push "
            "constants (0 to 128)");
  EXPECT_EQ(check(kernel({{64, 1, 1}, 0, 32, 0, false})),
            "Vulkan: kernel 'k': the SPIR-V's push constant member 0 has no "
            "Offset");
  // A smaller device limit is the range.
  SpirvLimits small = kLimits;
  small.pushConstantBytes = 64;
  std::vector<uint32_t> words = kernel({});
  uint32_t bindings = 0;
  EXPECT_EQ(checkSpirv(words.data(), words.size(), small, bindings),
            "Vulkan: kernel 'k': the SPIR-V's push constant member 0 spans "
            "bytes 0 to 128, outside the 64 bytes of push constants (0 to 64)");
}

/// Without SPIR-V 1.4's full interface lists, the kernel that addresses
/// the variable in its body is named; with none, every kernel is.
TEST(VulkanSpirvTest, TheKernelUsingTheValueIsNamed) {
  Spirv two;
  two.entryPoint(5, 2, "other", {}).op(16, {2, 17, 1, 1, 1});
  std::vector<uint32_t> words = kernel({{64, 1, 1}, 0, 1, 128}, two);
  EXPECT_EQ(check(words).substr(0, 28), "Vulkan: kernel 'k': the SPIR");
  // The interfaces list nothing: the kernels' bodies decide.
  Spirv bodies;
  bodies.entryPoint(5, 2, "other", {}).op(16, {2, 17, 1, 1, 1});
  bodies.entryPoint(5, kEntry, "k", {}).op(16, {kEntry, 17, 1, 1, 1});
  bodies.op(71, {kBuffer, 34, 2})
      .op(54, {0, 2, 0, 0})
      .op(56, {})
      .op(54, {0, kEntry, 0, 0})
      .op(65, {0, 60, kBuffer, 0})
      .op(56, {});
  EXPECT_EQ(check(bodies.words()),
            "Vulkan: kernel 'k': the SPIR-V puts a buffer in descriptor set 2 "
            "(libovrt binds descriptor set 0 only)");
  Spirv unused;
  unused.entryPoint(5, 2, "a", {}).op(16, {2, 17, 1, 1, 1});
  unused.entryPoint(5, kEntry, "b", {}).op(16, {kEntry, 17, 1, 1, 1});
  unused.op(71, {kBuffer, 34, 2});
  EXPECT_EQ(check(unused.words()),
            "Vulkan: kernels 'a', 'b': the SPIR-V puts a buffer in descriptor "
            "set 2 (libovrt binds descriptor set 0 only)");
}

TEST(VulkanSpirvTest, HeaderAndBindings) {
  std::vector<uint32_t> words = kernel({});
  words[3] = 0;
  EXPECT_EQ(check(words), "Vulkan: the module's SPIR-V declares an ID bound "
                          "of 0 (SPIR-V allows 1 to 4194303)");
  words[3] = 4194304;
  EXPECT_EQ(check(words), "Vulkan: the module's SPIR-V declares an ID bound "
                          "of 4194304 (SPIR-V allows 1 to 4194303)");
  words = kernel({});
  words[0] = 0;
  EXPECT_EQ(check(words), "Vulkan: the module's kernel binary is not SPIR-V");
  Spirv many;
  many.op(71, {12, 33, 16});
  EXPECT_EQ(check(kernel({}, many)),
            "Vulkan: the module's SPIR-V uses 17 storage buffer bindings, over "
            "the device's maxPerStageDescriptorStorageBuffers (16)");
  // Kernel names are printed on one line, shortened.
  Spirv control;
  control.entryPoint(5, kEntry, "a\nb\x1b", {});
  EXPECT_EQ(
      check(control.words()),
      "Vulkan: kernel 'a\\x0ab\\x1b': the SPIR-V declares no LocalSize x y z");
  Spirv longName;
  longName.entryPoint(5, kEntry, std::string(5000, 'k'), {});
  EXPECT_EQ(check(longName.words()),
            "Vulkan: kernel '" + std::string(100, 'k') +
                "...': the SPIR-V declares no LocalSize x y z");
  Spirv unterminated;
  unterminated.op(15, {5, kEntry, 0x6b6b6b6bu});
  EXPECT_EQ(check(unterminated.words()),
            "Vulkan: the module's kernel binary is not SPIR-V");
}

/// Every truncation and many random word changes of the kernel are either
/// accepted or refused in one line; none reads past the words (the
/// sanitized build and the SPIR-V fuzzer check the reads).
TEST(VulkanSpirvTest, TamperedWordsNeverEscape) {
  const std::vector<uint32_t> words = kernel({});
  for (size_t n = 0; n < words.size(); ++n) {
    std::string problem =
        check(std::vector<uint32_t>(words.begin(), words.begin() + n));
    EXPECT_EQ(problem.find('\n'), std::string::npos);
  }
  std::mt19937 rng(42);
  for (int round = 0; round < 20000; ++round) {
    std::vector<uint32_t> tampered = words;
    size_t at = rng() % tampered.size();
    tampered[at] = round % 2 ? rng() : rng() % 70;
    std::string problem = check(tampered);
    EXPECT_EQ(problem.find('\n'), std::string::npos);
  }
}

} // namespace
