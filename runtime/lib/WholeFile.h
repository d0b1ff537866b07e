// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- WholeFile.h - Files written whole or not at all ----------*- C++ -*-===//
//
// libovrt's outputs (saveNpy) as the tools write theirs: to a temporary
// beside the file, renamed over it once complete.
//
//===----------------------------------------------------------------------===//

#ifndef OVRT_LIB_WHOLEFILE_H
#define OVRT_LIB_WHOLEFILE_H

#include "ovrt/Error.h"

#include <initializer_list>
#include <string>
#include <string_view>

namespace ovrt::impl {

/// Writes the concatenation of `parts` to `path`. A new or regular file (a
/// link to one: the file it names) is written to PATH.tmp-XXXXXX beside it
/// and renamed over it, so that a failed write, or a process killed while
/// writing, leaves the previous file as it was (a kill leaves the
/// temporary). A device (/dev/null, /dev/full) or a FIFO that a process
/// reads is written in place; a FIFO that none reads, a socket or a
/// directory is refused without waiting. Errors are one line: "PATH:
/// PROBLEM".
Status writeWholeFile(const std::string &path,
                      std::initializer_list<std::string_view> parts);

} // namespace ovrt::impl

#endif // OVRT_LIB_WHOLEFILE_H
