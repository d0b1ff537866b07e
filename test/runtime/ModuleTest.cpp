// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ModuleTest.cpp - Loading and running (fake) compiled modules -------===//

#include "ovrt/Runtime.h"

#include "TestUtil.h"

#include <gtest/gtest.h>

#include <atomic>
#include <climits>
#include <cstdlib>
#include <thread>
#include <unistd.h>

using namespace ovrt;

namespace {

std::shared_ptr<Module> loadFake() {
  Result<std::shared_ptr<Module>> m = Module::load(OVRT_FAKE_MODULE);
  EXPECT_TRUE(m.ok()) << m.error();
  return m.ok() ? m.take() : nullptr;
}

Tensor f32(std::vector<int64_t> shape, std::vector<float> values) {
  Result<Tensor> t = Tensor::fromVector(DType::F32, std::move(shape), values);
  EXPECT_TRUE(t.ok()) << t.error();
  return t.ok() ? t.take() : Tensor();
}

Tensor i64Scalar(int64_t v) {
  Result<Tensor> t = Tensor::fromVector<int64_t>(DType::I64, {}, {v});
  EXPECT_TRUE(t.ok());
  return t.ok() ? t.take() : Tensor();
}

std::vector<Tensor> one(Tensor t) {
  std::vector<Tensor> v;
  v.push_back(std::move(t));
  return v;
}

std::string canonical(const std::string &path) {
  char buf[PATH_MAX];
  return realpath(path.c_str(), buf) ? std::string(buf) : path;
}

} // namespace

//===----------------------------------------------------------------------===//
// Loading
//===----------------------------------------------------------------------===//

TEST(ModuleTest, LoadsTheDescriptor) {
  std::shared_ptr<Module> m = loadFake();
  ASSERT_TRUE(m);
  EXPECT_EQ(m->path(), canonical(OVRT_FAKE_MODULE));
  std::vector<std::string> names;
  for (const FunctionSpec &f : m->functions())
    names.push_back(f.name);
  EXPECT_EQ(names, (std::vector<std::string>{
                       "add1", "rowsum", "const42", "bad_negative",
                       "bad_static", "bad_status", "bad_huge", "bad_unset"}));
  const FunctionSpec *add1 = m->function("add1");
  ASSERT_NE(add1, nullptr);
  EXPECT_EQ(add1->inputs[0].str(), "f32 tensor of rank 1 [?]");
  EXPECT_EQ(add1->errors.size(), 2u);
  EXPECT_EQ(m->function("nope"), nullptr);
  EXPECT_EQ(&m->descriptor().functions, &m->functions());
}

TEST(ModuleTest, LoadingTwiceGivesTheSameModule) {
  std::shared_ptr<Module> a = loadFake();
  std::shared_ptr<Module> b = loadFake();
  ASSERT_TRUE(a && b);
  EXPECT_EQ(a.get(), b.get());

  // Another spelling of the same file, and a symlink to it.
  std::string path = OVRT_FAKE_MODULE;
  std::string dir = path.substr(0, path.rfind('/'));
  std::string base = path.substr(path.rfind('/') + 1);
  Result<std::shared_ptr<Module>> c = Module::load(dir + "/./" + base);
  ASSERT_TRUE(c.ok()) << c.error();
  EXPECT_EQ(c->get(), a.get());

  ovrt_test::TempDir tmp;
  ASSERT_TRUE(tmp.ok());
  std::string link = tmp.file("link.so");
  ASSERT_EQ(symlink(path.c_str(), link.c_str()), 0);
  Result<std::shared_ptr<Module>> d = Module::load(link);
  ASSERT_TRUE(d.ok()) << d.error();
  EXPECT_EQ(d->get(), a.get());
}

TEST(ModuleTest, UnloadsWhenReleasedAndLoadsAgain) {
  std::weak_ptr<Module> weak;
  {
    std::shared_ptr<Module> m = loadFake();
    ASSERT_TRUE(m);
    weak = m;
  }
  EXPECT_TRUE(weak.expired());
  std::shared_ptr<Module> again = loadFake();
  ASSERT_TRUE(again);
  Result<std::vector<Tensor>> out = again->run("add1", one(f32({1}, {41})));
  ASSERT_TRUE(out.ok()) << out.error();
  EXPECT_EQ((*out)[0].dataAs<float>()[0], 42.0f);
}

