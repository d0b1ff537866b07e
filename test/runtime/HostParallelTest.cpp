// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- HostParallelTest.cpp - Hostile host parallel-fors ------------------===//
//
// A host's parallel-for that breaks its contract (runtime/ABI.md, "Parallel
// loops"): it never runs the chunks, runs one twice, asks for chunks outside
// the loop, keeps a chunk and calls it after returning, reports a failure,
// or runs the module again from inside itself, recursively. Each run fails
// with one line naming the problem (or gives the right result), and nothing
// crashes. examples/resnet_stem.mlir, compiled by ov-compile, is the module.
//
//===----------------------------------------------------------------------===//

#include "ovrt/Runtime.h"
#include "ovrt/ovrt.h"

#include "TestUtil.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <functional>
#include <string>
#include <thread>
#include <vector>

static const std::string &poolModule() {
  static std::string path = ovrt_test::compileExample("resnet_stem.mlir", "",
                                                      "host_parallel_stem.so");
  return path;
}

namespace {

/// resnet_stem.mlir's function, its input and the output the pool computes.
struct Pooling {
  std::shared_ptr<ovrt::Module> module;
  std::string function;
  ovrt::Tensor input;
  std::string want;

  Pooling() {
    module = ovrt::Module::load(poolModule()).take();
    const ovrt::FunctionSpec &fn = module->functions()[0];
    function = fn.name;
    input = ovrt::Tensor::create(fn.inputs[0].dtype, staticDims(fn)).take();
    for (int64_t i = 0; i < input.numElements(); ++i)
      input.dataAs<float>()[i] = float((i * 7919) % 1013) - 500.0f;
    want = run(nullptr, &status);
  }
  static std::vector<int64_t> staticDims(const ovrt::FunctionSpec &fn) {
    std::vector<int64_t> dims = fn.inputs[0].dims;
    for (int64_t &d : dims)
      if (d < 0)
        d = 16;
    return dims;
  }
  /// The output's bytes of one run into a zeroed tensor.
  std::string run(const ovrt::ParallelFor *parallel, ovrt::Status *result) {
    const ovrt::Tensor *in[] = {&input};
    auto shapes = module->outputShapes(function, in, 1);
    EXPECT_TRUE(shapes.ok()) << shapes.error();
    std::vector<ovrt::Tensor> outs;
    std::vector<ovrt::Tensor *> ptrs;
    for (size_t i = 0; i < shapes->size(); ++i) {
      outs.push_back(ovrt::Tensor::create(
                         module->functions()[0].outputs[i].dtype, (*shapes)[i])
                         .take());
      std::memset(outs.back().data(), 0, outs.back().byteSize());
    }
    for (ovrt::Tensor &t : outs)
      ptrs.push_back(&t);
    *result = parallel
                  ? module->runInto(function, in, 1, ptrs.data(), ptrs.size(),
                                    *parallel)
                  : module->runInto(function, in, 1, ptrs.data(), ptrs.size());
    return std::string(static_cast<const char *>(outs[0].data()),
                       outs[0].byteSize());
  }
  ovrt::Status status;
};

} // namespace

/// The run's message, which must be one line naming the module.
static std::string failure(const ovrt::Status &s) {
  EXPECT_FALSE(s.ok());
  EXPECT_EQ(s.code(), ovrt::StatusCode::FailedPrecondition) << s.message();
  EXPECT_EQ(s.message().find('\n'), std::string::npos) << s.message();
  EXPECT_NE(s.message().find(poolModule()), std::string::npos) << s.message();
  return s.message();
}

