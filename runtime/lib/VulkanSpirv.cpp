// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- VulkanSpirv.cpp - What libovrt checks in a module's SPIR-V ---------===//
//
// One pass over the instructions collects what the checks need (entry
// points and their execution modes, decorations, the types and constants
// that size push constant members, the push constant variables); the
// checks then run in a fixed order and report the first problem.
//
//===----------------------------------------------------------------------===//

#include "VulkanSpirv.h"

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <set>
#include <vector>

namespace ovrt::impl::vulkan {

namespace {

constexpr uint32_t kMagic = 0x07230203u;

// Opcodes, decorations, execution models and modes (SPIR-V spec, 3.x).
enum Opcode : uint32_t {
  OpEntryPoint = 15,
  OpExecutionMode = 16,
  OpTypeInt = 21,
  OpTypeFloat = 22,
  OpTypeVector = 23,
  OpTypeArray = 28,
  OpTypeStruct = 30,
  OpTypePointer = 32,
  OpConstant = 43,
  OpFunction = 54,
  OpFunctionEnd = 56,
  OpVariable = 59,
  OpLoad = 61,
  OpStore = 62,
  OpAccessChain = 65,
  OpInBoundsAccessChain = 66,
  OpPtrAccessChain = 67,
  OpDecorate = 71,
  OpMemberDecorate = 72,
  OpExecutionModeId = 331,
};
enum Decoration : uint32_t {
  ArrayStride = 6,
  BuiltIn = 11,
  Binding = 33,
  DescriptorSet = 34,
  Offset = 35,
};
constexpr uint32_t kGLCompute = 5;
constexpr uint32_t kLocalSize = 17, kLocalSizeId = 38;
constexpr uint32_t kBuiltInWorkgroupSize = 25;
constexpr uint32_t kPushConstantClass = 9;
/// Sizes are clamped here: anything larger is outside every limit anyway.
constexpr uint64_t kHugeBytes = uint64_t(1) << 40;

struct EntryPoint {
  uint32_t model = 0, id = 0;
  std::string name;
  std::vector<uint32_t> interface;
};

/// What the checks read, collected in one pass.
struct Module {
  std::vector<EntryPoint> entries;
  /// Every LocalSize by entry point id, and the ids sized with LocalSizeId
  /// (wherever the execution modes stand relative to the entry points).
  std::map<uint32_t, std::vector<std::array<uint32_t, 3>>> localSizes;
  std::set<uint32_t> sizedById;
  std::map<uint32_t, std::vector<uint32_t>> types; // result id -> words
  std::map<uint32_t, uint32_t> constants;          // low word of OpConstant
  std::map<uint32_t, uint32_t> arrayStrides;
  std::map<uint32_t, std::map<uint32_t, uint32_t>> memberOffsets;
  std::vector<std::pair<uint32_t, uint32_t>> descriptorSets; // (id, set)
  std::vector<std::pair<uint32_t, uint32_t>> pushConstants;  // (id, type)
  std::vector<uint32_t> workgroupSizeIds; // BuiltIn WorkgroupSize
  /// The functions that load, store or address through each id, and the
  /// function being read (0 outside one).
  std::map<uint32_t, std::set<uint32_t>> users;
  uint32_t function = 0;
  int64_t bindings = 0;
};

/// Records that the current function reads or writes through `id`.
void recordUse(Module &m, uint32_t id) {
  if (m.function)
    m.users[id].insert(m.function);
}

/// A kernel name fit for a one-line message: control characters escaped,
/// long names shortened.
std::string printable(const std::string &name) {
  std::string out;
  for (unsigned char c : name) {
    if (out.size() >= 100) {
      out += "...";
      break;
    }
    if (c < 0x20 || c == 0x7f) {
      static const char hex[] = "0123456789abcdef";
      out += {'\\', 'x', hex[c >> 4], hex[c & 15]};
    } else {
      out += char(c);
    }
  }
  return out;
}

/// The OpEntryPoint at `w` (`length` words): its name is a NUL-terminated
/// literal, the interface ids follow it. False when the name runs out.
bool readEntryPoint(const uint32_t *w, uint32_t length, EntryPoint &e) {
  if (length < 4)
    return false;
  e.model = w[1];
  e.id = w[2];
  const char *chars = reinterpret_cast<const char *>(w + 3);
  size_t maxChars = size_t(length - 3) * 4;
  size_t n = std::find(chars, chars + maxChars, '\0') - chars;
  if (n == maxChars)
    return false;
  e.name = printable(std::string(chars, n));
  for (uint32_t i = 3 + uint32_t(n / 4 + 1); i < length; ++i)
    e.interface.push_back(w[i]);
  return true;
}

/// Records an OpExecutionMode(Id); false when a LocalSize is malformed.
bool readExecutionMode(const uint32_t *w, uint32_t length, Module &m) {
  if (length < 3)
    return true;
  if (w[2] == kLocalSize && length != 6)
    return false;
  if (w[2] == kLocalSizeId)
    m.sizedById.insert(w[1]);
  else if (w[2] == kLocalSize)
    m.localSizes[w[1]].push_back({w[3], w[4], w[5]});
  return true;
}

void readDecoration(const uint32_t *w, uint32_t length, Module &m) {
  if (length < 4)
    return;
  switch (w[2]) {
  case Binding:
    m.bindings = std::max<int64_t>(m.bindings, int64_t(w[3]) + 1);
    break;
  case DescriptorSet:
    m.descriptorSets.push_back({w[1], w[3]});
    break;
  case ArrayStride:
    m.arrayStrides[w[1]] = w[3];
    break;
  case BuiltIn:
    if (w[3] == kBuiltInWorkgroupSize)
      m.workgroupSizeIds.push_back(w[1]);
    break;
  }
}

/// Records instruction `w` of `length` words; false when it is malformed.
bool readInstruction(const uint32_t *w, uint32_t length, Module &m) {
  switch (w[0] & 0xffff) {
  case OpEntryPoint:
    m.entries.emplace_back();
    return readEntryPoint(w, length, m.entries.back());
  case OpExecutionMode:
  case OpExecutionModeId:
    return readExecutionMode(w, length, m);
  case OpDecorate:
    readDecoration(w, length, m);
    return true;
  case OpMemberDecorate:
    if (length >= 5 && w[3] == Offset)
      m.memberOffsets[w[1]][w[2]] = w[4];
    return true;
  case OpTypeInt:
  case OpTypeFloat:
  case OpTypeVector:
  case OpTypeArray:
  case OpTypeStruct:
  case OpTypePointer:
    if (length >= 2)
      m.types[w[1]] = std::vector<uint32_t>(w, w + length);
    return true;
  case OpConstant:
    if (length >= 4)
      m.constants[w[2]] = w[3];
    return true;
  case OpVariable:
    if (length >= 4 && w[3] == kPushConstantClass)
      m.pushConstants.push_back({w[2], w[1]});
    return true;
  case OpFunction:
    m.function = length >= 3 ? w[2] : 0;
    return true;
  case OpFunctionEnd:
    m.function = 0;
    return true;
  case OpStore:
    if (length >= 3)
      recordUse(m, w[1]);
    return true;
  case OpLoad:
  case OpAccessChain:
  case OpInBoundsAccessChain:
  case OpPtrAccessChain:
    if (length >= 4)
      recordUse(m, w[3]);
    return true;
  }
  return true;
}

/// The bytes a value of type `id` spans; nullopt for a type libovrt does
/// not size (none of them belongs in push constants).
std::optional<uint64_t> typeBytes(const Module &m, uint32_t id, int depth) {
  auto it = m.types.find(id);
  if (it == m.types.end() || depth > 8)
    return std::nullopt;
  const std::vector<uint32_t> &t = it->second;
  switch (t[0] & 0xffff) {
  case OpTypeInt:
  case OpTypeFloat:
    if (t.size() < 3 || t[2] == 0 || t[2] % 8)
      return std::nullopt;
    return t[2] / 8;
  case OpTypeVector:
  case OpTypeArray: {
    if (t.size() < 4)
      return std::nullopt;
    std::optional<uint64_t> element = typeBytes(m, t[2], depth + 1);
    uint64_t count = t[3];
    if ((t[0] & 0xffff) == OpTypeArray) {
      auto length = m.constants.find(t[3]);
      if (length == m.constants.end() || length->second == 0)
        return std::nullopt;
      count = length->second;
    }
    if (!element || count == 0)
      return std::nullopt;
    auto stride = m.arrayStrides.find(id);
    uint64_t step = stride == m.arrayStrides.end() ? *element : stride->second;
    return std::min(kHugeBytes, (count - 1) * step + *element);
  }
  }
  return std::nullopt;
}

/// The names of the kernels that use the global `id`: whose interface
/// lists it (SPIR-V 1.4 lists every global a kernel uses) or whose body
/// reads or writes through it; all kernels when none does.
std::string kernelsOf(const Module &m, uint32_t id) {
  std::string users, all;
  auto used = m.users.find(id);
  for (const EntryPoint &e : m.entries) {
    std::string quoted = "'" + e.name + "'";
    all += (all.empty() ? "" : ", ") + quoted;
    if (std::count(e.interface.begin(), e.interface.end(), id) ||
        (used != m.users.end() && used->second.count(e.id)))
      users += (users.empty() ? "" : ", ") + quoted;
  }
  std::string names = users.empty() ? all : users;
  if (names.empty())
    return "Vulkan: the module (no kernels)";
  return names.find(',') == std::string::npos ? "Vulkan: kernel " + names
                                              : "Vulkan: kernels " + names;
}

std::string triple(const uint32_t *v) {
  return "(" + std::to_string(v[0]) + ", " + std::to_string(v[1]) + ", " +
         std::to_string(v[2]) + ")";
}

/// One LocalSize of a kernel against the device's limits.
std::string checkLocalSize(const std::string &kernel, const uint32_t *size,
                           const SpirvLimits &limits) {
  std::string declared = "the SPIR-V declares LocalSize " + triple(size);
  uint64_t invocations = 1;
  for (int i = 0; i < 3; ++i) {
    if (size[i] == 0)
      return kernel + declared + " (each size must be at least 1)";
    if (size[i] > limits.maxWorkGroupSize[i])
      return kernel + declared +
             ", over the device's maxComputeWorkGroupSize " +
             triple(limits.maxWorkGroupSize);
    invocations *= size[i];
  }
  if (invocations > limits.maxWorkGroupInvocations)
    return kernel + declared + ", " + std::to_string(invocations) +
           " invocations, over the device's maxComputeWorkGroupInvocations (" +
           std::to_string(limits.maxWorkGroupInvocations) + ")";
  return "";
}

/// The kernel's execution model and every LocalSize it declares (a driver
/// may take any of them) against the device's limits.
std::string checkWorkgroup(const Module &m, const EntryPoint &e,
                           const SpirvLimits &limits) {
  std::string kernel = "Vulkan: kernel '" + e.name + "': ";
  if (e.model != kGLCompute)
    return kernel + "the SPIR-V entry point has execution model " +
           std::to_string(e.model) + ", not GLCompute (5)";
  if (m.sizedById.count(e.id))
    return kernel + "the SPIR-V sizes its workgroup with LocalSizeId "
                    "(libovrt checks LocalSize only)";
  auto sizes = m.localSizes.find(e.id);
  if (sizes == m.localSizes.end())
    return kernel + "the SPIR-V declares no LocalSize x y z";
  for (const std::array<uint32_t, 3> &size : sizes->second)
    if (std::string problem = checkLocalSize(kernel, size.data(), limits);
        !problem.empty())
      return problem;
  return "";
}

/// Every member of the push constant block `variable` (of pointer type
/// `pointer`) inside the bytes the pipeline layout declares.
std::string checkPushConstants(const Module &m, uint32_t variable,
                               uint32_t pointer, uint32_t bytes) {
  std::string kernel = kernelsOf(m, variable) + ": ";
  auto ptr = m.types.find(pointer);
  auto block = ptr == m.types.end() || ptr->second.size() < 4
                   ? m.types.end()
                   : m.types.find(ptr->second[3]);
  if (block == m.types.end() || (block->second[0] & 0xffff) != OpTypeStruct)
    return kernel + "the SPIR-V's push constants are not a struct";
  const std::vector<uint32_t> &members = block->second;
  auto offsets = m.memberOffsets.find(members[1]);
  for (uint32_t i = 0; i + 2 < members.size(); ++i) {
    std::string member =
        "the SPIR-V's push constant member " + std::to_string(i);
    std::optional<uint64_t> size = typeBytes(m, members[i + 2], 0);
    if (!size)
      return kernel + member + " has a type libovrt does not size";
    if (offsets == m.memberOffsets.end() || !offsets->second.count(i))
      return kernel + member + " has no Offset";
    uint64_t begin = offsets->second.at(i), end = begin + *size;
    if (end > bytes)
      return kernel + member + " spans bytes " + std::to_string(begin) +
             " to " + std::to_string(end) + ", outside the " +
             std::to_string(bytes) + " bytes of push constants (0 to " +
             std::to_string(bytes) + ")";
  }
  return "";
}

/// The checks of the collected module, in order; "" when it passes.
std::string checkModule(const Module &m, const SpirvLimits &limits) {
  if (m.bindings > int64_t(limits.maxStorageBuffers))
    return "Vulkan: the module's SPIR-V uses " + std::to_string(m.bindings) +
           " storage buffer bindings, over the device's "
           "maxPerStageDescriptorStorageBuffers (" +
           std::to_string(limits.maxStorageBuffers) + ")";
  for (auto [id, set] : m.descriptorSets)
    if (set != 0)
      return kernelsOf(m, id) +
             ": the SPIR-V puts a buffer in descriptor set " +
             std::to_string(set) + " (libovrt binds descriptor set 0 only)";
  if (!m.workgroupSizeIds.empty())
    return kernelsOf(m, m.workgroupSizeIds.front()) +
           ": the SPIR-V sizes its workgroup with the "
           "WorkgroupSize built-in (libovrt checks "
           "LocalSize only)";
  for (const EntryPoint &e : m.entries)
    if (std::string problem = checkWorkgroup(m, e, limits); !problem.empty())
      return problem;
  for (auto [variable, pointer] : m.pushConstants)
    if (std::string problem =
            checkPushConstants(m, variable, pointer, limits.pushConstantBytes);
        !problem.empty())
      return problem;
  return "";
}

} // namespace

std::string checkSpirv(const uint32_t *words, size_t count,
                       const SpirvLimits &limits, uint32_t &bindings) {
  const std::string notSpirv = "Vulkan: the module's kernel binary is not "
                               "SPIR-V";
  if (count < 5 || words[0] != kMagic)
    return notSpirv;
  if (words[3] == 0 || words[3] > kMaxSpirvIdBound)
    return "Vulkan: the module's SPIR-V declares an ID bound of " +
           std::to_string(words[3]) + " (SPIR-V allows 1 to " +
           std::to_string(kMaxSpirvIdBound) + ")";
  Module m;
  for (size_t i = 5; i < count;) {
    uint32_t length = words[i] >> 16;
    if (length == 0 || length > count - i ||
        !readInstruction(words + i, length, m))
      return notSpirv;
    i += length;
  }
  if (std::string problem = checkModule(m, limits); !problem.empty())
    return problem;
  bindings = uint32_t(m.bindings);
  return "";
}

} // namespace ovrt::impl::vulkan
