// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ThreadsTest.cpp - Outputs at every thread count -------------------===//
//
// A module of every family (MaxPool-1/8/14, AvgPool, ROIAlign-3/9) on each
// lowering gives the same bytes on libovrt's pool at 1, 2, 3 and 7 threads,
// and through a host parallel-for that runs its chunks in reverse order
// (DifferentialTest.h has the harness).
//
//===----------------------------------------------------------------------===//

#include "DifferentialTest.h"

namespace ove2e {

namespace {

/// Dynamic batch and channels: the parallel loops' counts come from the
/// inputs, and are not multiples of the thread counts.
const char *kEveryFamily = R"(module {
func.func @max1(%x: tensor<?x?x13x11xf32>) -> tensor<?x?x6x5xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<?x?x13x11xf32> -> tensor<?x?x6x5xf32>
  return %0 : tensor<?x?x6x5xf32>
}
func.func @max8(%x: tensor<?x?x13x11xf32>) -> (tensor<?x?x7x6xf32>, tensor<?x?x7x6xi64>) {
  %0:2 = ov.max_pool_v8 %x kernel = [3, 2] strides = [2, 2] pads_begin = [1, 0] pads_end = [1, 1] : tensor<?x?x13x11xf32> -> tensor<?x?x7x6xf32>, tensor<?x?x7x6xi64>
  return %0#0, %0#1 : tensor<?x?x7x6xf32>, tensor<?x?x7x6xi64>
}
func.func @max14(%x: tensor<?x?x13x11xf32>) -> (tensor<?x?x7x6xf32>, tensor<?x?x7x6xi32>) {
  %0:2 = ov.max_pool_v14 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [1, 1] rounding_type = ceil_torch index_element_type = i32 : tensor<?x?x13x11xf32> -> tensor<?x?x7x6xf32>, tensor<?x?x7x6xi32>
  return %0#0, %0#1 : tensor<?x?x7x6xf32>, tensor<?x?x7x6xi32>
}
func.func @avg(%x: tensor<?x?x13x11xf32>) -> tensor<?x?x7x6xf32> {
  %0 = ov.avg_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] exclude_pad = true : tensor<?x?x13x11xf32> -> tensor<?x?x7x6xf32>
  return %0 : tensor<?x?x7x6xf32>
}
func.func @roi3(%d: tensor<?x?x13x11xf32>, %r: tensor<?x4xf32>, %i: tensor<?xi32>) -> tensor<?x?x3x2xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 3 pooled_w = 2 sampling_ratio = 2 spatial_scale = 0.5 mode = avg : tensor<?x?x13x11xf32>, tensor<?x4xf32>, tensor<?xi32> -> tensor<?x?x3x2xf32>
  return %0 : tensor<?x?x3x2xf32>
}
func.func @roi9(%d: tensor<?x?x13x11xf32>, %r: tensor<?x4xf32>, %i: tensor<?xi32>) -> tensor<?x?x2x2xf32> {
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 0.5 mode = max aligned_mode = half_pixel : tensor<?x?x13x11xf32>, tensor<?x4xf32>, tensor<?xi32> -> tensor<?x?x2x2xf32>
  return %0 : tensor<?x?x2x2xf32>
}
}
)";

/// The functions' inputs: 3 x 5 maps of 13 x 11, 11 boxes.
std::vector<Tensor> inputsFor(const std::string &function) {
  std::vector<Tensor> inputs;
  Tensor x = Tensor::create(DType::F32, {3, 5, 13, 11}).take();
  for (int64_t i = 0; i < x.numElements(); ++i)
    x.dataAs<float>()[i] = float((i * 37) % 101) * 0.125f - 6.0f;
  inputs.push_back(std::move(x));
  if (function.rfind("roi", 0) != 0)
    return inputs;
  constexpr int64_t kBoxes = 11;
  Tensor rois = Tensor::create(DType::F32, {kBoxes, 4}).take();
  Tensor batch = Tensor::create(DType::I32, {kBoxes}).take();
  for (int64_t b = 0; b < kBoxes; ++b) {
    float x0 = float(b % 5), y0 = float(b % 3);
    float box[4] = {x0, y0, x0 + 6.5f + float(b % 4), y0 + 9.0f};
    std::copy(box, box + 4, rois.dataAs<float>() + 4 * b);
    batch.dataAs<int32_t>()[b] = int32_t(b % 3);
  }
  inputs.push_back(std::move(rois));
  inputs.push_back(std::move(batch));
  return inputs;
}

