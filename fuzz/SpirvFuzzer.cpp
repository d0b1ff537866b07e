// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SpirvFuzzer.cpp - libFuzzer target over the SPIR-V checks ----------===//
//
// Input: a Vulkan module's kernel binary (the bytes as little-endian 32-bit
// words; a trailing partial word is dropped), checked against lavapipe's
// limits and against small ones. Properties checked on every input:
//   - checkSpirv (runtime/lib/VulkanSpirv.cpp) never crashes, over-reads or
//     hangs, whatever the words claim (lengths, ids, offsets, strings);
//   - it accepts, or refuses in one line starting with "Vulkan: ";
//   - what it accepts under the small limits it accepts under the large
//     ones (a check tighter for a larger device would be a bug), with the
//     same number of bindings, within the device's limit.
//
//===----------------------------------------------------------------------===//

#include "VulkanSpirv.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using ovrt::impl::vulkan::checkSpirv;
using ovrt::impl::vulkan::SpirvLimits;

namespace {

[[noreturn]] void fail(const char *property, const std::string &detail) {
  std::fprintf(stderr, "ov-spirv-fuzzer: %s\n%s\n", property, detail.c_str());
  std::abort();
}

void checkMessage(const std::string &message) {
  if (!message.empty() && (message.rfind("Vulkan: ", 0) != 0 ||
                           message.find('\n') != std::string::npos))
    fail("a refusal is not one line starting with 'Vulkan: '", message);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::vector<uint32_t> words(size / 4);
  if (!words.empty())
    std::memcpy(words.data(), data, words.size() * 4);
  constexpr SpirvLimits large{16, {1024, 1024, 1024}, 1024, 128};
  constexpr SpirvLimits small{4, {64, 8, 4}, 64, 32};
  uint32_t largeBindings = 0, smallBindings = 0;
  std::string inLarge =
      checkSpirv(words.data(), words.size(), large, largeBindings);
  std::string inSmall =
      checkSpirv(words.data(), words.size(), small, smallBindings);
  checkMessage(inLarge);
  checkMessage(inSmall);
  if (inSmall.empty() && !inLarge.empty())
    fail("accepted for a small device, refused for a large one", inLarge);
  if (inSmall.empty() && (smallBindings != largeBindings ||
                          smallBindings > small.maxStorageBuffers))
    fail("bindings differ or exceed the limit",
         std::to_string(smallBindings) + " and " +
             std::to_string(largeBindings));
  return 0;
}
