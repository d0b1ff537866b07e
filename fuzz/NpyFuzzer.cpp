// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- NpyFuzzer.cpp - libFuzzer target over the runtime's .npy reader ----===//
//
// Input: the bytes of an .npy file. Properties checked on every input:
//   - parseNpy never crashes, over-reads, leaks or allocates more than the
//     file can describe (libFuzzer's -malloc_limit_mb catches the last);
//   - a failure is one line that starts with the file's name;
//   - a tensor it returns survives encodeNpy + parseNpy unchanged;
//   - asking for a dtype the file does not hold fails (bf16 excepted: it
//     reads '<u2' data).
//
//===----------------------------------------------------------------------===//

#include "ovrt/Npy.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace ovrt;

namespace {

[[noreturn]] void fail(const char *property, const std::string &detail) {
  std::fprintf(stderr, "ov-npy-fuzzer: %s\n%s\n", property, detail.c_str());
  std::abort();
}

void checkMessage(const std::string &message) {
  if (message.rfind("fuzz.npy: ", 0) != 0 ||
      message.find('\n') != std::string::npos)
    fail("an error is not one line naming the file", message);
}

bool sameTensor(const Tensor &a, const Tensor &b) {
  return a.dtype() == b.dtype() && a.shape() == b.shape() &&
         a.byteSize() == b.byteSize() &&
         (a.byteSize() == 0 ||
          std::memcmp(a.data(), b.data(), a.byteSize()) == 0);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  Result<Tensor> tensor = parseNpy(data, size, "fuzz.npy");
  if (!tensor.ok()) {
    checkMessage(tensor.error());
    return 0;
  }
  Result<std::vector<uint8_t>> encoded = encodeNpy(*tensor);
  if (!encoded.ok())
    fail("encodeNpy failed on a tensor parseNpy returned", encoded.error());
  Result<Tensor> again =
      parseNpy(encoded->data(), encoded->size(), "fuzz.npy", tensor->dtype());
  if (!again.ok())
    fail("parseNpy rejected encodeNpy's output", again.error());
  if (!sameTensor(*tensor, *again))
    fail("parseNpy(encodeNpy(t)) differs from t", "");

  // Every other dtype must be refused, with a one-line message.
  for (int d = 0; d < kNumDTypes; ++d) {
    DType other = DType(d);
    if (other == tensor->dtype() || other == DType::BF16)
      continue;
    Result<Tensor> wrong = parseNpy(data, size, "fuzz.npy", other);
    if (wrong.ok())
      fail("a file was read as a dtype it does not hold", dtypeName(other));
    checkMessage(wrong.error());
  }
  return 0;
}
