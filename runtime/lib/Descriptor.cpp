// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Descriptor.cpp - Parsing ov_module_descriptor ----------------------===//
//
// The descriptor is the only description of a compiled module's functions, so
// the parser is strict: anything that is not exactly the grammar of ABI.md is
// an error naming the line, rather than a guess that could later make the
// runtime build descriptors that disagree with the compiled code.
//
//===----------------------------------------------------------------------===//

#include "Backend.h"
#include "Core.h"
#include "ovrt/CPUFeatures.h"

#include <charconv>
#include <cstdio>
#include <cstring>

namespace ovrt::impl {

// The bounds (ovrt/Limits.h) are ones no real model reaches, so that a
// corrupt descriptor cannot make the runtime reserve absurd amounts of
// memory; ov-compile refuses to build a module beyond them. A value over a
// bound is reported with the bound.

/// A line excerpt fit for a one-line message: control characters escaped,
/// long lines shortened.
static std::string quoteLine(std::string_view line) {
  std::string out = "`";
  size_t n = 0;
  for (char c : line) {
    if (++n > 100) {
      out += "...";
      break;
    }
    unsigned char u = static_cast<unsigned char>(c);
    if (u < 0x20 || u == 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", u);
      out += buf;
    } else {
      out += c;
    }
  }
  return out + "`";
}

/// A token for a message: control characters escaped, long ones shortened.
static std::string printable(std::string_view tok) {
  std::string q = quoteLine(tok);
  return q.substr(1, q.size() - 2); // without quoteLine's backquotes
}

/// "`target cpu`, `target cuda` or `target vulkan`": the `target` lines
/// of the backends libovrt has (Backend.cpp).
static std::string targetChoices(const std::vector<std::string_view> &known) {
  std::string out;
  for (size_t i = 0; i < known.size(); ++i)
    out += std::string(i == 0                  ? ""
                       : i + 1 == known.size() ? " or "
                                               : ", ") +
           "`target " + std::string(known[i]) + "`";
  return out;
}

/// Splits on single spaces. An empty token means a doubled, leading or
/// trailing space, which the ABI does not allow.
static bool splitTokens(std::string_view line,
                        std::vector<std::string_view> &tokens) {
  tokens.clear();
  size_t start = 0;
  while (true) {
    size_t end = line.find(' ', start);
    std::string_view tok = line.substr(start, end == std::string_view::npos
                                                  ? std::string_view::npos
                                                  : end - start);
    if (tok.empty())
      return false;
    tokens.push_back(tok);
    if (end == std::string_view::npos)
      return true;
    start = end + 1;
  }
}

/// A decimal integer in [lo, hi]: optional '-', digits, no leading zeros
/// (except "0"), no '+', no spaces.
static bool parseInt(std::string_view tok, int64_t lo, int64_t hi,
                     int64_t &out) {
  bool negative = !tok.empty() && tok[0] == '-';
  std::string_view digits = negative ? tok.substr(1) : tok;
  if (digits.empty() || digits.size() > 19 ||
      (digits.size() > 1 && digits[0] == '0') || (negative && digits == "0"))
    return false;
  uint64_t v = 0;
  for (char c : digits) {
    if (c < '0' || c > '9')
      return false;
    v = v * 10 + unsigned(c - '0'); // 19 digits fit in uint64_t
  }
  if (v > uint64_t(INT64_MAX))
    return false;
  int64_t s = negative ? -int64_t(v) : int64_t(v);
  if (s < lo || s > hi)
    return false;
  out = s;
  return true;
}

/// Function names become parts of symbol names (ov_check_NAME), so they are
/// limited to characters that are safe in ELF symbols and in messages (the
/// length is checked apart, to name the limit).
static bool validFunctionName(std::string_view name) {
  if (name.empty())
    return false;
  for (char c : name) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
              (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '$';
    if (!ok)
      return false;
  }
  return true;
}

namespace {

class DescriptorParser {
public:
  explicit DescriptorParser(std::string_view text) { splitLines(text); }

