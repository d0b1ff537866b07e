// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- common.h - Shared pieces of the C++ benchmark drivers ----*- C++ -*-===//
//
// Used by ovbench.cpp (ours + STREAM) and dnnlbench.cpp (oneDNN): the
// workload file bench.py writes, the input data formula of WORKLOADS.md,
// timing (hot and cold cache), and the RESULT lines bench.py parses.
//
//===----------------------------------------------------------------------===//
#ifndef OVBENCH_COMMON_H
#define OVBENCH_COMMON_H

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

namespace bench {

[[noreturn]] inline void die(const std::string &message) {
  std::fprintf(stderr, "bench: error: %s\n", message.c_str());
  std::exit(1);
}

/// WORKLOADS.md: h ^= h>>16; h *= 0x7feb352d; h ^= h>>15; h *= 0x846ca68b;
/// h ^= h>>16.
inline uint32_t lowbias32(uint32_t h) {
  h ^= h >> 16;
  h *= 0x7feb352du;
  h ^= h >> 15;
  h *= 0x846ca68bu;
  h ^= h >> 16;
  return h;
}

/// x[i] = float(lowbias32(i) >> 8) * 2^-24 - 0.5 for flat index i (exact in
/// f32, so every system gets bit-identical inputs).
inline void fillInput(float *x, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    x[i] = float(lowbias32(uint32_t(i)) >> 8) * (1.0f / 16777216.0f) - 0.5f;
}

/// An order-independent checksum of a buffer's 32-bit words (sum of the bit
/// patterns mod 2^64): equal buffers give equal sums on every system.
inline uint64_t bitSum32(const void *data, int64_t words) {
  const uint32_t *w = static_cast<const uint32_t *>(data);
  uint64_t s = 0;
  for (int64_t i = 0; i < words; ++i)
    s += w[i];
  return s;
}

inline int64_t product(const std::vector<int64_t> &v) {
  int64_t p = 1;
  for (int64_t d : v)
    p *= d;
  return p;
}

/// One line of the workload file: `KIND key=value key=value ...`.
struct Workload {
  std::string kind; // maxpool | avgpool | roi | roi_rotated
  std::map<std::string, std::string> kv;

  bool has(const std::string &k) const { return kv.count(k) != 0; }
  const std::string &str(const std::string &k) const {
    auto it = kv.find(k);
    if (it == kv.end())
      die("workload file: '" + kind + "' line without " + k);
    return it->second;
  }
  std::vector<int64_t> ints(const std::string &k) const {
    std::vector<int64_t> out;
    const std::string &s = str(k);
    size_t pos = 0;
    while (pos <= s.size()) {
      size_t comma = s.find(',', pos);
      if (comma == std::string::npos)
        comma = s.size();
      out.push_back(
          std::strtoll(s.substr(pos, comma - pos).c_str(), nullptr, 10));
      pos = comma + 1;
    }
    return out;
  }
  double num(const std::string &k) const {
    return std::strtod(str(k).c_str(), nullptr);
  }
  /// "a_resnet_stem" + "idx" -> the label used in RESULT lines.
  std::string name() const { return str("name"); }
  std::string variant() const { return str("variant"); }
};

inline std::vector<Workload> readWorkloads(const std::string &path) {
  FILE *f = std::fopen(path.c_str(), "r");
  if (!f)
    die("cannot open " + path);
  std::vector<Workload> out;
  char line[4096];
  while (std::fgets(line, sizeof line, f)) {
    std::string s(line);
    while (!s.empty() && (s.back() == '\n' || s.back() == '\r'))
      s.pop_back();
    if (s.empty() || s[0] == '#')
      continue;
    Workload w;
    size_t pos = 0;
    bool first = true;
    while (pos < s.size()) {
      size_t sp = s.find(' ', pos);
      if (sp == std::string::npos)
        sp = s.size();
      std::string tok = s.substr(pos, sp - pos);
      pos = sp + 1;
      if (tok.empty())
        continue;
      if (first) {
        w.kind = tok;
        first = false;
        continue;
      }
      size_t eq = tok.find('=');
      if (eq == std::string::npos)
        die("workload file: bad token '" + tok + "'");
      w.kv[tok.substr(0, eq)] = tok.substr(eq + 1);
    }
    out.push_back(std::move(w));
  }
  std::fclose(f);
  return out;
}

/// Command-line options every driver takes (llvm::cl below).
struct Options {
  std::string workloads; // --workloads FILE
  std::string only;      // --only NAME[,NAME...] (substring match on name)
  std::string checkDir;  // --check-dir DIR (ours: write output samples)
  int warmup = 3;        // --warmup N
  int runs = 21;         // --runs N (hot and cold each)
  bool cold = true;      // --no-cold

