// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ovrt/Error.h - Errors as values --------------------------*- C++ -*-===//
//
// Header-only. The runtime is built with -fno-exceptions (like the rest of
// ov-mlir), so every fallible operation returns a Status or a Result<T>. A
// failed one carries a single-line, human-readable message that a tool can
// print as is.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_ERROR_H
#define OVRT_ERROR_H

#include <optional>
#include <string>
#include <utility>

namespace ovrt {

/// What kind of failure a Status is. The values are the C API's OVRT_STATUS_*
/// (ovrt/ovrt.h, tied by static_asserts in CApi.cpp) and those of absl/IREE's
/// canonical codes, so that callers that map codes across libraries can.
enum class StatusCode : int {
  Ok = 0,
  /// A bad argument: wrong dtype/rank/shape, unknown function, bad file.
  InvalidArgument = 3,
  /// Memory (host or device) could not be allocated.
  ResourceExhausted = 8,
  /// The call is valid but the object is not in a state to serve it (a CUDA
  /// module whose kernels did not load, a module for another target).
  FailedPrecondition = 9,
  /// Input values the module's checks reject (a batch index outside [0, N),
  /// a non-finite box, dynamic dims that do not fit).
  OutOfRange = 11,
  /// A bug in a compiled module or in the runtime.
  Internal = 13,
  /// A driver or device is missing (no CUDA driver, no device).
  Unavailable = 14,
};

/// "OK", "INVALID_ARGUMENT", ... ("UNKNOWN" for a value not listed above).
inline const char *statusCodeName(StatusCode code) {
  switch (code) {
  case StatusCode::Ok:
    return "OK";
  case StatusCode::InvalidArgument:
    return "INVALID_ARGUMENT";
  case StatusCode::ResourceExhausted:
    return "RESOURCE_EXHAUSTED";
  case StatusCode::FailedPrecondition:
    return "FAILED_PRECONDITION";
  case StatusCode::OutOfRange:
    return "OUT_OF_RANGE";
  case StatusCode::Internal:
    return "INTERNAL";
  case StatusCode::Unavailable:
    return "UNAVAILABLE";
  }
  return "UNKNOWN";
}

/// Success, or a failure with a code and a one-line message.
class Status {
public:
  static Status success() { return Status(); }
  /// A failure; most are about the caller's arguments, hence the default.
  static Status error(std::string message) {
    return error(StatusCode::InvalidArgument, std::move(message));
  }
  static Status error(StatusCode code, std::string message) {
    Status s;
    s.code_ = code == StatusCode::Ok ? StatusCode::Internal : code;
    s.message_ = std::move(message);
    return s;
  }

  bool ok() const { return code_ == StatusCode::Ok; }
  explicit operator bool() const { return ok(); }
  StatusCode code() const { return code_; }
  /// The message of a failed status; empty when ok().
  const std::string &message() const { return message_; }
  /// The same failure with `prefix` put before its message.
  Status prefixed(const std::string &prefix) const {
    return ok() ? *this : error(code_, prefix + message_);
  }

private:
  StatusCode code_ = StatusCode::Ok;
  std::string message_;
};

/// A value of type T, or a failure with a one-line message (a tiny
/// std::expected for C++17).
template <typename T> class Result {
public:
  Result(T value) : value_(std::move(value)) {}
  /// Converts a failed Status; a successful Status is a programming error and
  /// becomes a failure with a message saying so (never undefined behaviour).
  Result(Status error)
      : error_(error.ok() ? Status::error(StatusCode::Internal,
                                          "internal error: Result built from "
                                          "a successful Status")
                          : std::move(error)) {}

  bool ok() const { return value_.has_value(); }
  explicit operator bool() const { return ok(); }
  /// The message of a failure; empty when ok().
  const std::string &error() const { return error_.message(); }
  /// The failure's code (Ok when ok()).
  StatusCode code() const { return error_.code(); }
  /// The failure as a Status (success when ok()).
  Status status() const { return ok() ? Status::success() : error_; }

  /// Access the value; only valid when ok().
  T &value() & { return *value_; }
  const T &value() const & { return *value_; }
  T &&value() && { return std::move(*value_); }
  T &operator*() & { return *value_; }
  const T &operator*() const & { return *value_; }
  T *operator->() { return &*value_; }
  const T *operator->() const { return &*value_; }
  /// Moves the value out; only valid when ok().
  T take() { return std::move(*value_); }

private:
  std::optional<T> value_;
  Status error_;
};

} // namespace ovrt

#endif // OVRT_ERROR_H