  Result<ModuleDescriptor> parse() {
    ModuleDescriptor desc;
    Status s = parseHeader(desc);
    if (!s)
      return s;
    while (next_ < lines_.size()) {
      s = parseFunction(desc);
      if (!s)
        return s;
    }
    return desc;
  }

private:
  /// Lines split on '\n'; one '\n' after the last line is allowed (it would
  /// otherwise make an empty last line).
  void splitLines(std::string_view text) {
    if (!text.empty() && text.back() == '\n')
      text.remove_suffix(1);
    size_t start = 0;
    while (true) {
      size_t end = text.find('\n', start);
      if (end == std::string_view::npos) {
        lines_.push_back(text.substr(start));
        return;
      }
      lines_.push_back(text.substr(start, end - start));
      start = end + 1;
    }
  }

  Status errorAt(size_t index, const std::string &problem) const {
    std::string line = index < lines_.size() ? quoteLine(lines_[index]) : "";
    return Status::error("module descriptor line " + std::to_string(index + 1) +
                         ": " + problem + (line.empty() ? "" : ": " + line));
  }

  /// Takes the next line and tokenizes it; fails at the end of the text.
  Status takeLine(std::vector<std::string_view> &tokens, size_t &index,
                  const std::string &what) {
    if (next_ >= lines_.size())
      return errorAt(lines_.size() - 1,
                     "the descriptor ends where " + what + " was expected");
    index = next_++;
    // An error line's message is free text (it may hold doubled spaces), so
    // only its kind is tokenized here; parseErrorLine reads the rest.
    if (lines_[index].substr(0, 6) == "error ") {
      tokens.assign(1, lines_[index].substr(0, 5));
      return Status::success();
    }
    if (!splitTokens(lines_[index], tokens))
      return errorAt(index, lines_[index].empty()
                                ? "empty line"
                                : "tokens must be separated by single spaces");
    return Status::success();
  }

  Status parseHeader(ModuleDescriptor &desc) {
    std::vector<std::string_view> tok;
    size_t index;
    Status s = takeLine(tok, index, "`ovmodule 1`");
    if (!s)
      return s;
    if (tok[0] != "ovmodule")
      return errorAt(index, "expected `ovmodule 1`");
    int64_t version;
    if (tok.size() != 2 || !parseInt(tok[1], 0, INT64_MAX, version))
      return errorAt(index, "expected `ovmodule VERSION`");
    if (version < 1 || version > 5)
      return errorAt(index, "unsupported descriptor version " +
                                std::string(tok[1]) +
                                " (this runtime reads 1 to 5)");
    desc.version = int(version);
    version_ = int(version);
    // An optional `target NAME` line naming a backend; absent means cpu.
    if (next_ < lines_.size() && lines_[next_].substr(0, 7) == "target ") {
      s = takeLine(tok, index, "`target`");
      if (!s)
        return s;
      if (tok.size() != 2 || !hasBackend(tok[1]))
        return errorAt(index, "expected " + targetChoices(backendTargets()));
      desc.target = std::string(tok[1]);
    }
    if (version_ >= 4 && next_ < lines_.size() &&
        lines_[next_].substr(0, 12) == "cpufeatures ")
      return parseCPUFeaturesLine(desc);
    return Status::success();
  }

  /// `cpufeatures NAME...` (version 4, optional, after `target`): the CPU
  /// features the module's code needs. A name this runtime does not know is
  /// kept (Module::load refuses the module, naming it); a token that cannot
  /// be a feature name is an error here.
  Status parseCPUFeaturesLine(ModuleDescriptor &desc) {
    std::vector<std::string_view> tok;
    size_t index;
    Status s = takeLine(tok, index, "`cpufeatures`");
    if (!s)
      return s;
    if (tok.size() < 2)
      return errorAt(index, "expected `cpufeatures NAME...`");
    for (size_t i = 1; i < tok.size(); ++i) {
      bool name = tok[i].size() <= kMaxCPUFeatureNameBytes;
      for (char c : tok[i])
        name = name && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                        c == '.' || c == '-' || c == '_');
      if (!name)
        return errorAt(index, "bad CPU feature name '" + printable(tok[i]) +
                                  "' (lowercase letters, digits, '.', '-', "
                                  "'_'; at most " +
                                  std::to_string(kMaxCPUFeatureNameBytes) +
                                  " bytes)");
      desc.cpuFeatures.emplace_back(tok[i]);
    }
    return Status::success();
  }