TEST(ModuleTest, LoadErrors) {
  Result<std::shared_ptr<Module>> missing = Module::load("/nonexistent/m.so");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error(),
            "/nonexistent/m.so: cannot load module: No such file or directory");

  ovrt_test::TempDir tmp;
  ASSERT_TRUE(tmp.ok());
  std::string text = tmp.file("text.so");
  ASSERT_TRUE(ovrt_test::writeFile(text, "this is not an ELF file\n"));
  Result<std::shared_ptr<Module>> notElf = Module::load(text);
  ASSERT_FALSE(notElf.ok());
  EXPECT_EQ(notElf.error().rfind(canonical(text) + ": cannot load module: ", 0),
            0u)
      << notElf.error();

  // A real shared library that is not a compiled module: libovrt itself.
  Result<std::shared_ptr<Module>> notModule = Module::load(OVRT_LIBRARY_PATH);
  ASSERT_FALSE(notModule.ok());
  EXPECT_EQ(notModule.error(),
            canonical(OVRT_LIBRARY_PATH) +
                ": not a compiled module: no symbol ov_module_descriptor");
  EXPECT_EQ(notModule.code(), StatusCode::InvalidArgument);

  Result<std::shared_ptr<Module>> bad = Module::load(OVRT_FAKE_BAD_DESCRIPTOR);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error(), canonical(OVRT_FAKE_BAD_DESCRIPTOR) +
                             ": module descriptor line 5: unknown line kind "
                             "'bogus' (expected `error` or `endfunc` of "
                             "function 'add1'): `bogus line`");

  Result<std::shared_ptr<Module>> unterminated =
      Module::load(OVRT_FAKE_UNTERMINATED);
  ASSERT_FALSE(unterminated.ok());
  EXPECT_EQ(unterminated.error(),
            canonical(OVRT_FAKE_UNTERMINATED) +
                ": ov_module_descriptor is not NUL-terminated within its 10 "
                "bytes");

  Result<std::shared_ptr<Module>> noRun = Module::load(OVRT_FAKE_MISSING_RUN);
  ASSERT_FALSE(noRun.ok());
  EXPECT_EQ(noRun.error(), canonical(OVRT_FAKE_MISSING_RUN) +
                               ": function 'add1' is in the descriptor but "
                               "the module has no symbol ov_run_add1");
}

TEST(ModuleTest, RefusesModulesForCPUFeaturesThisMachineLacks) {
  // A feature no runtime knows cannot be confirmed: refused, by name,
  // before any of the module's code runs (never SIGILL).
  Result<std::shared_ptr<Module>> m = Module::load(OVRT_FAKE_CPU_FEATURES);
  ASSERT_FALSE(m.ok());
  EXPECT_EQ(m.error(), canonical(OVRT_FAKE_CPU_FEATURES) +
                           ": the module was compiled for CPU features this "
                           "machine lacks: ovrt-test-no-such-feature "
                           "(compile it again with --cpu=native, or with a "
                           "--cpu this machine has)");
  EXPECT_EQ(m.code(), StatusCode::FailedPrecondition);
}

#if defined(__x86_64__)
TEST(ModuleTest, LoadsModulesForCPUFeaturesThisMachineHas) {
  Result<std::shared_ptr<Module>> m = Module::load(OVRT_FAKE_CPU_BASELINE);
  ASSERT_TRUE(m.ok()) << m.error();
  EXPECT_EQ((*m)->descriptor().version, 4);
  EXPECT_EQ((*m)->descriptor().cpuFeatures, std::vector<std::string>{"sse2"});
  Result<std::vector<Tensor>> out = (*m)->run("add1", one(f32({1}, {1})));
  ASSERT_TRUE(out.ok()) << out.error();
  EXPECT_EQ((*out)[0].dataAs<float>()[0], 2.0f);
}
#endif

//===----------------------------------------------------------------------===//
// Running
//===----------------------------------------------------------------------===//

