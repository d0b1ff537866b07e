// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Backend.cpp - The backends by target, and their defaults -----------===//
//
// The table of the targets libovrt runs (a descriptor's `target`), each
// with the function that creates its Backend; makeBackend looks a module's
// target up in it once, at load.
//
//===----------------------------------------------------------------------===//

#include "Backend.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <iterator>

namespace ovrt::impl {

namespace {

struct BackendRegistration {
  std::string_view target;
  std::unique_ptr<Backend> (*create)();
};

/// Every backend, by the target its modules name.
constexpr BackendRegistration kBackends[] = {
    {"cpu", createCPUBackend},
    {"cuda", createCudaBackend},
    {"vulkan", createVulkanBackend},
};

} // namespace

Backend::~Backend() = default;

void Backend::clearThreadError() const {
  if (ThreadError *error = threadError())
    error->clear();
}

Status Backend::takeThreadError() const {
  ThreadError *error = threadError();
  return error ? error->take() : Status::success();
}

Status Backend::checkDeviceMemory(const Tensor &, const std::string &) const {
  return Status::success();
}

Result<void *> Backend::allocate(size_t bytes) const {
  // The device's memory is host memory.
  if (bytes == 0)
    return static_cast<void *>(nullptr);
  constexpr size_t kAlignment = 64;
  if (bytes > SIZE_MAX - kAlignment)
    return Status::error(StatusCode::ResourceExhausted,
                         std::to_string(bytes) + " bytes cannot be allocated");
  void *ptr = std::aligned_alloc(kAlignment, (bytes + kAlignment - 1) /
                                                 kAlignment * kAlignment);
  if (!ptr)
    return Status::error(StatusCode::ResourceExhausted,
                         "out of host memory allocating " +
                             std::to_string(bytes) + " bytes");
  return ptr;
}

Status Backend::release(void *ptr) const {
  std::free(ptr);
  return Status::success();
}

Status Backend::copy(void *dst, const void *src, size_t bytes) const {
  if (bytes != 0)
    std::memcpy(dst, src, bytes);
  return Status::success();
}

Status Backend::checkCallLimits(const Tensor *const *, size_t,
                                const std::vector<std::vector<int64_t>> &,
                                const FunctionSpec &) const {
  return Status::success();
}

Result<bool> Backend::runStaged(const std::vector<HostBuffer> &,
                                const std::vector<HostBuffer> &,
                                const DeviceRun &) const {
  return false;
}

void Backend::callOnStream(void *, const std::function<void()> &call) const {
  call();
}

std::vector<std::string_view> backendTargets() {
  std::vector<std::string_view> targets;
  for (const BackendRegistration &r : kBackends)
    targets.push_back(r.target);
  return targets;
}

bool hasBackend(std::string_view target) {
  for (const BackendRegistration &r : kBackends)
    if (r.target == target)
      return true;
  return false;
}

/// " (it runs cpu, cuda, vulkan)": the known targets, for errors.
static std::string knownTargets() {
  std::string known;
  for (const BackendRegistration &r : kBackends)
    known += (known.empty() ? "" : ", ") + std::string(r.target);
  return known;
}

Result<const Backend *> backendForKind(std::string_view kind) {
  // Created once, never destroyed: device memory may be freed from static
  // destructors.
  static const std::vector<Backend *> *backends = [] {
    auto *all = new std::vector<Backend *>;
    for (const BackendRegistration &r : kBackends)
      all->push_back(r.create().release());
    return all;
  }();
  for (size_t i = 0; i < std::size(kBackends); ++i)
    if (kBackends[i].target == kind)
      return static_cast<const Backend *>((*backends)[i]);
  return Status::error(StatusCode::InvalidArgument,
                       "unknown device kind '" + std::string(kind) +
                           "' (libovrt knows " + knownTargets() + ")");
}

Result<std::unique_ptr<Backend>>
makeBackend(const ModuleDescriptor &descriptor) {
  for (const BackendRegistration &r : kBackends)
    if (r.target == descriptor.target)
      return r.create();
  return Status::error(StatusCode::FailedPrecondition,
                       "the module's target '" + descriptor.target +
                           "' has no backend in this libovrt (it runs " +
                           knownTargets() + ")");
}

static void clearEveryThreadError() {
  for (const BackendRegistration &r : kBackends)
    r.create()->clearThreadError();
}

EveryThreadErrorCleared::EveryThreadErrorCleared() { clearEveryThreadError(); }
EveryThreadErrorCleared::~EveryThreadErrorCleared() { clearEveryThreadError(); }

} // namespace ovrt::impl
