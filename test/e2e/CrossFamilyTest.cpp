// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CrossFamilyTest.cpp - Tests across the families --------------------===//
//
// Bad dynamic shapes, concurrent runs of one module (MaxPool and ROIAlign in
// one module), and NVIDIA's assembler on the random cases' PTX
// (DifferentialTest.h has the harness).
//
//===----------------------------------------------------------------------===//

#include "DifferentialTest.h"

namespace ove2e {

/// Shapes only known at run time that the compiled module must reject:
/// empty N or C, a dilated kernel longer than the padded input (also when
/// ceil rounding would still give one output), an empty feature map, ROI
/// counts that differ. Acceptable shapes run and match the reference.
TEST_P(E2E, RejectsBadDynamicShapes) {
  const std::string path = GetParam();
  TempDir dir;
  std::string text = R"(module {
func.func @pool(%x: tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xi32>) {
  %0:2 = ov.max_pool_v8 %x kernel = [3] strides = [2] pads_begin = [0] pads_end = [0] rounding_type = ceil index_element_type = i32 axis = 1 : tensor<?x?x?xf32> -> tensor<?x?x?xf32>, tensor<?x?x?xi32>
  return %0#0, %0#1 : tensor<?x?x?xf32>, tensor<?x?x?xi32>
}
func.func @roi(%d: tensor<?x?x?x?xf32>, %r: tensor<?x4xf32>, %i: tensor<?xi32>) -> tensor<?x?x2x2xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 2 spatial_scale = 1.0 mode = avg : tensor<?x?x?x?xf32>, tensor<?x4xf32>, tensor<?xi32> -> tensor<?x?x2x2xf32>
  return %0 : tensor<?x?x2x2xf32>
}
}
)";
  std::shared_ptr<ovrt::Module> module =
      compileDirected(text, path, dir, "dynamic_rejects");
  ASSERT_TRUE(module);

  MaxPoolAttrs pool;
  pool.kernel = {3};
  pool.strides = {2};
  pool.padsBegin = {0};
  pool.padsEnd = {0};
  pool.rounding = Rounding::Ceil;
  pool.indexType = DType::I32;
  pool.axis = 1;
  struct PoolProbe {
    std::vector<int64_t> shape;
    const char *keyword; // nullptr: must run
  };
  for (const PoolProbe &p :
       std::vector<PoolProbe>{{{2, 3, 7}, nullptr},
                              {{1, 1, 3}, nullptr},
                              {{0, 1, 5}, "batch size"},
                              {{1, 0, 5}, "channel count"},
                              {{1, 1, 2}, "does not fit"},
                              {{1, 1, 1}, "does not fit"}}) {
    SCOPED_TRACE("MaxPool input " + ovrt::formatShape(p.shape));
    Tensor input = Tensor::create(DType::F32, p.shape).take();
    for (int64_t i = 0; i < input.numElements(); ++i)
      input.dataAs<float>()[i] = float((i * 7) % 5) - 2.0f;
    ovrt::Result<MaxPoolResult> want = referenceMaxPool(pool, input);
    std::vector<Tensor> inputs;
    inputs.push_back(std::move(input));
    ovrt::Result<std::vector<Tensor>> out = module->run("pool", inputs);
    if (p.keyword) {
      EXPECT_FALSE(want.ok()) << "the reference accepts this shape";
      ASSERT_FALSE(out.ok()) << "the module ran a shape it must reject";
      EXPECT_NE(out.error().find(p.keyword), std::string::npos)
          << "error: " << out.error();
      continue;
    }
    ASSERT_TRUE(want.ok()) << want.error();
    ASSERT_TRUE(out.ok()) << out.error();
    ASSERT_EQ(out->size(), 2u);
    const Tensor *wants[2] = {&want->values, &want->indices};
    for (int o = 0; o < 2; ++o) {
      ASSERT_EQ((*out)[size_t(o)].shape(), wants[o]->shape());
      for (int64_t i = 0; i < wants[o]->numElements(); ++i)
        EXPECT_TRUE(sameElement(*wants[o], (*out)[size_t(o)], i))
            << "output " << o + 1 << " at " << i << ": expected "
            << formatElement(*wants[o], i) << ", got "
            << formatElement((*out)[size_t(o)], i);
    }
  }

  ROIAlignAttrs roi{2, 2, 2, 1.0f, ROIAlignMode::Avg};
  struct ROIProbe {
    std::vector<int64_t> dataShape;
    int64_t rois, indices;
    const char *keyword;
  };
  for (const ROIProbe &p : std::vector<ROIProbe>{
           {{1, 2, 3, 4}, 2, 2, nullptr},
           {{1, 2, 3, 0}, 2, 2, "feature map is empty"},
           {{1, 2, 0, 4}, 2, 2, "feature map is empty"},
           {{1, 2, 3, 4}, 2, 3, "differs from batch_indices"}}) {
    SCOPED_TRACE("ROIAlign data " + ovrt::formatShape(p.dataShape) + ", " +
                 std::to_string(p.rois) + " boxes, " +
                 std::to_string(p.indices) + " batch indices");
    Tensor data = Tensor::create(DType::F32, p.dataShape).take();
    for (int64_t i = 0; i < data.numElements(); ++i)
      data.dataAs<float>()[i] = float(i % 7) - 3.0f;
    Tensor rois = Tensor::create(DType::F32, {p.rois, 4}).take();
    for (int64_t i = 0; i < rois.numElements(); ++i)
      rois.dataAs<float>()[i] = float(i % 4) * 0.75f;
    Tensor batch = Tensor::create(DType::I32, {p.indices}).take();
    std::vector<Tensor> inputs;
    inputs.push_back(std::move(data));
    inputs.push_back(std::move(rois));
    inputs.push_back(std::move(batch));
    ovrt::Result<std::vector<Tensor>> out = module->run("roi", inputs);
    if (p.keyword) {
      ASSERT_FALSE(out.ok()) << "the module ran a shape it must reject";
      EXPECT_NE(out.error().find(p.keyword), std::string::npos)
          << "error: " << out.error();
      continue;
    }
    ASSERT_TRUE(out.ok()) << out.error();
    ovrt::Result<Tensor> want =
        referenceROIAlign(roi, inputs[0], inputs[1], inputs[2]);
    ASSERT_TRUE(want.ok()) << want.error();
    ASSERT_EQ((*out)[0].shape(), want->shape());
    for (int64_t i = 0; i < want->numElements(); ++i)
      EXPECT_TRUE(sameElement(*want, (*out)[0], i))
          << "at " << i << ": expected " << formatElement(*want, i) << ", got "
          << formatElement((*out)[0], i);
  }
}