TEST(ModuleTest, RunsAdd1) {
  std::shared_ptr<Module> m = loadFake();
  ASSERT_TRUE(m);
  Result<std::vector<Tensor>> out = m->run("add1", one(f32({3}, {1, 2.5, -4})));
  ASSERT_TRUE(out.ok()) << out.error();
  ASSERT_EQ(out->size(), 1u);
  const Tensor &y = (*out)[0];
  EXPECT_EQ(y.dtype(), DType::F32);
  EXPECT_EQ(y.shape(), std::vector<int64_t>{3});
  EXPECT_EQ(y.dataAs<float>()[0], 2.0f);
  EXPECT_EQ(y.dataAs<float>()[1], 3.5f);
  EXPECT_EQ(y.dataAs<float>()[2], -3.0f);
}

TEST(ModuleTest, RunReusesReleasedOutputStorage) {
  std::shared_ptr<Module> m = loadFake();
  ASSERT_TRUE(m);
  m->trimOutputPool();
  size_t before = m->outputPoolStats().allocations;
  const void *firstBuffer = nullptr;
  for (int i = 0; i < 5; ++i) {
    Result<std::vector<Tensor>> out =
        m->run("add1", one(f32({3}, {1, 2, float(i)})));
    ASSERT_TRUE(out.ok()) << out.error();
    EXPECT_EQ((*out)[0].dataAs<float>()[2], float(i) + 1);
    if (i == 0)
      firstBuffer = (*out)[0].data();
    else
      EXPECT_EQ((*out)[0].data(), firstBuffer); // the same storage again
  }
  // One buffer for five runs: each run's output was released before the next.
  EXPECT_EQ(m->outputPoolStats().allocations, before + 1);
  EXPECT_EQ(m->outputPoolStats().cached, 1u);

  // Outputs alive at the same time get distinct buffers.
  Result<std::vector<Tensor>> a = m->run("add1", one(f32({3}, {1, 2, 3})));
  Result<std::vector<Tensor>> b = m->run("add1", one(f32({3}, {4, 5, 6})));
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_NE((*a)[0].data(), (*b)[0].data());
  EXPECT_EQ((*a)[0].dataAs<float>()[0], 2.0f);
  EXPECT_EQ((*b)[0].dataAs<float>()[0], 5.0f);
  EXPECT_EQ(m->outputPoolStats().allocations, before + 2);
  m->trimOutputPool();
  EXPECT_EQ(m->outputPoolStats().cached, 0u);
}

TEST(ModuleTest, OutputsOutliveTheirModule) {
  Result<std::vector<Tensor>> out = Status::error("not run");
  {
    std::shared_ptr<Module> m = loadFake();
    ASSERT_TRUE(m);
    out = m->run("add1", one(f32({2}, {7, 8})));
    ASSERT_TRUE(out.ok()) << out.error();
  }
  // The module is unloaded; its pool lives on until this tensor goes.
  EXPECT_EQ((*out)[0].dataAs<float>()[1], 9.0f);
}

TEST(ModuleTest, RunsMultipleInputsOutputsAndRankZero) {
  std::shared_ptr<Module> m = loadFake();
  ASSERT_TRUE(m);
  std::vector<Tensor> in;
  in.push_back(f32({2, 4}, {1, 2, 3, 4, 10, 20, 30, 40}));
  in.push_back(i64Scalar(3));
  Result<std::vector<Tensor>> out = m->run("rowsum", in);
  ASSERT_TRUE(out.ok()) << out.error();
  ASSERT_EQ(out->size(), 2u);
  EXPECT_EQ((*out)[0].typeString(), "f32 [2]");
  EXPECT_EQ((*out)[0].dataAs<float>()[0], 30.0f);
  EXPECT_EQ((*out)[0].dataAs<float>()[1], 300.0f);
  EXPECT_EQ((*out)[1].typeString(), "i64 []");
  EXPECT_EQ((*out)[1].dataAs<int64_t>()[0], 2);

  // No rows at all: empty input, empty output.
  std::vector<Tensor> empty;
  empty.push_back(f32({0, 4}, {}));
  empty.push_back(i64Scalar(1));
  out = m->run("rowsum", empty);
  ASSERT_TRUE(out.ok()) << out.error();
  EXPECT_EQ((*out)[0].typeString(), "f32 [0]");
  EXPECT_EQ((*out)[1].dataAs<int64_t>()[0], 0);
}

