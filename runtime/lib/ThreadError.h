// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ThreadError.h - A thread's first error of a GPU backend --*- C++ -*-===//
//
// The runtime functions a GPU module's host code calls (ovrt_mgpu*,
// ovrt_vk_mgpu*; runtime/MGPU_ABI.md) return void or a handle, so a failure
// is recorded in the calling thread's ThreadError of that backend: the
// first failure wins, and later work on the thread is skipped until Module
// (through the module's Backend) takes it. Each GPU backend keeps one per
// thread (Cuda.cpp, Vulkan.cpp). Internal to libovrt.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_LIB_THREADERROR_H
#define OVRT_LIB_THREADERROR_H

#include "ovrt/Error.h"

#include <string>

namespace ovrt::impl {

class ThreadError {
public:
  /// Records `message` unless an error is pending: the first one wins.
  void record(const std::string &message, StatusCode code) {
    if (pending_)
      return;
    pending_ = true;
    message_ = message;
    code_ = code;
  }
  bool pending() const { return pending_; }
  /// Forgets the pending error (before module code runs).
  void clear() {
    pending_ = false;
    message_.clear();
  }
  /// The pending error as a Status (success when none); clears it.
  Status take() {
    if (!pending_)
      return Status::success();
    Status s = Status::error(code_, message_);
    clear();
    return s;
  }

private:
  bool pending_ = false;
  std::string message_;
  StatusCode code_ = StatusCode::Internal;
};

} // namespace ovrt::impl

#endif // OVRT_LIB_THREADERROR_H
