// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CPUTarget.cpp - The cpu target's description -----------------------===//
//
// `--target cpu`: the module's code runs on the CPU it was compiled for
// (--cpu, --cpu-features), lowered as --lowering says.
//
//===----------------------------------------------------------------------===//

#include "ov/Conversion/VectorTarget.h"
#include "ov/Pipelines/Pipelines.h"
#include "ov/Target/CPU/TargetCPU.h"
#include "ov/Target/CompileDriver.h"
#include "ov/Target/TargetDescription.h"
#include "ov/Transforms/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::ov;

/// One function per op (compile time linear in a large model's layers),
/// then the CPU lowering --lowering picks, for the target CPU's vector
/// width (and the host's cache line and L2 when the target is the host,
/// TargetCPU::vectorTarget).
static void buildCPUPipeline(OpPassManager &pm, const CompileOptions &options,
                             const TargetCPU &cpu) {
  pm.addPass(createOVOutlineOps());
  CPUPipelineOptions pipeline;
  pipeline.lowering = options.lowering;
  setVectorTarget(pipeline, cpu.vectorTarget);
  // --vector-bits: one width for every family instead of the CPU's.
  if (options.vectorBits) {
    pipeline.vectorBits = options.vectorBits;
    pipeline.familyVectorBits.clear();
  }
  buildOVLowerToCPUPipeline(pm, pipeline);
}

/// The processor facts the CPU kernels were shaped by, the target CPU's
/// (the benchmark's counted bounds read them from ov-compile --timing):
/// the width every family uses unless listed (--vector-bits where given,
/// else the registers'), each listed family's, the cache line and the L2.
static void printTargetFacts(llvm::raw_ostream &os,
                             const CompileOptions &options,
                             const TargetCPU &cpu) {
  VectorTarget facts = cpu.vectorTarget;
  if (options.vectorBits) {
    facts.vectorBits = options.vectorBits;
    facts.familyBits.clear();
  }
  os << llvm::formatv("target: vector-bits={0} family-vector-bits={1} "
                      "cache-line-bytes={2} l2-bytes={3}\n",
                      facts.vectorBits, facts.familyBitsText(),
                      facts.cacheLineBytes, facts.l2Bytes);
}

/// --lowering picks among the CPU lowerings and --vector-bits sets their
/// vector width; the other targets lower their own way.
static constexpr StringLiteral kCPUOptions[] = {"lowering", "vector-bits"};

void ov::registerCPUTargets(TargetRegistry &registry) {
  TargetDescription cpu;
  cpu.name = "cpu";
  cpu.help = "a CPU: this host's, or --cpu's (default)";
  cpu.buildPipeline = buildCPUPipeline;
  cpu.mixedModules = true;
  cpu.options = kCPUOptions;
  cpu.printKernelFacts = printTargetFacts;
  registry.add(cpu);
}