TEST(ModuleTest, RunsAFunctionWithoutInputs) {
  std::shared_ptr<Module> m = loadFake();
  ASSERT_TRUE(m);
  Result<std::vector<Tensor>> out = m->run("const42", std::vector<Tensor>());
  ASSERT_TRUE(out.ok()) << out.error();
  ASSERT_EQ(out->size(), 1u);
  EXPECT_EQ((*out)[0].typeString(), "f64 []");
  EXPECT_EQ((*out)[0].dataAs<double>()[0], 42.0);
}

TEST(ModuleTest, OutputShapesWithoutRunning) {
  std::shared_ptr<Module> m = loadFake();
  ASSERT_TRUE(m);
  Tensor x = f32({5, 4}, std::vector<float>(20, 1.0f));
  Tensor s = i64Scalar(2);
  const Tensor *in[] = {&x, &s};
  auto shapes = m->outputShapes("rowsum", in, 2);
  ASSERT_TRUE(shapes.ok()) << shapes.error();
  EXPECT_EQ(*shapes, (std::vector<std::vector<int64_t>>{{5}, {}}));
}

TEST(ModuleTest, InputMismatches) {
  std::shared_ptr<Module> m = loadFake();
  ASSERT_TRUE(m);
  auto error = [&](const char *fn, std::vector<Tensor> in) {
    Result<std::vector<Tensor>> r = m->run(fn, in);
    return r.ok() ? std::string("<ok>") : r.error();
  };
  Result<Tensor> i32 = Tensor::fromVector<int32_t>(DType::I32, {3}, {1, 2, 3});
  ASSERT_TRUE(i32.ok());
  EXPECT_EQ(error("add1", one(i32.take())),
            "input 1: expected f32 tensor of rank 1 [?], got i32 [3]");
  EXPECT_EQ(error("add1", one(f32({1, 3}, {1, 2, 3}))),
            "input 1: expected f32 tensor of rank 1 [?], got f32 [1, 3]");
  EXPECT_EQ(error("add1", one(f32({}, {1}))),
            "input 1: expected f32 tensor of rank 1 [?], got f32 []");
  EXPECT_EQ(error("add1", {}), "function 'add1' expects 1 input, got 0");

  std::vector<Tensor> two;
  two.push_back(f32({1}, {1}));
  two.push_back(f32({1}, {1}));
  EXPECT_EQ(error("add1", std::move(two)),
            "function 'add1' expects 1 input, got 2");

  // Static dims are checked: rowsum wants [?, 4] and a scalar.
  std::vector<Tensor> wrongDim;
  wrongDim.push_back(f32({2, 5}, std::vector<float>(10)));
  wrongDim.push_back(i64Scalar(1));
  EXPECT_EQ(error("rowsum", std::move(wrongDim)),
            "input 1: expected f32 tensor of rank 2 [?, 4], got f32 [2, 5]");
  std::vector<Tensor> wrongScalar;
  wrongScalar.push_back(f32({2, 4}, std::vector<float>(8)));
  wrongScalar.push_back(f32({}, {1}));
  EXPECT_EQ(error("rowsum", std::move(wrongScalar)),
            "input 2: expected i64 tensor of rank 0 [], got f32 []");

  // A moved-from tensor and a null pointer.
  std::vector<Tensor> moved;
  moved.emplace_back();
  EXPECT_EQ(error("add1", std::move(moved)),
            "input 1: no tensor (null or moved-from)");
  const Tensor *null[] = {nullptr};
  Result<std::vector<Tensor>> r = m->run("add1", null, 1);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error(), "input 1: no tensor (null or moved-from)");

  EXPECT_EQ(error("nope", {}), m->path() + ": no function 'nope'");
  // run(inputs) needs a module with exactly one function.
  Result<std::vector<Tensor>> only = m->run(one(f32({1}, {1})));
  ASSERT_FALSE(only.ok());
  EXPECT_EQ(only.error(),
            m->path() + ": the module has 8 functions; name the one to run");
}