namespace {

TEST(HostParallelTest, NeverRunningTheChunksFailsTheRun) {
  Pooling p;
  ASSERT_TRUE(p.status.ok()) << p.status.message();
  ovrt::ParallelFor idle([](int64_t, ovrt::Chunk) {});
  ovrt::Status s;
  p.run(&idle, &s);
  EXPECT_NE(failure(s).find("the host's parallel-for ran 0 of the "),
            std::string::npos)
      << s.message();
  // Installed for the module: ovrt_module_run fails the same way.
  ASSERT_TRUE(p.module->setParallel(&idle).ok());
  const ovrt::Tensor *in[] = {&p.input};
  auto outs = p.module->run(p.function, in, 1);
  ASSERT_FALSE(outs.ok());
  EXPECT_NE(outs.error().find("ran 0 of the"), std::string::npos)
      << outs.error();
  ASSERT_TRUE(p.module->setParallel(nullptr).ok());
  p.run(nullptr, &s);
  EXPECT_TRUE(s.ok()) << s.message();
}

TEST(HostParallelTest, ChunksRunTwiceOrOutsideTheLoopAreNotRun) {
  Pooling p;
  struct Case {
    const char *problem;
    std::function<void(int64_t, ovrt::Chunk)> fn;
  };
  std::vector<Case> cases = {
      {"again (each must run once)",
       [](int64_t n, ovrt::Chunk c) {
         c(0, n);
         c(n / 2, n);
       }},
      {"outside [0, ",
       [](int64_t n, ovrt::Chunk c) { c(0, n + (int64_t(1) << 40)); }},
      {"outside [0, ", [](int64_t n, ovrt::Chunk c) { c(-4096, n); }},
      {"outside [0, ", [](int64_t n, ovrt::Chunk c) { c(n, 0); }},
      {"ran 1 of the ", [](int64_t, ovrt::Chunk c) { c(0, 1); }},
  };
  for (const Case &c : cases) {
    ovrt::ParallelFor hostile(c.fn);
    ovrt::Status s;
    p.run(&hostile, &s);
    EXPECT_NE(failure(s).find(c.problem), std::string::npos) << s.message();
  }
}

TEST(HostParallelTest, ChunksFromManyThreadsAtOnceRunOnce) {
  Pooling p;
  // Four threads each ask for the whole loop: one runs it, the run fails.
  ovrt::ParallelFor racing([](int64_t n, ovrt::Chunk chunk) {
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
      threads.emplace_back([&] { chunk(0, n); });
    for (std::thread &t : threads)
      t.join();
  });
  ovrt::Status s;
  p.run(&racing, &s);
  EXPECT_NE(failure(s).find("again"), std::string::npos) << s.message();
  // One iteration per chunk from four threads: the pool's result.
  ovrt::ParallelFor fine([](int64_t n, ovrt::Chunk chunk) {
    std::atomic<int64_t> next{0};
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
      threads.emplace_back([&] {
        for (int64_t i; (i = next++) < n;)
          chunk(i, i + 1);
      });
    for (std::thread &t : threads)
      t.join();
  });
  EXPECT_EQ(p.run(&fine, &s), p.want);
  EXPECT_TRUE(s.ok()) << s.message();
}

TEST(HostParallelTest, ChunksCalledAfterReturningAreIgnored) {
  Pooling p;
  std::vector<ovrt::Chunk> kept;
  std::vector<int64_t> sizes;
  ovrt::ParallelFor keeper([&](int64_t n, ovrt::Chunk chunk) {
    kept.push_back(chunk);
    sizes.push_back(n);
  });
  ovrt::Status s;
  p.run(&keeper, &s);
  EXPECT_NE(failure(s).find("ran 0 of the"), std::string::npos);
  ASSERT_FALSE(kept.empty());
  // The module's closures are gone: these must not reach its bodies.
  for (size_t i = 0; i < kept.size(); ++i)
    kept[i](0, sizes[i]);
  EXPECT_EQ(p.run(nullptr, &s), p.want);
}

TEST(HostParallelTest, AFailureTheHostReportsFailsTheRun) {
  Pooling p;
  ovrt::ParallelFor failing([](int64_t n, ovrt::Chunk chunk) {
    chunk(0, n);
    ovrt_parallel_fail("the task arena is shutting down");
  });
  ovrt::Status s;
  p.run(&failing, &s);
  EXPECT_NE(
      failure(s).find("parallel-for failed: the task arena is shutting down"),
      std::string::npos)
      << s.message();
  // Outside a run there is nothing to fail.
  EXPECT_EQ(ovrt_parallel_fail("late"), OVRT_FAILED_PRECONDITION);
}

TEST(HostParallelTest, RecursiveRunsFromTheParallelForAreBounded) {
  Pooling p;
  // Each loop runs the module again before its chunk, 64 runs in all: the
  // first ones nest as deep as libovrt lets them.
  int runs = 0, nesting = 0, deepestNesting = 0;
  std::string refusal;
  std::function<void(int64_t, ovrt::Chunk)> fn;
  ovrt::ParallelFor recursive([&](int64_t n, ovrt::Chunk c) { fn(n, c); });
  fn = [&](int64_t n, ovrt::Chunk chunk) {
    if (++runs <= 64) {
      deepestNesting = std::max(deepestNesting, ++nesting);
      ovrt::Status inner;
      p.run(&recursive, &inner);
      --nesting;
      if (!inner.ok() && refusal.empty())
        refusal = inner.message();
    }
    chunk(0, n);
  };
  ovrt::Status s;
  EXPECT_EQ(p.run(&recursive, &s), p.want);
  EXPECT_TRUE(s.ok()) << s.message();
  EXPECT_NE(refusal.find("runs nested more than 16 deep"), std::string::npos)
      << refusal;
  EXPECT_EQ(deepestNesting, 16);
}

// The pool's size changed by another thread while runs are in flight: each
// region uses the size it started with (or fewer workers), every result is
// the pool's.
TEST(HostParallelTest, PoolSizeChangesWhileRunsAreInFlight) {
  Pooling p;
  std::atomic<bool> done{false};
  std::thread resizer([&] {
    for (int32_t i = 0; !done.load(); i = (i + 1) % 8)
      ASSERT_EQ(ovrt_set_num_threads(1 + i), OVRT_OK);
  });
  std::atomic<int> differ{0};
  std::vector<std::thread> callers;
  for (int t = 0; t < 3; ++t)
    callers.emplace_back([&] {
      for (int r = 0; r < 10; ++r) {
        ovrt::Status s;
        if (p.run(nullptr, &s) != p.want || !s.ok())
          ++differ;
      }
    });
  for (std::thread &c : callers)
    c.join();
  done = true;
  resizer.join();
  EXPECT_EQ(differ.load(), 0);
  ASSERT_EQ(ovrt_set_num_threads(1), OVRT_OK);
}

/// A host's parallel-for that counts its calls and its releases
/// (ovrt_module_set_parallel_owned); `onFirstCall` runs inside its first
/// call, while the run that made it is in flight.
struct CountedHost {
  std::atomic<int> calls{0};
  std::atomic<int> released{0};
  std::function<void()> onFirstCall;
  ovrt_parallel parallel{&parallelFor, this};

