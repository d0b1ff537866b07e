// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ElfCheck.h - Vet a module file before dlopen -------------*- C++ -*-===//
//
// dlopen trusts the file it maps: a truncated shared library crashes the
// process (SIGBUS on a page past the end of the file), a foreign or corrupt
// one fails with whatever the loader says. Module::load runs this check
// first so that every such file gets one clear line instead.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_LIB_ELFCHECK_H
#define OVRT_LIB_ELFCHECK_H

#include "ovrt/Error.h"

#include <string>

namespace ovrt::impl {

/// Succeeds when `path` is a regular file holding a 64-bit little-endian ELF
/// shared object for this machine whose program headers and segments lie
/// within the file, and whose dynamic symbol table defines `symbol`.
/// Otherwise fails (InvalidArgument) with the problem, e.g. "cannot load
/// module: truncated ELF file: segment 2 (bytes 4096..12288) ends past the
/// end of the file (6000 bytes)" or "not a compiled module: no symbol
/// ov_module_descriptor"; the caller puts the path in front.
/// `importsMgpu` is set when the dynamic symbol table has undefined
/// ovrt_mgpu* references (a CUDA module: libovrt must be visible to resolve
/// them). A module that imports MLIR's own mgpu* names (built by another
/// compiler, or by an ov-compile older than the rename) is refused.
Status checkSharedObject(const std::string &path, const char *symbol,
                         bool *importsMgpu = nullptr);

} // namespace ovrt::impl

#endif // OVRT_LIB_ELFCHECK_H