/// One loaded module, 8 threads x 100 runs at once, each run with its own
/// shapes and values (MaxPool-8 and ROIAlign alternating, both dynamic and
/// multi-threaded inside): every result must equal the reference's.
TEST_P(E2E, ConcurrentRunsOfOneModule) {
  const std::string path = GetParam();
  TempDir dir;
  std::string text = R"(module {
func.func @pool(%x: tensor<?x?x?x?xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>) {
  %0:2 = ov.max_pool_v8 %x kernel = [3, 2] strides = [2, 1] pads_begin = [1, 0] pads_end = [1, 1] rounding_type = ceil axis = 1 : tensor<?x?x?x?xf32> -> tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>
  return %0#0, %0#1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>
}
func.func @roi(%d: tensor<?x?x?x?xf32>, %r: tensor<?x4xf32>, %i: tensor<?xi32>) -> tensor<?x?x3x2xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 3 pooled_w = 2 sampling_ratio = 0 spatial_scale = 0.5 mode = max : tensor<?x?x?x?xf32>, tensor<?x4xf32>, tensor<?xi32> -> tensor<?x?x3x2xf32>
  return %0 : tensor<?x?x3x2xf32>
}
}
)";
  std::shared_ptr<ovrt::Module> module =
      compileDirected(text, path, dir, "concurrent");
  ASSERT_TRUE(module);
  MaxPoolAttrs pool;
  pool.kernel = {3, 2};
  pool.strides = {2, 1};
  pool.padsBegin = {1, 0};
  pool.padsEnd = {1, 1};
  pool.rounding = Rounding::Ceil;
  pool.axis = 1;
  ROIAlignAttrs roi{3, 2, 0, 0.5f, ROIAlignMode::Max};

  constexpr int kThreads = 8, kRuns = 100;
  std::atomic<int> mismatches{0}, failures{0}, checked{0};
  std::vector<std::string> firstProblem(kThreads);
  auto compare = [&](int t, const Tensor &want, const Tensor &got) {
    bool same = want.shape() == got.shape();
    for (int64_t i = 0; same && i < want.numElements(); ++i)
      same = sameElement(want, got, i);
    if (!same) {
      ++mismatches;
      firstProblem[size_t(t)] = "a result differs from the reference";
    }
  };
  auto runOne = [&](int t, int r) {
    Rng rng(0xC0C0, uint64_t(t), uint64_t(r));
    auto below = [&](int64_t k) { return rng.range(0, k - 1); };
    if (r % 2 == 0) {
      std::vector<int64_t> shape{1 + below(2), 1 + below(3), 2 + below(9),
                                 2 + below(9)};
      Tensor x = Tensor::create(DType::F32, shape).take();
      for (int64_t i = 0; i < x.numElements(); ++i)
        x.dataAs<float>()[i] = float(below(64)) * 0.25f - 8.0f;
      ovrt::Result<MaxPoolResult> want = referenceMaxPool(pool, x);
      std::vector<Tensor> inputs;
      inputs.push_back(std::move(x));
      ovrt::Result<std::vector<Tensor>> out = module->run("pool", inputs);
      if (!want.ok() || !out.ok() || out->size() != 2) {
        ++failures;
        firstProblem[size_t(t)] = out.ok() ? want.error() : out.error();
        return;
      }
      compare(t, want->values, (*out)[0]);
      compare(t, want->indices, (*out)[1]);
    } else {
      int64_t n = 1 + below(2), boxes = 1 + below(4);
      Tensor data = Tensor::create(DType::F32, {n, 1 + below(4), 3 + below(6),
                                                3 + below(6)})
                        .take();
      for (int64_t i = 0; i < data.numElements(); ++i)
        data.dataAs<float>()[i] = float(below(64)) * 0.25f - 8.0f;
      Tensor rois = Tensor::create(DType::F32, {boxes, 4}).take();
      for (int64_t i = 0; i < rois.numElements(); ++i)
        rois.dataAs<float>()[i] = float(below(40)) * 0.25f;
      Tensor batch = Tensor::create(DType::I32, {boxes}).take();
      for (int64_t i = 0; i < boxes; ++i)
        batch.dataAs<int32_t>()[i] = int32_t(below(n));
      ovrt::Result<Tensor> want = referenceROIAlign(roi, data, rois, batch);
      std::vector<Tensor> inputs;
      inputs.push_back(std::move(data));
      inputs.push_back(std::move(rois));
      inputs.push_back(std::move(batch));
      ovrt::Result<std::vector<Tensor>> out = module->run("roi", inputs);
      if (!want.ok() || !out.ok() || out->size() != 1) {
        ++failures;
        firstProblem[size_t(t)] = out.ok() ? want.error() : out.error();
        return;
      }
      compare(t, *want, (*out)[0]);
    }
    ++checked;
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      for (int r = 0; r < kRuns; ++r)
        runOne(t, r);
    });
  for (std::thread &th : threads)
    th.join();
  for (const std::string &problem : firstProblem)
    EXPECT_TRUE(problem.empty()) << problem;
  EXPECT_EQ(failures.load(), 0);
  EXPECT_EQ(mismatches.load(), 0);
  EXPECT_EQ(checked.load(), kThreads * kRuns);
}