  static void parallelFor(void *data, int64_t n, ovrt_parallel_body body,
                          void *closure) {
    auto *host = static_cast<CountedHost *>(data);
    if (host->calls++ == 0 && host->onFirstCall)
      host->onFirstCall();
    body(closure, 0, n);
  }
  static void release(void *data) {
    ++static_cast<CountedHost *>(data)->released;
  }
};

TEST(HostParallelTest, AnInstalledParallelForIsReleasedOnceNoRunCanCallIt) {
  Pooling p;
  ASSERT_TRUE(p.status.ok()) << p.status.message();
  // A second handle of the same file: the parallel-for is the loaded
  // module's, whichever handle installs it.
  ovrt_module *handle = nullptr;
  ASSERT_EQ(ovrt_module_load(poolModule().c_str(), &handle), OVRT_OK);
  CountedHost first, second, third;
  // Replaced by `second` during a run: that run's later loops still call
  // `first`, which is released when the run returns, not before.
  first.onFirstCall = [&] {
    EXPECT_EQ(ovrt_module_set_parallel_owned(handle, &second.parallel,
                                             &CountedHost::release),
              OVRT_OK);
    EXPECT_EQ(first.released.load(), 0);
  };
  ASSERT_EQ(ovrt_module_set_parallel_owned(handle, &first.parallel,
                                           &CountedHost::release),
            OVRT_OK);
  ovrt::Status s;
  EXPECT_EQ(p.run(nullptr, &s), p.want);
  EXPECT_TRUE(s.ok()) << s.message();
  EXPECT_GE(first.calls.load(), 2) << "the stem should run several loops";
  EXPECT_EQ(first.released.load(), 1);
  EXPECT_EQ(second.calls.load(), 0);
  EXPECT_EQ(p.run(nullptr, &s), p.want);
  EXPECT_GE(second.calls.load(), 1);
  EXPECT_EQ(second.released.load(), 0);
  // Removed with no run in flight: released at once, exactly once.
  ASSERT_EQ(ovrt_module_set_parallel(handle, nullptr), OVRT_OK);
  EXPECT_EQ(second.released.load(), 1);
  // A failed call releases nothing: the host keeps what it passed.
  ovrt_parallel broken{nullptr, &third};
  EXPECT_EQ(
      ovrt_module_set_parallel_owned(handle, &broken, &CountedHost::release),
      OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(third.released.load(), 0);
  // Installed, then the module unloaded: released by the last release.
  ASSERT_EQ(ovrt_module_set_parallel_owned(handle, &third.parallel,
                                           &CountedHost::release),
            OVRT_OK);
  ovrt_module_release(handle);
  EXPECT_EQ(third.released.load(), 0); // `p` still holds the module
  p.module.reset();
  EXPECT_EQ(third.released.load(), 1);
  EXPECT_EQ(first.released.load() + second.released.load(), 2);
}

TEST(HostParallelTest, ASharedParallelForLivesAsLongAsLibovrtNeedsIt) {
  Pooling p;
  ASSERT_TRUE(p.status.ok()) << p.status.message();
  std::atomic<int> calls{0};
  auto token = std::make_shared<int>(0);
  std::weak_ptr<int> alive = token;
  {
    auto counted = std::make_shared<const ovrt::ParallelFor>(
        [&calls, token](int64_t n, ovrt::Chunk chunk) {
          ++calls;
          chunk(0, n);
        });
    token.reset();
    ASSERT_TRUE(p.module->setParallel(std::move(counted)).ok());
  }
  // The host dropped its share: libovrt's keeps it alive and running.
  EXPECT_FALSE(alive.expired());
  ovrt::Status s;
  EXPECT_EQ(p.run(nullptr, &s), p.want);
  EXPECT_TRUE(s.ok()) << s.message();
  EXPECT_GE(calls.load(), 1);
  ASSERT_TRUE(p.module->setParallel(nullptr).ok());
  EXPECT_TRUE(alive.expired());
}

} // namespace
