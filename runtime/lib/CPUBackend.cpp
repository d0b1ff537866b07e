// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CPUBackend.cpp - The host's backend (ov-compile --target cpu) ------===//
//
// A CPU module's code runs on the calling thread (its loops on the run's
// parallel-for) and calls no runtime function that can fail: every hook
// keeps Backend's default. Its device memory is host memory.
//
//===----------------------------------------------------------------------===//

#include "Backend.h"

namespace ovrt::impl {

namespace {

class CPUBackend final : public Backend {
public:
  std::string_view target() const override { return "cpu"; }
};

} // namespace

std::unique_ptr<Backend> createCPUBackend() {
  return std::make_unique<CPUBackend>();
}

} // namespace ovrt::impl