//===----------------------------------------------------------------------===//
// NVIDIA's assembler on the random configurations' PTX
//===----------------------------------------------------------------------===//

/// ptxas on PATH or in /usr/local/cuda/bin; "" when there is none.
static std::string findPtxas() {
  if (llvm::ErrorOr<std::string> p = llvm::sys::findProgramByName("ptxas"))
    return *p;
  if (llvm::ErrorOr<std::string> p =
          llvm::sys::findProgramByName("ptxas", {"/usr/local/cuda/bin"}))
    return *p;
  return "";
}

/// The first `count` cases of `kind` compiled for the CUDA target on `chip`
/// (ov-compile --emit-ptx), every kernel module assembled with
/// `ptxas -arch=chip`.
static void assembleSample(const std::string &ptxas, const TempDir &dir,
                           const std::string &kind,
                           Case (*make)(uint64_t, int64_t), int64_t count,
                           const std::string &chip) {
  std::string text = "module {\n";
  for (int64_t i = 0; i < count; ++i) {
    Case c = make(seed(), i);
    if (!c.text.empty())
      text += c.functionText("f" + std::to_string(i));
  }
  text += "}\n";
  mlir::ov::CompileOptions options;
  options.target = mlir::ov::lookupTarget("cuda");
  std::string ptxDir = dir.file(kind + "_" + chip);
  options.targetOptions["gpu-chip"] = chip;
  options.targetOptions["emit-ptx"] = ptxDir;
  std::string error = compileText(text, options, dir.file(kind + ".so"),
                                  "ptx_" + kind + ".mlir", /*threaded=*/true);
  ASSERT_EQ(error, "") << text;
  // The listing first: ptxas adds files beside the PTX.
  std::error_code ec;
  std::vector<std::string> files;
  for (llvm::sys::fs::directory_iterator it(ptxDir, ec), end; it != end && !ec;
       it.increment(ec))
    if (llvm::StringRef(it->path()).ends_with(".ptx"))
      files.push_back(it->path());
  EXPECT_FALSE(ec) << ec.message();
  int64_t assembled = 0;
  for (const std::string &ptx : files) {
    std::string log = ptx + ".log";
    std::optional<llvm::StringRef> redirects[] = {std::nullopt, log, log};
    int rc = llvm::sys::ExecuteAndWait(
        ptxas, {ptxas, "-arch=" + chip, ptx, "-o", ptx + ".cubin"},
        std::nullopt, redirects);
    auto output = llvm::MemoryBuffer::getFile(log);
    EXPECT_EQ(rc, 0) << "ptxas -arch=" << chip << " " << ptx << ":\n"
                     << (output ? (*output)->getBuffer().str() : "");
    ++assembled;
  }
  EXPECT_GT(assembled, 0) << "no PTX in " << ptxDir;
  std::printf("[e2e] ptxas -arch=%s: %lld %s kernels assembled\n", chip.c_str(),
              (long long)assembled, kind.c_str());
}

/// A sample of the random configurations (OV_E2E_PTX_CONFIGS of each kind,
/// default 40), sm_90 and sm_80: the lit test ptxas.test covers the lit
/// inputs and the benchmark models.
TEST(E2EPTX, RandomConfigurationsAssemble) {
  if (!pathSelected("cuda"))
    GTEST_SKIP() << "path cuda not in OV_E2E_PATHS";
  std::string ptxas = findPtxas();
  if (ptxas.empty())
    GTEST_SKIP() << "ptxas not found (PATH, /usr/local/cuda/bin): the "
                    "random configurations' PTX is not assembled";
  TempDir dir;
  ASSERT_TRUE(dir.ok()) << "cannot create a temporary directory";
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  int64_t count = int64_t(envNumber("OV_E2E_PTX_CONFIGS", 40));
  for (const char *chip : {"sm_90", "sm_80"}) {
    assembleSample(ptxas, dir, "maxpool", makeMaxPoolCase, count, chip);
    assembleSample(ptxas, dir, "roialign", makeROIAlignCase, count / 2, chip);
  }
}

} // namespace ove2e