/// The outputs' bytes, output after output.
std::string bytesOf(const std::vector<Tensor> &outputs) {
  std::string bytes;
  for (const Tensor &t : outputs)
    bytes.append(static_cast<const char *>(t.data()), t.byteSize());
  return bytes;
}

/// Runs `function` into fresh outputs of the shapes the module computes,
/// through `parallel` when given.
std::string runBytes(const ovrt::Module &module, const std::string &function,
                     const ovrt::ParallelFor *parallel = nullptr) {
  std::vector<Tensor> inputs = inputsFor(function);
  std::vector<const Tensor *> in;
  for (const Tensor &t : inputs)
    in.push_back(&t);
  auto shapes = module.outputShapes(function, in.data(), in.size());
  EXPECT_TRUE(shapes.ok()) << shapes.error();
  if (!shapes.ok())
    return "";
  const ovrt::FunctionSpec *spec = module.function(function);
  std::vector<Tensor> outputs;
  std::vector<Tensor *> out;
  for (size_t i = 0; i < shapes->size(); ++i)
    outputs.push_back(
        Tensor::create(spec->outputs[i].dtype, (*shapes)[i]).take());
  for (Tensor &t : outputs)
    out.push_back(&t);
  ovrt::Status s = parallel ? module.runInto(function, in.data(), in.size(),
                                             out.data(), out.size(), *parallel)
                            : module.runInto(function, in.data(), in.size(),
                                             out.data(), out.size());
  EXPECT_TRUE(s.ok()) << function << ": " << s.message();
  return bytesOf(outputs);
}

const char *kFunctions[] = {"max1", "max8", "max14", "avg", "roi3", "roi9"};

/// GPU modules' host code has no parallel loops.
bool onGPU(const std::string &path) {
  return path == "cuda" || path == "vulkan";
}

} // namespace

/// The bytes at 2, 3 and 7 threads are the bytes at 1 (no thread).
TEST_P(E2E, SameOutputsAtEveryThreadCount) {
  const std::string path = GetParam();
  if (onGPU(path))
    GTEST_SKIP() << "no parallel loops on the host";
  TempDir dir;
  std::shared_ptr<ovrt::Module> module =
      compileDirected(kEveryFamily, path, dir, "threads");
  ASSERT_TRUE(module);
  ASSERT_TRUE(ovrt::setNumThreads(1).ok());
  std::map<std::string, std::string> single;
  for (const char *f : kFunctions)
    single[f] = runBytes(*module, f);
  for (int32_t threads : {2, 3, 7}) {
    ASSERT_TRUE(ovrt::setNumThreads(threads).ok());
    for (const char *f : kFunctions)
      EXPECT_EQ(runBytes(*module, f), single[f])
          << f << " at " << threads << " threads differs from 1 thread";
  }
  ASSERT_TRUE(ovrt::setNumThreads(1).ok());
}

/// A host parallel-for that cuts each region into up to 5 chunks and runs
/// them last first, on the calling thread: called, and the same bytes.
TEST_P(E2E, HostParallelForInReverseOrder) {
  const std::string path = GetParam();
  if (onGPU(path))
    GTEST_SKIP() << "no parallel loops on the host";
  TempDir dir;
  std::shared_ptr<ovrt::Module> module =
      compileDirected(kEveryFamily, path, dir, "host_parallel");
  ASSERT_TRUE(module);
  ASSERT_TRUE(ovrt::setNumThreads(1).ok());
  std::atomic<int64_t> calls{0};
  ovrt::ParallelFor reversed([&](int64_t n, ovrt::Chunk chunk) {
    ++calls;
    int64_t pieces = std::min<int64_t>(n, 5);
    for (int64_t k = pieces; k-- > 0;)
      chunk(n * k / pieces, n * (k + 1) / pieces);
  });
  for (const char *f : kFunctions) {
    std::string single = runBytes(*module, f);
    int64_t before = calls;
    EXPECT_EQ(runBytes(*module, f, &reversed), single) << f << ", per call";
    ASSERT_TRUE(module->setParallel(&reversed).ok());
    EXPECT_EQ(runBytes(*module, f), single) << f << ", per module";
    ASSERT_TRUE(module->setParallel(nullptr).ok());
    // ov-to-vector's kernels and the emulated CUDA grids are parallel
    // loops; the linalg and affine lowerings' loops are sequential.
    if (path == "vector" || path == "gpu-emu")
      EXPECT_GE(calls - before, 2) << f << ": the host's parallel-for unused";
    int64_t after = calls;
    runBytes(*module, f);
    EXPECT_EQ(calls, after) << f << ": still used after setParallel(nullptr)";
  }
}

} // namespace ove2e