  Status parseFunction(ModuleDescriptor &desc) {
    std::vector<std::string_view> tok;
    size_t index;
    Status s = takeLine(tok, index, "`func`");
    if (!s)
      return s;
    if (tok[0] != "func")
      return errorAt(index, kindProblem(tok[0], "`func`"));
    int64_t numIn, numOut;
    if (tok.size() != 4)
      return errorAt(index, "expected `func NAME INPUTS OUTPUTS`");
    if (tok[1].size() > kMaxFunctionNameBytes)
      return errorAt(index, "function name of " +
                                std::to_string(tok[1].size()) +
                                " bytes, more than the limit of " +
                                std::to_string(kMaxFunctionNameBytes));
    if (!validFunctionName(tok[1]))
      return errorAt(index, "bad function name (letters, digits, '_', '.', "
                            "'$' only)");
    if (desc.find(tok[1]))
      return errorAt(index, "duplicate function '" + std::string(tok[1]) + "'");
    Status count = parseCount(tok[2], "input", index, numIn);
    if (!count)
      return count;
    count = parseCount(tok[3], "output", index, numOut);
    if (!count)
      return count;
    FunctionSpec fn;
    fn.name = std::string(tok[1]);
    for (int64_t i = 0; i < numIn; ++i) {
      s = parseTensorLine("in", fn, fn.inputs, i, numIn);
      if (!s)
        return s;
    }
    for (int64_t i = 0; i < numOut; ++i) {
      s = parseTensorLine("out", fn, fn.outputs, i, numOut);
      if (!s)
        return s;
    }
    while (version_ >= 3 && next_ < lines_.size() &&
           lines_[next_].substr(0, lines_[next_].find(' ')) == "checkreads") {
      s = parseCheckReadsLine(fn);
      if (!s)
        return s;
    }
    s = parseErrorsAndEnd(fn);
    if (!s)
      return s;
    desc.functions.push_back(std::move(fn));
    return Status::success();
  }

  /// A `func` line's input or output count: 0 to kMaxFunctionArgs.
  Status parseCount(std::string_view tok, const std::string &what, size_t index,
                    int64_t &count) const {
    if (!parseInt(tok, 0, INT64_MAX, count))
      return errorAt(index, "bad " + what + " count (0 to " +
                                std::to_string(kMaxFunctionArgs) + ")");
    if (count > kMaxFunctionArgs)
      return errorAt(index, std::to_string(count) + " " + what +
                                "s, more than the limit of " +
                                std::to_string(kMaxFunctionArgs));
    return Status::success();
  }

  /// Explains a line of the wrong kind: unknown kinds and known kinds out of
  /// place get different messages.
  static std::string kindProblem(std::string_view kind,
                                 const std::string &expected) {
    static const char *known[] = {"ovmodule", "target", "func",
                                  "in",       "out",    "checkreads",
                                  "error",    "detail", "endfunc"};
    for (const char *k : known)
      if (kind == k)
        return "unexpected `" + std::string(kind) + "` line (expected " +
               expected + ")";
    return "unknown line kind '" + printable(kind) + "' (expected " + expected +
           ")";
  }

