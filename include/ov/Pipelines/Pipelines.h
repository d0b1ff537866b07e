// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Pipelines.h - The CPU's named ov lowering pipelines ------*- C++ -*-===//
//
// ov dialect -> LLVM dialect, for the CPU. Other compilers embed these with
// buildOVLowerToCPUPipeline(); opt-style tools get them as
// `--ov-lower-to-cpu` and `--ov-lower-to-cpu-affine`. Their options are
// typed and checked when a pipeline is parsed from text (verifyOptions): an
// unknown lowering or an out-of-range number is an error naming what is
// allowed.
//
//===----------------------------------------------------------------------===//

#ifndef OV_PIPELINES_PIPELINES_H
#define OV_PIPELINES_PIPELINES_H

#include "ov/Conversion/VectorTarget.h"
#include "ov/Support/CommandLine.h"

#include "mlir/Pass/PassOptions.h"

#include <optional>

namespace mlir {
class OpPassManager;
namespace ov {

/// How ov-lower-to-cpu lowers ov ops (its `lowering` option).
enum class CPULowering {
  /// ov-to-vector's parallel kernels, ov-to-linalg for the rest.
  Vector,
  /// ov-to-linalg (ov-to-affine for windows too large to materialize).
  Linalg,
  /// ov-to-affine only.
  Affine,
};

/// The lowering's option value: "vector", "linalg" or "affine".
llvm::StringRef stringifyEnum(CPULowering lowering);
/// The lowering whose option value is `name`, if any.
std::optional<CPULowering> symbolizeCPULowering(llvm::StringRef name);
/// The `lowering` option's values, for every option that selects a lowering
/// (ov-lower-to-cpu, ov-compile, ov-run).
llvm::cl::ValuesClass cpuLoweringValues();

struct CPUPipelineOptions : public PassPipelineOptions<CPUPipelineOptions> {
  PassOptions::Option<CPULowering, EnumParser<CPULowering>> lowering{
      *this, "lowering", llvm::cl::desc("How ov ops are lowered"),
      llvm::cl::init(CPULowering::Vector), cpuLoweringValues()};
  // The target CPU (as ov-compile's --cpu / --cpu-features, TargetCPU.h):
  // when either is set, ov-to-vector's vector width is the CPU's, whatever
  // vector-bits says.
  PassOptions::Option<std::string> cpu{
      *this, "cpu",
      llvm::cl::desc("Target CPU: an LLVM processor name (haswell, "
                     "x86-64-v2, ...) or native; sets vector-bits from its "
                     "features"),
      llvm::cl::init("")};
  PassOptions::Option<std::string> cpuFeatures{
      *this, "cpu-features",
      llvm::cl::desc("CPU features on top of cpu's (+x,-y; cpu native when "
                     "cpu is not set)"),
      llvm::cl::init("")};
  // ov-to-vector's processor facts (ov/Conversion/VectorTarget.h), with
  // its fixed defaults.
  PassOptions::Option<int64_t> vectorBits{
      *this, "vector-bits",
      llvm::cl::desc("Vector width of the target in bits (ov-to-vector): a "
                     "power of two from 64 to 2048"),
      llvm::cl::init(VectorTarget().vectorBits)};
  PassOptions::ListOption<std::string> familyVectorBits{
      *this, "family-vector-bits",
      llvm::cl::desc("Vector width of a family's kernels (ov-to-vector), "
                     "FAMILY:BITS each (e.g. ROIAlign:256); a family not "
                     "listed takes the target CPU's choice, else "
                     "vector-bits")};
  PassOptions::Option<int64_t> cacheLineBytes{
      *this, "cache-line-bytes",
      llvm::cl::desc("Data cache line of the target in bytes (ov-to-vector): "
                     "a power of two from 16 to 1024"),
      llvm::cl::init(VectorTarget().cacheLineBytes)};
  PassOptions::Option<int64_t> l2Bytes{
      *this, "l2-bytes",
      llvm::cl::desc("A core's L2 cache in bytes (ov-to-vector): from 65536 "
                     "to 1073741824"),
      llvm::cl::init(VectorTarget().l2Bytes)};
  PassOptions::Option<int64_t> prefetchBytes{
      *this, "prefetch-bytes",
      llvm::cl::desc("2-D MaxPool's input prefetch distance in bytes "
                     "(ov-to-vector): from 0 (none) to 1048576"),
      llvm::cl::init(VectorTarget().prefetchBytes)};
  PassOptions::Option<int64_t> prefetchBytesIndices{
      *this, "prefetch-bytes-indices",
      llvm::cl::desc("As prefetch-bytes, for MaxPool with indices"),
      llvm::cl::init(VectorTarget().prefetchBytesIndices)};
};

/// The ov-to-vector facts the options name: vector-bits, or the width of
/// the CPU that cpu / cpu-features name (which verifyOptions checked).
VectorTarget getVectorTarget(const CPUPipelineOptions &options);
/// Sets the options' ov-to-vector facts to `target`'s.
void setVectorTarget(CPUPipelineOptions &options, const VectorTarget &target);

/// "" if the options' values are allowed, else a one-line message naming the
/// option, its value and what it takes.
std::string verifyOptions(const CPUPipelineOptions &options);

/// ov ops on tensors -> bufferized, destination-passing functions (results
/// become out-parameters, also for public functions) -> LLVM dialect.
/// Parallel loops become calls through the caller's parallel-for
/// (ov-outline-parallel-loops, runtime/ABI.md).
void buildOVLowerToCPUPipeline(OpPassManager &pm,
                               const CPUPipelineOptions &options);

/// Registers `ov-lower-to-cpu` and `ov-lower-to-cpu-affine` (each GPU
/// target registers its own from its folder: registerCUDAPipelines,
/// registerVulkanPipelines).
void registerOVPipelines();

} // namespace ov
} // namespace mlir

#endif // OV_PIPELINES_PIPELINES_H
