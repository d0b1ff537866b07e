// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- dnnlbench.cpp - oneDNN's max pooling on the MaxPool workloads ------===//
//
//   dnnlbench --workloads FILE [--only NAMES] [--warmup N] [--runs N]
//             [--no-cold]
//
// For each MaxPool workload (once: oneDNN has indices only in its training
// workspace, so the inference primitive has no indices output), times
// pooling_v2_forward (forward_inference, pooling_max) on
//   - plain nchw / ncdhw source and destination (system dnnl_nchw), and
//   - blocked nChw16c / nCdhw16c (system dnnl_blocked), the layout OpenVINO's
//     CPU plugin uses; the reorders into and out of it are not timed.
// Inputs are WORKLOADS.md's formula, the same as ours and torch's. Threads:
// Debian's oneDNN uses GNU OpenMP, which reads OMP_NUM_THREADS (set by
// bench.py before the process starts).
//
// Built with -fno-exceptions like the project: a oneDNN error traps.
//
//===----------------------------------------------------------------------===//

#include "common.h"

#include "oneapi/dnnl/dnnl.hpp"

#include <unordered_map>

using namespace bench;

namespace {

const char *isaName(dnnl::cpu_isa isa) {
  switch (isa) {
  case dnnl::cpu_isa::sse41:
    return "sse41";
  case dnnl::cpu_isa::avx:
    return "avx";
  case dnnl::cpu_isa::avx2:
    return "avx2";
  case dnnl::cpu_isa::avx512_core:
    return "avx512_core";
  case dnnl::cpu_isa::avx512_core_vnni:
    return "avx512_core_vnni";
  case dnnl::cpu_isa::avx512_core_bf16:
    return "avx512_core_bf16";
  case dnnl::cpu_isa::avx512_core_amx:
    return "avx512_core_amx";
  default:
    return "other";
  }
}

dnnl::memory::dims toDims(const std::vector<int64_t> &v) {
  return dnnl::memory::dims(v.begin(), v.end());
}

} // namespace

int main(int argc, char **argv) {
  Options opt = parseOptions(argc, argv,
                             "dnnlbench: times oneDNN's max pooling on the "
                             "workloads\n");
  if (opt.workloads.empty())
    die("dnnlbench needs --workloads FILE");
  int threads = envThreads();
  const dnnl_version_t *v = dnnl_version();
  std::printf("INFO system=dnnl version=%d.%d.%d isa=%s flush_mib=%lld\n",
              v->major, v->minor, v->patch,
              isaName(dnnl::get_effective_cpu_isa()),
              (long long)(bigBufferBytes() >> 20));

  dnnl::engine eng(dnnl::engine::kind::cpu, 0);
  dnnl::stream strm(eng);
  CacheFlusher flusher;
  using tag = dnnl::memory::format_tag;
  using dt = dnnl::memory::data_type;

  for (const Workload &w : readWorkloads(opt.workloads)) {
    if (w.kind != "maxpool" || w.variant() != "noidx" ||
        !opt.selected(w.name()))
      continue;
    std::vector<int64_t> shape = w.ints("shape");
    std::vector<int64_t> outShape = w.ints("out_shape");
    std::vector<int64_t> dil = w.ints("dilations");
    for (int64_t &d : dil)
      d -= 1; // oneDNN counts dilation from 0
    bool is3d = shape.size() == 5;
    tag plainTag = is3d ? tag::ncdhw : tag::nchw;
    tag blockedTag = is3d ? tag::nCdhw16c : tag::nChw16c;

    dnnl::memory::desc srcPlainMd(toDims(shape), dt::f32, plainTag);
    dnnl::memory::desc dstPlainMd(toDims(outShape), dt::f32, plainTag);
    dnnl::memory srcPlain(srcPlainMd, eng);
    fillInput(static_cast<float *>(srcPlain.get_data_handle()), product(shape));
    uint64_t inputSum = bitSum32(srcPlain.get_data_handle(), product(shape));

    for (int blocked = 0; blocked < 2; ++blocked) {
      tag t = blocked ? blockedTag : plainTag;
      dnnl::memory::desc srcMd(toDims(shape), dt::f32, t);
      dnnl::memory::desc dstMd(toDims(outShape), dt::f32, t);
      dnnl::pooling_v2_forward::desc desc(
          dnnl::prop_kind::forward_inference, dnnl::algorithm::pooling_max,
          srcMd, dstMd, toDims(w.ints("strides")), toDims(w.ints("kernel")),
          toDims(dil), toDims(w.ints("pads_begin")),
          toDims(w.ints("pads_end")));
      dnnl::pooling_v2_forward::primitive_desc pd(desc, eng);
      dnnl::pooling_v2_forward pool(pd);

      dnnl::memory src = srcPlain;
      if (blocked) { // layout change, not timed
        src = dnnl::memory(srcMd, eng);
        dnnl::reorder(srcPlain, src).execute(strm, srcPlain, src);
        strm.wait();
      }
      dnnl::memory dst(pd.dst_desc(), eng);
      std::unordered_map<int, dnnl::memory> args = {{DNNL_ARG_SRC, src},
                                                    {DNNL_ARG_DST, dst}};
      auto run = [&] {
        pool.execute(strm, args);
        strm.wait();
      };
      run();
      // Checksum of the result in plain layout (bench.py compares it with
      // ours: max pooling values must be bit-identical).
      dnnl::memory dstPlain = dst;
      if (blocked) {
        dstPlain = dnnl::memory(dstPlainMd, eng);
        dnnl::reorder(dst, dstPlain).execute(strm, dst, dstPlain);
        strm.wait();
      }
      const char *system = blocked ? "dnnl_blocked" : "dnnl_nchw";
      std::printf("INFO system=%s name=%s variant=%s threads=%d impl=%s "
                  "input_bitsum=%llu out0_bitsum=%llu\n",
                  system, w.name().c_str(), w.variant().c_str(), threads,
                  pd.impl_info_str(), (unsigned long long)inputSum,
                  (unsigned long long)bitSum32(dstPlain.get_data_handle(),
                                               product(outShape)));
      printResult(system, w, threads, "hot",
                  timeRuns(run, opt.warmup, opt.runs));
      if (opt.cold)
        printResult(system, w, threads, "cold",
                    timeRuns(run, 0, opt.runs, &flusher));
    }
  }
  return 0;
}