  bool selected(const std::string &name) const {
    if (only.empty())
      return true;
    size_t pos = 0;
    while (pos <= only.size()) {
      size_t comma = only.find(',', pos);
      if (comma == std::string::npos)
        comma = only.size();
      std::string part = only.substr(pos, comma - pos);
      if (!part.empty() && name.find(part) != std::string::npos)
        return true;
      pos = comma + 1;
    }
    return false;
  }
};

/// The common options as llvm::cl options: typed, range-checked, and an
/// unknown option or a stray word is an error. A driver adds its own
/// options (ovbench's mode) in `category()` before calling parseOptions.
namespace flags {
namespace cl = llvm::cl;
inline cl::OptionCategory &category() {
  static cl::OptionCategory category("Benchmark driver options");
  return category;
}
inline cl::opt<std::string> workloads("workloads",
                                      cl::desc("The workload file bench.py "
                                               "writes"),
                                      cl::value_desc("FILE"),
                                      cl::cat(category()));
inline cl::opt<std::string>
    only("only", cl::desc("Only workloads whose name contains one of these"),
         cl::value_desc("NAME[,NAME...]"), cl::cat(category()));
inline cl::opt<std::string>
    checkDir("check-dir", cl::desc("Write output samples here (checks)"),
             cl::value_desc("DIR"), cl::cat(category()));
inline cl::opt<unsigned> warmup("warmup",
                                cl::desc("Untimed runs first (0-1000)"),
                                cl::init(3), cl::cat(category()));
inline cl::opt<unsigned> runs("runs",
                              cl::desc("Timed runs, hot and cold each "
                                       "(1-100000)"),
                              cl::init(21), cl::cat(category()));
inline cl::opt<bool> noCold("no-cold", cl::desc("Skip the cold-cache runs"),
                            cl::cat(category()));
} // namespace flags

/// Parses the command line (llvm::cl); exits with a one-line error for an
/// unknown option, a malformed number or a count out of range.
inline Options parseOptions(int argc, char **argv, const char *overview) {
  llvm::cl::HideUnrelatedOptions(flags::category());
  if (!llvm::cl::ParseCommandLineOptions(argc, argv, overview, &llvm::errs()))
    std::exit(1);
  if (flags::warmup > 1000)
    die("--warmup " + std::to_string(flags::warmup) + " is over 1000");
  if (flags::runs < 1 || flags::runs > 100000)
    die("--runs " + std::to_string(flags::runs) + " is not from 1 to 100000");
  Options o;
  o.workloads = flags::workloads;
  o.only = flags::only;
  o.checkDir = flags::checkDir;
  o.warmup = flags::warmup;
  o.runs = flags::runs;
  o.cold = !flags::noCold;
  return o;
}

/// The size in bytes of cpu0's last-level data or unified cache (sysfs), 0
/// where sysfs does not say.
inline int64_t lastLevelCacheBytes() {
  int64_t best = 0;
  int bestLevel = 0;
  for (int i = 0;; ++i) {
    std::string dir =
        "/sys/devices/system/cpu/cpu0/cache/index" + std::to_string(i) + "/";
    auto read = [&](const char *file) {
      std::string s;
      if (FILE *f = std::fopen((dir + file).c_str(), "r")) {
        char buf[64] = {};
        if (std::fgets(buf, sizeof buf, f))
          s = buf;
        std::fclose(f);
      }
      return s;
    };
    std::string type = read("type"), level = read("level"), size = read("size");
    if (type.empty())
      return best;
    if (type.rfind("Instruction", 0) == 0 || size.empty())
      continue;
    char *end = nullptr;
    int64_t bytes = std::strtoll(size.c_str(), &end, 10);
    if (*end == 'K')
      bytes <<= 10;
    else if (*end == 'M')
      bytes <<= 20;
    else if (*end == 'G')
      bytes <<= 30;
    if (std::atoi(level.c_str()) >= bestLevel) {
      bestLevel = std::atoi(level.c_str());
      best = bytes;
    }
  }
}

/// The cold-cache flush buffer and each STREAM array: 4x the last-level
/// cache, at least 64 MiB (bench/peers_common.py's big_buffer_bytes says the
/// same), so that nothing of the previous run stays in any cache.
inline int64_t bigBufferBytes() {
  return std::max<int64_t>(int64_t(64) << 20, 4 * lastLevelCacheBytes());
}

/// The cold-cache pass reads and writes every cache line of a buffer of
/// bigBufferBytes() before each timed run.
class CacheFlusher {
public:
  CacheFlusher() : buf_(size_t(bigBufferBytes()) >> 3, 1) {}
  void flush() {
    volatile uint64_t *p = buf_.data();
    for (size_t i = 0; i < buf_.size(); i += 8)
      p[i] = p[i] + 1;
  }

private:
  std::vector<uint64_t> buf_;
};

struct Stats {
  double median = 0, min = 0, max = 0;
  int runs = 0;
};

inline Stats summarize(std::vector<double> t) {
  Stats s;
  if (t.empty())
    return s;
  std::sort(t.begin(), t.end());
  size_t n = t.size();
  s.median = n % 2 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2;
  s.min = t.front();
  s.max = t.back();
  s.runs = int(n);
  return s;
}

inline double nowMs() {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// Times `run`: `warmup` untimed calls, then `runs` timed calls with hot
/// caches (the same buffers every run); with `flusher`, instead flushes the
/// caches before each timed call (cold pass, no extra warm-up).
inline Stats timeRuns(const std::function<void()> &run, int warmup, int runs,
                      CacheFlusher *flusher = nullptr) {
  for (int i = 0; i < warmup; ++i)
    run();
  std::vector<double> times;
  for (int i = 0; i < runs; ++i) {
    if (flusher)
      flusher->flush();
    double t0 = nowMs();
    run();
    times.push_back(nowMs() - t0);
  }
  return summarize(times);
}

/// Two calls timed in interleaved pairs (which goes first alternates): the
/// first call's statistics and the median of the pairs' first/second ratios.
struct PairedStats {
  Stats first;
  double ratio = 0;
};
inline PairedStats timePairs(const std::function<void()> &first,
                             const std::function<void()> &second, int warmup,
                             int pairs) {
  for (int i = 0; i < warmup; ++i) {
    first();
    second();
  }
  std::vector<double> firstTimes, ratios;
  for (int i = 0; i < pairs; ++i) {
    double a = 0, b = 0;
    for (int half = 0; half < 2; ++half) {
      bool runFirst = (half == 0) == (i % 2 == 0);
      double t0 = nowMs();
      (runFirst ? first : second)();
      (runFirst ? a : b) = nowMs() - t0;
    }
    firstTimes.push_back(a);
    ratios.push_back(a / b);
  }
  return {summarize(firstTimes), summarize(ratios).median};
}

/// The line bench.py reads.
inline void printResult(const char *system, const Workload &w, int threads,
                        const char *cache, const Stats &s,
                        const std::string &extra = "") {
  std::printf("RESULT system=%s name=%s variant=%s threads=%d cache=%s "
              "median_ms=%.4f min_ms=%.4f max_ms=%.4f runs=%d%s%s\n",
              system, w.name().c_str(), w.variant().c_str(), threads, cache,
              s.median, s.min, s.max, s.runs, extra.empty() ? "" : " ",
              extra.c_str());
  std::fflush(stdout);
}

/// The thread count bench.py set for this process (OVRT_NUM_THREADS for
/// libovrt's pool; OMP_NUM_THREADS, the same number, for the OpenMP peers).
inline int envThreads() {
  const char *e = std::getenv("OVRT_NUM_THREADS");
  if (!e)
    e = std::getenv("OMP_NUM_THREADS");
  return e ? std::atoi(e) : 0;
}

} // namespace bench

#endif // OVBENCH_COMMON_H
