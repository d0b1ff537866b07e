// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- VectorTarget.cpp - The processor facts of ov-to-vector -------------===//
//
// The rules of the facts (OptionRules.h) and where the host's come from:
// the CPU's features for the vector width, Linux's sysfs for the caches.
//
//===----------------------------------------------------------------------===//

#include "ov/Conversion/VectorTarget.h"
#include "ov/Conversion/OptionRules.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/TargetParser/Host.h"

#include <optional>
#include <vector>

using namespace mlir;
using namespace mlir::ov;

/// "" or "<name>=<value> is not <rule>".
template <typename Rule>
static std::string checkRule(llvm::StringRef name, int64_t value) {
  if (Rule::isValid(value))
    return "";
  return (name + "=" + llvm::Twine(value) + " is not " + Rule::describe())
      .str();
}

/// "" or why family `family`'s width `bits` is not allowed: the family must
/// have kernels, and the width must be within the rule and vectorBits (a
/// family never uses vectors wider than the registers).
static std::string checkFamilyBits(llvm::StringRef family, int64_t bits,
                                   int64_t vectorBits) {
  std::string entry =
      ("family-vector-bits=" + family + ":" + llvm::Twine(bits)).str();
  if (!llvm::is_contained(vectorKernelFamilies(), family))
    return entry + ": '" + family.str() +
           "' is no family with vector kernels (" +
           llvm::join(vectorKernelFamilies(), ", ") + ")";
  if (!VectorBitsRule::isValid(bits))
    return entry + " is not " + VectorBitsRule::describe();
  if (bits > vectorBits)
    return (entry + " is above vector-bits=" + llvm::Twine(vectorBits)).str();
  return "";
}

std::string VectorTarget::verify() const {
  std::vector<std::string> problems{
      checkRule<VectorBitsRule>("vector-bits", vectorBits)};
  for (const auto &[family, bits] : familyBits)
    problems.push_back(checkFamilyBits(family, bits, vectorBits));
  problems.push_back(
      checkRule<CacheLineRule>("cache-line-bytes", cacheLineBytes));
  problems.push_back(checkRule<CacheSizeRule>("l2-bytes", l2Bytes));
  problems.push_back(
      checkRule<PrefetchBytesRule>("prefetch-bytes", prefetchBytes));
  problems.push_back(checkRule<PrefetchBytesRule>("prefetch-bytes-indices",
                                                  prefetchBytesIndices));
  for (std::string &problem : problems)
    if (!problem.empty())
      return problem;
  return "";
}

int64_t VectorTarget::bitsOf(llvm::StringRef family) const {
  auto it = familyBits.find(family);
  return it == familyBits.end() ? vectorBits : it->second;
}

VectorTarget VectorTarget::forFamily(llvm::StringRef family) const {
  VectorTarget target = *this;
  target.vectorBits = bitsOf(family);
  target.familyBits.clear();
  return target;
}

std::string VectorTarget::familyBitsText() const {
  std::string text;
  for (const auto &[family, bits] : familyBits)
    text += (text.empty() ? "" : ",") + family + ":" + std::to_string(bits);
  return text;
}

std::string VectorTarget::parseFamilyBits(llvm::ArrayRef<std::string> entries) {
  familyBits.clear();
  for (llvm::StringRef entry : entries) {
    auto [family, text] = entry.split(':');
    int64_t bits;
    if (family.empty() || text.getAsInteger(10, bits))
      return ("family-vector-bits=" + entry +
              ": not <family>:<bits> (e.g. ROIAlign:256)")
          .str();
    familyBits[family.str()] = bits;
  }
  return "";
}

/// The first line of file `name` in `dir`, trimmed; nullopt if unreadable.
static std::optional<std::string> readLine(llvm::StringRef dir,
                                           llvm::StringRef name) {
  llvm::SmallString<128> path(dir);
  llvm::sys::path::append(path, name);
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!buffer)
    return std::nullopt;
  return (*buffer)->getBuffer().split('\n').first.trim().str();
}

/// A sysfs size ("48K", "1024K", "2M", "64"), in bytes; nullopt otherwise.
static std::optional<int64_t> parseBytes(llvm::StringRef text) {
  int64_t scale = 1;
  if (text.consume_back("K"))
    scale = 1024;
  else if (text.consume_back("M"))
    scale = 1024 * 1024;
  int64_t value;
  if (text.getAsInteger(10, value) || value < 0 || value > (int64_t(1) << 40))
    return std::nullopt;
  return value * scale;
}

void mlir::ov::readCacheFacts(llvm::StringRef cacheDir, VectorTarget &target) {
  // index0, index1, ...: one directory per cache of cpu0, up to the first
  // missing one.
  for (unsigned i = 0;; ++i) {
    llvm::SmallString<128> dir(cacheDir);
    llvm::sys::path::append(dir, "index" + llvm::Twine(i));
    std::optional<std::string> level = readLine(dir, "level");
    std::optional<std::string> type = readLine(dir, "type");
    if (!level || !type)
      return;
    if (*level == "1" && *type == "Data") {
      std::optional<std::string> line = readLine(dir, "coherency_line_size");
      std::optional<int64_t> bytes = line ? parseBytes(*line) : std::nullopt;
      if (bytes && CacheLineRule::isValid(*bytes))
        target.cacheLineBytes = *bytes;
    } else if (*level == "2" && (*type == "Unified" || *type == "Data")) {
      std::optional<std::string> size = readLine(dir, "size");
      std::optional<int64_t> bytes = size ? parseBytes(*size) : std::nullopt;
      if (bytes && CacheSizeRule::isValid(*bytes))
        target.l2Bytes = *bytes;
    }
  }
}

int64_t mlir::ov::vectorBitsForFeatures(const llvm::StringMap<bool> &features) {
  return features.lookup("avx512f") ? 512 : features.lookup("avx2") ? 256 : 128;
}

VectorTarget mlir::ov::hostVectorTarget() {
  VectorTarget target;
  target.vectorBits = vectorBitsForFeatures(llvm::sys::getHostCPUFeatures());
  readCacheFacts("/sys/devices/system/cpu/cpu0/cache", target);
  return target;
}