TEST(ModuleTest, CheckFailuresUseTheDescriptorMessages) {
  std::shared_ptr<Module> m = loadFake();
  ASSERT_TRUE(m);
  Result<std::vector<Tensor>> r = m->run("add1", one(f32({0}, {})));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error(),
            "fake.add1 at fake.mlir:3:5: the input must not be empty");
  EXPECT_EQ(r.code(), StatusCode::OutOfRange);

  std::vector<Tensor> in;
  in.push_back(f32({1, 4}, {1, 2, 3, 4}));
  in.push_back(i64Scalar(0));
  r = m->run("rowsum", in);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error(), "fake.rowsum: the scale must be positive");
}

TEST(ModuleTest, BadOutputShapesFromTheModuleAreCaught) {
  std::shared_ptr<Module> m = loadFake();
  ASSERT_TRUE(m);
  auto error = [&](const char *fn) {
    Result<std::vector<Tensor>> r = m->run(fn, one(f32({3}, {1, 2, 3})));
    // A module that breaks the ABI is a compiler bug: Internal.
    EXPECT_EQ(r.code(), StatusCode::Internal) << fn;
    return r.ok() ? std::string("<ok>") : r.error();
  };
  std::string prefix = m->path() + ": function '";
  EXPECT_EQ(error("bad_negative"),
            prefix + "bad_negative' output 1: the module's check returned a "
                     "negative dim in [-5]");
  EXPECT_EQ(error("bad_static"),
            prefix + "bad_static' output 1: the module's check returned "
                     "[3, 4] but the descriptor declares f32 tensor of rank 2 "
                     "[?, 3]");
  EXPECT_EQ(error("bad_status"),
            prefix + "bad_status': the check failed with status 7, which the "
                     "descriptor does not describe");
  EXPECT_EQ(error("bad_huge"),
            prefix + "bad_huge' output 1: the module's check returned a bad "
                     "shape: tensor of shape [4611686018427387904] is too "
                     "large");
  EXPECT_EQ(error("bad_unset"),
            prefix + "bad_unset' output 1: the module's check did not set "
                     "dim 1");
}

TEST(ModuleTest, ConcurrentRunsGetTheirOwnResults) {
  std::shared_ptr<Module> m = loadFake();
  ASSERT_TRUE(m);
  constexpr int kThreads = 8, kRuns = 100;
  std::atomic<int> failures{0}, checked{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (int r = 0; r < kRuns; ++r) {
        // A length and values unique to this thread and run.
        int64_t n = 1 + (t * 131 + r * 17) % 997;
        std::vector<float> x(static_cast<size_t>(n));
        for (int64_t i = 0; i < n; ++i)
          x[size_t(i)] = float(t * 100000 + r * 1000 + i % 1000);
        Result<Tensor> in = Tensor::fromVector(DType::F32, {n}, x);
        if (!in.ok()) {
          ++failures;
          continue;
        }
        std::vector<Tensor> inputs;
        inputs.push_back(in.take());
        Result<std::vector<Tensor>> out = m->run("add1", inputs);
        if (!out.ok() || out->size() != 1 ||
            (*out)[0].shape() != std::vector<int64_t>{n}) {
          ++failures;
          continue;
        }
        const float *y = (*out)[0].dataAs<float>();
        for (int64_t i = 0; i < n; ++i)
          if (y[i] != x[size_t(i)] + 1.0f) {
            ++failures;
            break;
          }
        ++checked;
      }
    });
  }
  for (std::thread &th : threads)
    th.join();
  EXPECT_EQ(failures.load(), 0);
  EXPECT_EQ(checked.load(), kThreads * kRuns);
}

TEST(ModuleTest, ConcurrentLoadsShareOneModule) {
  constexpr int kThreads = 8;
  std::vector<std::shared_ptr<Module>> loaded(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      Result<std::shared_ptr<Module>> m = Module::load(OVRT_FAKE_MODULE);
      if (m.ok())
        loaded[size_t(t)] = m.take();
    });
  for (std::thread &th : threads)
    th.join();
  for (int t = 0; t < kThreads; ++t) {
    ASSERT_TRUE(loaded[size_t(t)]);
    EXPECT_EQ(loaded[size_t(t)].get(), loaded[0].get());
  }
}
