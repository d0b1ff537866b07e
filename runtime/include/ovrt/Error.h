//===- ovrt/Error.h - Errors as values --------------------------*- C++ -*-===//
//
// The runtime is built with -fno-exceptions (like the rest of ov-mlir), so
// every fallible operation returns a Status or a Result<T>. A failed one
// carries a single-line, human-readable message that a tool can print as is.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_ERROR_H
#define OVRT_ERROR_H

#include <optional>
#include <string>
#include <utility>

#if defined(_WIN32)
#define OVRT_API
#else
#define OVRT_API __attribute__((visibility("default")))
#endif

namespace ovrt {

/// Success, or a failure with a one-line message.
class Status {
public:
  static Status success() { return Status(); }
  static Status error(std::string message) {
    Status s;
    s.failed_ = true;
    s.message_ = std::move(message);
    return s;
  }

  bool ok() const { return !failed_; }
  explicit operator bool() const { return ok(); }
  /// The message of a failed status; empty when ok().
  const std::string &message() const { return message_; }

private:
  bool failed_ = false;
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
      : error_(error.ok() ? std::string("internal error: Result built from a "
                                        "successful Status")
                          : error.message()) {}

  bool ok() const { return value_.has_value(); }
  explicit operator bool() const { return ok(); }
  /// The message of a failure; empty when ok().
  const std::string &error() const { return error_; }
  /// The failure as a Status (success when ok()).
  Status status() const { return ok() ? Status::success() : Status::error(error_); }

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
  std::string error_;
};

} // namespace ovrt

#endif // OVRT_ERROR_H