  /// `in DTYPE RANK D0 D1 ...` or `out ...`.
  Status parseTensorLine(const char *kind, const FunctionSpec &fn,
                         std::vector<TensorSpec> &specs, int64_t i,
                         int64_t count) {
    std::string what = "`" + std::string(kind) + "` line " +
                       std::to_string(i + 1) + " of " + std::to_string(count) +
                       " of function '" + fn.name + "'";
    std::vector<std::string_view> tok;
    size_t index;
    Status s = takeLine(tok, index, what);
    if (!s)
      return s;
    if (tok[0] != kind)
      return errorAt(index, kindProblem(tok[0], what));
    if (tok.size() < 3)
      return errorAt(index, "expected `" + std::string(kind) +
                                " DTYPE RANK D0 D1 ...`");
    TensorSpec spec;
    std::optional<DType> type = parseDType(tok[1]);
    if (!type)
      return errorAt(index, "unknown dtype '" + printable(tok[1]) + "'");
    spec.dtype = *type;
    int64_t rank;
    if (!parseInt(tok[2], 0, INT64_MAX, rank))
      return errorAt(index, "bad rank (0 to " + std::to_string(kMaxRank) + ")");
    if (rank > kMaxRank)
      return errorAt(index, "rank " + std::to_string(rank) +
                                ", more than the limit of " +
                                std::to_string(kMaxRank) + " dims");
    if (int64_t(tok.size()) != 3 + rank)
      return errorAt(index, "rank " + std::to_string(rank) + " needs " +
                                std::to_string(rank) + " dims, got " +
                                std::to_string(tok.size() - 3));
    for (int64_t d = 0; d < rank; ++d) {
      int64_t dim, lo, hi;
      std::string_view t = tok[size_t(3 + d)];
      if (!parseDim(t, dim, lo, hi))
        return errorAt(index,
                       "bad dim '" + printable(t) +
                           (version_ >= 5
                                ? "' (a size >= 0, -1 for dynamic, or an "
                                  "interval LO..HI or LO.. with 0 <= LO < HI)"
                                : "' (a size >= 0, or -1 for dynamic)"));
      spec.dims.push_back(dim);
      spec.dimsMin.push_back(lo);
      spec.dimsMax.push_back(hi);
    }
    specs.push_back(std::move(spec));
    return Status::success();
  }

  /// A dim token: a size, -1 (dynamic), or (version 5) an interval `LO..HI`
  /// or `LO..` (no upper bound), which is dynamic with those bounds (`dim`
  /// -1, `lo`, `hi` = -1 when unbounded). An interval of one value or
  /// `0..` is written as the size or -1 instead, and refused here.
  bool parseDim(std::string_view tok, int64_t &dim, int64_t &lo,
                int64_t &hi) const {
    size_t dots = tok.find("..");
    if (dots == std::string_view::npos) {
      if (!parseInt(tok, -1, INT64_MAX, dim))
        return false;
      lo = dim == -1 ? 0 : dim;
      hi = dim;
      return true;
    }
    if (version_ < 5 || !parseInt(tok.substr(0, dots), 0, INT64_MAX, lo))
      return false;
    std::string_view upper = tok.substr(dots + 2);
    dim = -1;
    if (upper.empty()) {
      hi = -1;
      return lo > 0;
    }
    return lo < INT64_MAX && parseInt(upper, lo + 1, INT64_MAX, hi);
  }

  /// `checkreads N` (version 3, after the `out` lines): the check reads
  /// input N's values (1-based, increasing from line to line).
  Status parseCheckReadsLine(FunctionSpec &fn) {
    std::vector<std::string_view> tok;
    size_t index;
    Status s = takeLine(tok, index, "`checkreads`");
    if (!s)
      return s;
    int64_t input;
    if (tok.size() != 2 ||
        !parseInt(tok[1], 1, int64_t(fn.inputs.size()), input))
      return errorAt(index, "expected `checkreads N` with N an input of "
                            "function '" +
                                fn.name + "' (1 to " +
                                std::to_string(fn.inputs.size()) + ")");
    if (!fn.inputsReadByCheck.empty() &&
        input - 1 <= fn.inputsReadByCheck.back())
      return errorAt(index, "`checkreads` inputs must increase");
    fn.inputsReadByCheck.push_back(input - 1);
    return Status::success();
  }

  /// `error K MESSAGE` lines numbered 1, 2, ... (in version 2 each may be
  /// followed by its `detail K ITEM DTYPE` line), then `endfunc`.
  Status parseErrorsAndEnd(FunctionSpec &fn) {
    while (true) {
      std::vector<std::string_view> tok;
      size_t index;
      Status s = takeLine(tok, index,
                          "`error` or `endfunc` of function '" + fn.name + "'");
      if (!s)
        return s;
      if (tok[0] == "endfunc") {
        if (tok.size() != 1)
          return errorAt(index, "`endfunc` takes no operands");
        return Status::success();
      }
      if (tok[0] == "detail" && version_ >= 2) {
        s = parseDetailLine(fn, tok, index);
        if (!s)
          return s;
        continue;
      }
      if (tok[0] != "error")
        return errorAt(index, kindProblem(tok[0], "`error` or `endfunc` of "
                                                  "function '" +
                                                      fn.name + "'"));
      s = parseErrorLine(fn, index);
      if (!s)
        return s;
    }
  }

