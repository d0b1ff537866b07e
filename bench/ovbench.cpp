// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ovbench.cpp - Time ov-compile'd modules in-process, and STREAM -----===//
//
//   ovbench ours   --workloads FILE [--only NAMES] [--warmup N] [--runs N]
//                  [--no-cold] [--check-dir DIR]
//   ovbench stream [--runs N]
//
// `ours` loads each workload's module with libovrt, builds its inputs once
// (WORKLOADS.md's formula; ROIAlign boxes from the .npy files bench.py
// wrote), allocates the outputs once, and times Module::runInto: nothing is
// allocated or zero-filled inside the timed region. It also times
// Module::run (outputs from the module's pool) interleaved with runInto, to
// report the user's path against it, and with --check-dir writes samples of
// every output for peers_torch.py's correctness check.
//
// `stream` measures STREAM copy (c[i] = a[i], bytes read + written) on two
// arrays of bigBufferBytes() (4x the last-level cache, at least 64 MiB) on
// libovrt's pool (static chunks, as the modules' loops), best of N.
//
// Thread counts come from OVRT_NUM_THREADS (libovrt's pool) and, for the
// --base-build's older modules, OMP_NUM_THREADS (their OpenMP runtime),
// both set by bench.py before the process starts.
//
//===----------------------------------------------------------------------===//

#include "common.h"

#include "ovrt/Runtime.h"

using namespace bench;

