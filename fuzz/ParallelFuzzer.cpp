// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ParallelFuzzer.cpp - libFuzzer target over a host's parallel-for ---===//
//
// The input scripts a host's parallel-for (runtime/ABI.md, "Parallel loops")
// that runs a compiled module's loops (fuzz/models/run.mlir's pool8, a
// version 5 module): each loop gets a few actions from the input: chunks
// anywhere in and around [0, n) (negative, reversed, past the end, at the
// int64 edges), on the calling thread or on a thread of their own, the rest
// of the loop in pieces, a chunk kept and called after the run, a failure
// reported with ovrt_parallel_fail, a nested run of the module, an early
// return. Properties:
//   - nothing crashes, reads or writes out of bounds, or leaks (a chunk
//     outside the loop, or called after it ended, must never reach the
//     module's body: ASan sees it if it does);
//   - a run that succeeds wrote exactly what libovrt's own pool writes;
//   - a run that fails says so in one line naming the parallel-for.
//
//===----------------------------------------------------------------------===//

#include "ovrt/Module.h"
#include "ovrt/Threads.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>
#include <string>
#include <thread>
#include <vector>

using namespace ovrt;

[[noreturn]] static void fail(const char *property, const std::string &detail) {
  std::fprintf(stderr, "ov-parallel-fuzzer: %s\n%s\n", property,
               detail.c_str());
  std::abort();
}

static const Module &module() {
  static std::shared_ptr<Module> loaded = [] {
    Result<std::shared_ptr<Module>> m = Module::load(OV_RUN_FUZZER_MODULE);
    if (!m.ok())
      fail("cannot load the module", m.error());
    return m.take();
  }();
  return *loaded;
}

namespace {
/// pool8's input, and its outputs as libovrt's pool computes them.
struct Case {
  Tensor input;
  std::vector<std::string> want;
};
} // namespace

/// The outputs' bytes of one run of pool8 (the status in `status`).
static std::vector<std::string> runPool8(const Tensor &input, Status &status,
                                         const ParallelFor *parallel) {
  const Tensor *in[] = {&input};
  auto shapes = module().outputShapes("pool8", in, 1);
  if (!shapes.ok())
    fail("pool8's shapes", shapes.error());
  std::vector<Tensor> outs;
  std::vector<Tensor *> ptrs;
  DType types[] = {DType::F32, DType::I32};
  for (size_t i = 0; i < 2; ++i) {
    outs.push_back(Tensor::create(types[i], (*shapes)[i]).take());
    std::memset(outs.back().data(), 0xA5, outs.back().byteSize());
  }
  for (Tensor &t : outs)
    ptrs.push_back(&t);
  status = parallel
               ? module().runInto("pool8", in, 1, ptrs.data(), 2, *parallel)
               : module().runInto("pool8", in, 1, ptrs.data(), 2);
  std::vector<std::string> bytes;
  for (Tensor &t : outs)
    bytes.emplace_back(static_cast<const char *>(t.data()), t.byteSize());
  return bytes;
}

static const Case &pool8Case() {
  static Case c = [] {
    Case made;
    made.input = Tensor::create(DType::F32, {2, 3, 9, 7}).take();
    for (int64_t i = 0; i < made.input.numElements(); ++i)
      made.input.dataAs<float>()[i] = float((i * 37) % 101) - 50.0f;
    Status s;
    made.want = runPool8(made.input, s, nullptr);
    if (!s.ok())
      fail("pool8 on libovrt's pool", s.message());
    return made;
  }();
  return c;
}

/// A bound of a chunk: mostly inside [0, n], sometimes just outside it or
/// at the int64 edges.
static int64_t bound(FuzzedDataProvider &in, int64_t n) {
  static constexpr int64_t kEdges[] = {std::numeric_limits<int64_t>::min(), -1,
                                       std::numeric_limits<int64_t>::max(),
                                       int64_t(1) << 62};
  if (in.ConsumeProbability<float>() < 0.05f)
    return in.PickValueInArray(kEdges);
  return in.ConsumeIntegralInRange<int64_t>(-2, n + 2);
}

namespace {
/// The script's state across one run's loops.
struct Script {
  FuzzedDataProvider &in;
  std::vector<std::pair<Chunk, int64_t>> kept;
  int nested = 0;

  void loop(int64_t n, Chunk chunk, const ParallelFor &self) {
    int actions = in.ConsumeIntegralInRange<int>(0, 4);
    for (int a = 0; a < actions && in.remaining_bytes() > 0; ++a) {
      switch (in.ConsumeIntegralInRange<int>(0, 6)) {
      case 0:
        chunk(bound(in, n), bound(in, n));
        break;
      case 1: {
        int64_t b = bound(in, n), e = bound(in, n);
        std::thread([=] { chunk(b, e); }).join();
        break;
      }
      case 2:
        kept.emplace_back(chunk, n);
        break;
      case 3:
        ovrt_parallel_fail("the fuzzer's parallel-for gives up");
        break;
      case 4:
        if (nested < 2) {
          ++nested;
          Status s;
          runPool8(pool8Case().input, s, &self);
          --nested;
        }
        break;
      case 5:
        return; // the loop left as it is
      default:
        break;
      }
    }
    rest(n, chunk);
  }
  void rest(int64_t n, Chunk chunk) {
    int64_t pieces = in.ConsumeIntegralInRange<int64_t>(1, 5);
    for (int64_t k = 0; k < pieces; ++k)
      chunk(n * k / pieces, n * (k + 1) / pieces);
  }
};
} // namespace

// NOLINTNEXTLINE(readability-identifier-naming): libFuzzer's entry point
extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FuzzedDataProvider in(data, size);
  const Case &c = pool8Case();
  Script script{in, {}, 0};
  std::unique_ptr<ParallelFor> self;
  self = std::make_unique<ParallelFor>(
      [&](int64_t n, Chunk chunk) { script.loop(n, chunk, *self); });
  Status s;
  std::vector<std::string> got = runPool8(c.input, s, self.get());
  // The module's closures are gone: these must not reach its bodies.
  for (auto &[chunk, n] : script.kept)
    chunk(0, n);
  if (s.ok() && got != c.want)
    fail("a run that succeeded wrote other outputs than the pool's", "");
  if (!s.ok() && (s.message().find('\n') != std::string::npos ||
                  s.message().find("parallel-for") == std::string::npos))
    fail("a failed run's message", s.message());
  return 0;
}