  Status parseErrorLine(FunctionSpec &fn, size_t index) {
    std::string_view line = lines_[index];
    if (line.substr(0, 6) != "error ")
      return errorAt(index, "expected `error K MESSAGE`");
    // The message is the rest of the line, spaces included, so it is cut
    // from the raw line rather than from the tokens.
    std::string_view rest = line.substr(6);
    size_t space = rest.find(' ');
    int64_t k;
    int64_t expected = int64_t(fn.errors.size()) + 1;
    if (space == std::string_view::npos || space + 1 >= rest.size())
      return errorAt(index, "expected `error K MESSAGE`");
    if (!parseInt(rest.substr(0, space), 1, INT64_MAX, k))
      return errorAt(index, "bad check number");
    if (k != expected)
      return errorAt(index, "check number " + std::to_string(k) +
                                " out of sequence (expected " +
                                std::to_string(expected) + ")");
    std::string_view message = rest.substr(space + 1);
    for (char c : message) {
      unsigned char u = static_cast<unsigned char>(c);
      if ((u < 0x20 && c != '\t') || u == 0x7f)
        return errorAt(index, "the message holds a control character");
    }
    fn.errors.emplace_back(message);
    fn.details.emplace_back();
    return Status::success();
  }

  /// `detail K ITEM DTYPE`, right after `error K`: ITEM is a lowercase word,
  /// DTYPE i64, u64 or f64.
  Status parseDetailLine(FunctionSpec &fn,
                         const std::vector<std::string_view> &tok,
                         size_t index) {
    if (tok.size() != 4)
      return errorAt(index, "expected `detail K ITEM DTYPE`");
    int64_t k;
    if (!parseInt(tok[1], 1, INT64_MAX, k) || size_t(k) != fn.errors.size())
      return errorAt(index, "a `detail` line must follow the `error` line of "
                            "its check number");
    if (fn.details.back().present())
      return errorAt(index,
                     "check " + std::to_string(k) + " has two `detail` lines");
    bool word = !tok[2].empty() && tok[2].size() <= 32;
    for (char c : tok[2])
      word = word && ((c >= 'a' && c <= 'z') || c == '_');
    if (!word)
      return errorAt(index, "bad detail item '" + printable(tok[2]) +
                                "' (a lowercase word)");
    std::optional<DType> type = parseDType(tok[3]);
    if (!type ||
        (*type != DType::I64 && *type != DType::U64 && *type != DType::F64))
      return errorAt(index, "bad detail dtype '" + printable(tok[3]) +
                                "' (i64, u64 or f64)");
    fn.details.back() = {std::string(tok[2]), *type};
    return Status::success();
  }

  std::vector<std::string_view> lines_;
  size_t next_ = 0;
  int version_ = 1;
};

} // namespace

Result<ModuleDescriptor> parseModuleDescriptor(std::string_view text) {
  return DescriptorParser(text).parse();
}

/// " (box 3: inf)": the failed check's item and value, appended to its
/// message; "" for a check without detail.
std::string describeDetail(const CheckDetailSpec &spec, int64_t item,
                           int64_t bits) {
  if (!spec.present() || item < 0)
    return "";
  std::string value;
  if (spec.dtype == DType::F64) {
    double x;
    std::memcpy(&x, &bits, sizeof x);
    char buffer[32];
    // The shortest text that reads back as the same double.
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, x);
    value = ec == std::errc() ? std::string(buffer, end) : "?";
  } else if (spec.dtype == DType::U64) {
    value = std::to_string(uint64_t(bits));
  } else {
    value = std::to_string(bits);
  }
  return " (" + spec.item + " " + std::to_string(item) + ": " + value + ")";
}

} // namespace ovrt::impl