namespace {

ovrt::Tensor mustTensor(ovrt::Result<ovrt::Tensor> r, const std::string &what) {
  if (!r.ok())
    die(what + ": " + r.error());
  return r.take();
}

/// Output positions checked against torch: the first `prefix` elements (a
/// whole plane or a few ROIs, borders included) and `spread` positions
/// spread over the rest.
std::vector<int64_t> samplePositions(int64_t total, int64_t prefix,
                                     int64_t spread) {
  std::vector<int64_t> pos;
  prefix = std::min(prefix, total);
  for (int64_t i = 0; i < prefix; ++i)
    pos.push_back(i);
  int64_t rest = total - prefix;
  if (rest <= 0)
    return pos;
  spread = std::min(spread, rest);
  for (int64_t j = 0; j < spread; ++j) {
    int64_t lo = prefix + j * rest / spread;
    int64_t hi = prefix + (j + 1) * rest / spread; // exclusive
    pos.push_back(
        lo + int64_t(lowbias32(uint32_t(j) ^ 0x9e3779b9u) % uint64_t(hi - lo)));
  }
  return pos;
}

void writeSamples(const std::string &dir, const Workload &w,
                  const std::vector<ovrt::Tensor> &outputs) {
  const ovrt::Tensor &first = outputs[0];
  int64_t prefix;
  if (w.has("rois")) // the first 4 ROIs, every channel and bin
    prefix = 4 * first.numElements() / first.dim(0);
  else // the first two (n, c) planes
    prefix = 2 * first.numElements() / (first.dim(0) * first.dim(1));
  std::vector<int64_t> pos =
      samplePositions(first.numElements(), prefix, 1 << 16);
  std::string base = dir + "/" + w.name() + "." + w.variant();
  auto save = [&](const std::string &path, const ovrt::Tensor &t) {
    if (ovrt::Status s = ovrt::saveNpy(path, t); !s.ok())
      die(s.message());
  };
  save(base + ".pos.npy",
       mustTensor(ovrt::Tensor::fromVector<int64_t>(ovrt::DType::I64,
                                                    {int64_t(pos.size())}, pos),
                  "samples"));
  for (size_t o = 0; o < outputs.size(); ++o) {
    const ovrt::Tensor &t = outputs[o];
    size_t esize = ovrt::dtypeSize(t.dtype());
    std::vector<uint8_t> bytes(pos.size() * esize);
    const uint8_t *src = static_cast<const uint8_t *>(t.data());
    for (size_t i = 0; i < pos.size(); ++i)
      std::memcpy(&bytes[i * esize], src + size_t(pos[i]) * esize, esize);
    save(base + ".out" + std::to_string(o) + ".npy",
         mustTensor(ovrt::Tensor::fromData(t.dtype(), {int64_t(pos.size())},
                                           bytes.data(), bytes.size()),
                    "samples"));
  }
}

int runOurs(const Options &opt) {
  if (opt.workloads.empty())
    die("ours needs --workloads FILE");
  int threads = envThreads();
  std::printf("INFO system=ours ovrt_threads=%d flush_mib=%lld\n",
              ovrt::numThreads(), (long long)(bigBufferBytes() >> 20));
  CacheFlusher flusher;
  for (const Workload &w : readWorkloads(opt.workloads)) {
    if (!opt.selected(w.name()) || w.str("so") == "-")
      continue;
    auto loaded = ovrt::Module::load(w.str("so"));
    if (!loaded.ok())
      die(loaded.error());
    std::shared_ptr<ovrt::Module> module = loaded.take();
    if (module->functions().size() != 1)
      die(w.str("so") + ": expected one function");
    const ovrt::FunctionSpec &fn = module->functions()[0];

    // Inputs, built once.
    std::vector<ovrt::Tensor> inputs;
    ovrt::Tensor x = mustTensor(
        ovrt::Tensor::create(ovrt::DType::F32, w.ints("shape")), "x");
    fillInput(x.dataAs<float>(), x.numElements());
    uint64_t inputSum = bitSum32(x.data(), x.numElements());
    inputs.push_back(std::move(x));
    if (w.has("rois")) { // ROIAlign, rotated or not
      inputs.push_back(
          mustTensor(ovrt::loadNpy(w.str("rois"), fn.inputs[1].dtype), "rois"));
      inputs.push_back(mustTensor(
          ovrt::loadNpy(w.str("batch"), fn.inputs[2].dtype), "batch"));
    }
    std::vector<const ovrt::Tensor *> in;
    for (const ovrt::Tensor &t : inputs)
      in.push_back(&t);

    // Outputs, allocated once (outside every timed region).
    auto shapes = module->outputShapes(fn.name, in.data(), in.size());
    if (!shapes.ok())
      die(shapes.error());
    std::vector<ovrt::Tensor> outputs;
    for (size_t o = 0; o < shapes->size(); ++o)
      outputs.push_back(mustTensor(
          ovrt::Tensor::create(fn.outputs[o].dtype, (*shapes)[o]), "output"));
    std::vector<ovrt::Tensor *> out;
    for (ovrt::Tensor &t : outputs)
      out.push_back(&t);

    auto run = [&] {
      ovrt::Status s = module->runInto(fn.name, in.data(), in.size(),
                                       out.data(), out.size());
      if (!s.ok())
        die(w.name() + ": " + s.message());
    };
    run(); // first run: page-in, then the checks
    size_t bytes = 0;
    for (const ovrt::Tensor &t : inputs)
      bytes += t.byteSize();
    for (const ovrt::Tensor &t : outputs)
      bytes += t.byteSize();
    std::printf("INFO system=ours name=%s variant=%s threads=%d bytes=%zu "
                "input_bitsum=%llu out0_bitsum=%llu\n",
                w.name().c_str(), w.variant().c_str(), threads, bytes,
                (unsigned long long)inputSum,
                (unsigned long long)bitSum32(outputs[0].data(),
                                             outputs[0].numElements()));
    if (!opt.checkDir.empty())
      writeSamples(opt.checkDir, w, outputs);

    printResult("ours", w, threads, "hot", timeRuns(run, opt.warmup, opt.runs));
    if (opt.cold)
      printResult("ours", w, threads, "cold",
                  timeRuns(run, 0, opt.runs, &flusher));
    // The user's API (Module::run: outputs from the module's pool) against
    // runInto, hot cache, in interleaved pairs: on a machine whose two
    // threads share it with everything else, the noise of separate series
    // is larger than the difference, while both calls of a pair see the
    // same conditions. Reports run's median and the median of the pairs'
    // ratios (at most 11 pairs: the ROIAlign cases are long).
    auto runAlloc = [&] {
      auto r = module->run(fn.name, in.data(), in.size());
      if (!r.ok())
        die(w.name() + ": " + r.error());
    };
    PairedStats paired = timePairs(runAlloc, run, 1, std::min(opt.runs, 11));
    char ratio[64];
    std::snprintf(ratio, sizeof ratio, "paired_ratio=%.4f", paired.ratio);
    printResult("ours_alloc", w, threads, "hot", paired.first, ratio);
  }
  return 0;
}

struct CopyArrays {
  double *c;
  const double *a;
  bool firstTouch;
};

/// STREAM's copy kernel over [begin, end), kept a loop (the memcpy idiom
/// would use non-temporal stores, which STREAM's compiled loop does not).
__attribute__((noinline, no_builtin("memcpy"))) void
copyChunk(void *closure, int64_t begin, int64_t end) {
  auto *arrays = static_cast<CopyArrays *>(closure);
  double *__restrict c = arrays->c;
  const double *__restrict a = arrays->a;
  if (arrays->firstTouch) {
    for (int64_t i = begin; i < end; ++i) {
      const_cast<double *>(a)[i] = double(i & 1023);
      c[i] = 0;
    }
    return;
  }
  for (int64_t i = begin; i < end; ++i)
    c[i] = a[i];
}

/// The copy (or, first, the touch) on libovrt's pool.
void copyKernel(double *c, double *a, int64_t n, bool firstTouch = false) {
  const ovrt_parallel *pool = nullptr;
  if (ovrt_default_parallel(&pool) != OVRT_OK)
    die("stream: no libovrt pool");
  CopyArrays arrays{c, a, firstTouch};
  pool->parallel_for(pool->data, n, &copyChunk, &arrays);
}

int runStream(const Options &opt) {
  const int64_t n = bigBufferBytes() / int64_t(sizeof(double));
  double *a = static_cast<double *>(std::aligned_alloc(64, n * sizeof(double)));
  double *c = static_cast<double *>(std::aligned_alloc(64, n * sizeof(double)));
  if (!a || !c)
    die("stream: out of memory");
  // First touch with the same static chunks as the kernel.
  copyKernel(c, a, n, /*firstTouch=*/true);
  int reps = std::max(opt.runs, 5);
  std::vector<double> times;
  copyKernel(c, a, n); // warm-up
  for (int r = 0; r < reps; ++r) {
    double t0 = nowMs();
    copyKernel(c, a, n);
    times.push_back(nowMs() - t0);
  }
  Stats s = summarize(times);
  double bytes = 2.0 * double(n) * sizeof(double);
  if (c[n - 1] != a[n - 1])
    die("stream: copy is wrong");
  std::printf("STREAM threads=%d ovrt_threads=%d array_mib=%lld "
              "best_ms=%.4f median_ms=%.4f copy_gbs=%.3f median_gbs=%.3f\n",
              envThreads(), ovrt::numThreads(),
              (long long)(n * int64_t(sizeof(double)) >> 20), s.min, s.median,
              bytes / (s.min * 1e6), bytes / (s.median * 1e6));
  std::free(a);
  std::free(c);
  return 0;
}

llvm::cl::opt<std::string> mode(llvm::cl::Positional, llvm::cl::Required,
                                llvm::cl::desc("<ours|stream>"),
                                llvm::cl::cat(flags::category()));

} // namespace

int main(int argc, char **argv) {
  Options opt = parseOptions(argc, argv,
                             "ovbench: times our compiled modules (ours) or "
                             "STREAM copy (stream)\n");
  if (mode == "ours")
    return runOurs(opt);
  if (mode == "stream")
    return runStream(opt);
  die("the mode '" + mode + "' is not one of ours, stream");
}
