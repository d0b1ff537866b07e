// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CompileDriver.cpp - ov modules -> shared libraries ----------------===//
//
// The driver of every target: what differs between them comes from the
// target's description (its pipeline, its descriptor target, its runtime
// symbols); the host code's object and library are made alike for all.
//
//===----------------------------------------------------------------------===//

#include "ov/Target/CompileDriver.h"
#include "ov/ABI/ModelOps.h"
#include "ov/ABI/Passes.h"
#include "ov/InitOV.h"
#include "ov/Pipelines/Pipelines.h"
#include "ov/Pipelines/UpstreamLowering.h"
#include "ov/Support/Printable.h"
#include "ov/Support/ToolFiles.h"
#include "ov/Target/CPU/TargetCPU.h"
#include "ov/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"

#include <chrono>

using namespace mlir;
using namespace mlir::ov;

namespace {

constexpr StringLiteral kCheckPrefix = "__ov_check_";
constexpr StringLiteral kDevicePrefix = "__ov_device_";
/// The compiler's own function names start with this (check functions,
/// device entries, renamed functions): a model's may not.
constexpr StringLiteral kReservedPrefix = "__ov_";
/// Every function of the model is renamed to `__ov_fn_<name>` before it is
/// lowered (see renameFunctions).
constexpr StringLiteral kFunctionPrefix = "__ov_fn_";

/// Prints "timing: STAGE MS ms" when the options ask for it.
class StageTimer {
public:
  explicit StageTimer(llvm::raw_ostream *os) : os(os) {}
  void done(StringRef stage) {
    auto now = std::chrono::steady_clock::now();
    if (os)
      *os << llvm::formatv(
          "timing: {0} {1:F1} ms\n", stage,
          std::chrono::duration<double, std::milli>(now - start).count());
    start = now;
  }

private:
  llvm::raw_ostream *os;
  std::chrono::steady_clock::time_point start =
      std::chrono::steady_clock::now();
};

} // namespace

/// The exported functions: public definitions that are not check functions.
static SmallVector<std::string> exportedFunctions(ModuleOp module) {
  SmallVector<std::string> names;
  for (auto func : module.getOps<func::FuncOp>())
    if (func.isPublic() && !func.isExternal() &&
        !func.getSymName().starts_with(kCheckPrefix))
      names.push_back(func.getSymName().str());
  return names;
}

/// A model's function named `__ov_...` would meet the compiler's own (the
/// check function `__ov_check_<name>` of another), one named
/// `ov_module_descriptor` the descriptor: refused, at its location.
static LogicalResult rejectReservedNames(ModuleOp module) {
  for (auto func : module.getOps<func::FuncOp>()) {
    StringRef name = func.getSymName();
    if (name.starts_with(kReservedPrefix))
      return func.emitError("function name '")
             << name << "' starts with '" << kReservedPrefix
             << "', which the compiler reserves for its own functions";
    if (name == "ov_module_descriptor")
      return func.emitError("function name '")
             << name << "' is the module descriptor's symbol (runtime/ABI.md)";
  }
  return success();
}

/// The lowering and the translation to LLVM IR declare functions of libc
/// (malloc, free) and of libovrt (mgpu*) in the module, beside the model's
/// functions: a model's function of the same name would be called in their
/// place, or would break the translation. So every function of the model is
/// renamed into the compiler's namespace (`__ov_fn_<name>`) first, uses
/// included; the entry points keep the model's names (ov_run_<name>,
/// ov_check_<name>), and any name the ABI allows compiles.
static LogicalResult renameFunctions(ModuleOp module) {
  SymbolTable symbols(module);
  for (auto func : llvm::to_vector(module.getOps<func::FuncOp>()))
    if (failed(symbols.rename(
            func, StringAttr::get(module.getContext(),
                                  kFunctionPrefix + func.getSymName()))))
      return failure();
  return success();
}

/// ov dialect -> LLVM dialect.
static LogicalResult lowerToLLVMDialect(ModuleOp module,
                                        const CompileOptions &options,
                                        const TargetCPU &cpu,
                                        SmallVector<std::string> &exported,
                                        StageTimer &timer) {
  // The model as loaded, before any pass adds ops of its own.
  if (failed(verifyModelOps(module, options.target->mixedModules,
                            options.target->name)) ||
      failed(rejectReservedNames(module)))
    return failure();
  PassManager abi(module.getContext());
  // Mixed modules: TOSA ops become linalg before the check functions clone
  // the functions' bodies.
  addUpstreamTensorLowering(abi);
  abi.addPass(createOVInferShapes());
  // The descriptor names the target (a CPU module none) and the CPU
  // features the host code may use.
  OVPrepareModuleABIOptions abiOptions;
  abiOptions.target = options.target->descriptorTarget.str();
  // The checks refuse inputs whose kernel loops would pass the target's
  // loop-pass limit (known only from the values).
  if (options.target->gpuKernels)
    abiOptions.loopPassLimit = options.target->gpuKernels->loopPassLimit;
  abiOptions.cpuFeatures.assign(cpu.required.begin(), cpu.required.end());
  abi.addPass(createOVPrepareModuleABI(abiOptions));
  if (failed(abi.run(module)))
    return failure();
  exported = exportedFunctions(module);
  if (failed(renameFunctions(module)))
    return failure();
  timer.done("prepare-abi");

  PassManager lower(module.getContext());
  options.target->buildPipeline(lower, options, cpu);
  if (failed(lower.run(module)))
    return failure();
  timer.done("lower-to-llvm-dialect");
  return success();
}

/// Exports `targetName` as the entry point `exportName`: the function
/// already has the entry points' signature, `(void **args)`
/// (ov-descriptors-by-pointer), and reads its descriptors itself.
static bool exportAs(llvm::Module &m, StringRef exportName,
                     StringRef targetName, std::string &error) {
  llvm::Function *target = m.getFunction(targetName);
  if (!target) {
    error = ("missing function " + targetName).str();
    return false;
  }
  if (target->arg_size() != 1 || !target->getArg(0)->getType()->isPointerTy()) {
    error = ("function " + targetName +
             " does not take the entry points' (void **args)")
                .str();
    return false;
  }
  target->setName(exportName);
  target->setLinkage(llvm::GlobalValue::ExternalLinkage);
  return true;
}

/// Defines `__truncsfbf2` (f32 -> bf16, round to nearest even, NaNs kept
/// quiet, denormals rounded like any value) in the module, hidden: LLVM's x86
/// backend calls it when it legalizes bf16 operations through f32, and
/// compiled modules depend on libc only (compiler-rt's copy is not there).
static void defineBF16Truncation(llvm::Module &m) {
  llvm::LLVMContext &ctx = m.getContext();
  auto *type = llvm::FunctionType::get(llvm::Type::getBFloatTy(ctx),
                                       {llvm::Type::getFloatTy(ctx)}, false);
  llvm::Function *f = m.getFunction("__truncsfbf2");
  if (f && !f->isDeclaration())
    return;
  if (!f)
    f = llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage,
                               "__truncsfbf2", m);
  f->setVisibility(llvm::GlobalValue::HiddenVisibility);
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx, "entry", f));
  llvm::Value *bits = b.CreateBitCast(f->getArg(0), b.getInt32Ty());
  llvm::Value *high = b.CreateLShr(bits, 16);
  // Round to nearest even: add 0x7fff plus the lowest kept bit.
  llvm::Value *rounded = b.CreateLShr(
      b.CreateAdd(bits, b.CreateAdd(b.getInt32(0x7fff),
                                    b.CreateAnd(high, b.getInt32(1)))),
      16);
  llvm::Value *isNaN = b.CreateFCmpUNO(f->getArg(0), f->getArg(0));
  llvm::Value *quietNaN = b.CreateOr(high, b.getInt32(0x40));
  llvm::Value *result = b.CreateSelect(isNaN, quietNaN, rounded);
  b.CreateRet(b.CreateBitCast(b.CreateTrunc(result, b.getInt16Ty()),
                              llvm::Type::getBFloatTy(ctx)));
}

/// A GPU module's host code calls MLIR's GPU runtime functions (mgpu*);
/// libovrt defines them under its backend's prefix (ovrt_mgpu* for CUDA,
/// ovrt_vk_mgpu* for Vulkan: TargetDescription::runtimeSymbolPrefix), so
/// that a module binds to libovrt's backend for its target, even in a
/// process that also loaded MLIR's own runtime wrappers, which define the
/// mgpu* names (runtime/ABI.md, runtime/MGPU_ABI.md).
static void bindGPURuntimeToOvrt(llvm::Module &m, StringRef prefix) {
  if (prefix.empty())
    return;
  for (llvm::Function &f : m)
    if (f.isDeclaration() && f.getName().starts_with("mgpu"))
      f.setName(prefix + f.getName().str());
}

/// Adds ov_run_<name>/ov_check_<name> (and ov_run_device_<name>) and makes
/// everything else internal, so that only the ABI's symbols are exported.
static bool addEntryPoints(llvm::Module &m, ArrayRef<std::string> exported,
                           const TargetDescription &target,
                           std::string &error) {
  // The functions were renamed before lowering (renameFunctions).
  for (const std::string &name : exported) {
    std::string renamed = (kFunctionPrefix + name).str();
    if (!exportAs(m, "ov_run_" + name, renamed, error) ||
        !exportAs(m, "ov_check_" + name,
                  (kFunctionPrefix + kCheckPrefix + name).str(), error))
      return false;
    // CUDA modules: the entry on device buffers (ov-gpu-host-device-copies).
    std::string deviceEntry = kDevicePrefix.str() + renamed;
    if (m.getFunction(deviceEntry) &&
        !exportAs(m, "ov_run_device_" + name, deviceEntry, error))
      return false;
  }
  for (llvm::Function &f : m)
    if (!f.isDeclaration() && !f.getName().starts_with("ov_run_") &&
        !f.getName().starts_with("ov_check_"))
      f.setLinkage(llvm::GlobalValue::InternalLinkage);
  // Functions nothing calls any more are removed before the optimizer's
  // interprocedural passes see them.
  for (bool changed = true; changed;) {
    changed = false;
    for (llvm::Function &f : llvm::make_early_inc_range(m))
      if (f.hasLocalLinkage() && f.use_empty()) {
        f.eraseFromParent();
        changed = true;
      }
  }
  // After the internalization: the backend's libcall needs a visible symbol.
  defineBF16Truncation(m);
  bindGPURuntimeToOvrt(m, target.runtimeSymbolPrefix);
  return true;
}

/// A target machine for this host's architecture and `cpu` (its processor
/// and features, see resolveTargetCPU).
static std::unique_ptr<llvm::TargetMachine>
createTargetMachine(const TargetCPU &cpu, unsigned optLevel,
                    std::string &error) {
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  llvm::Triple triple(llvm::sys::getProcessTriple());
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return nullptr;
  llvm::TargetOptions targetOptions;
  // docs/semantics.md 3.4: never contract a*b+c into an FMA.
  targetOptions.AllowFPOpFusion = llvm::FPOpFusion::Strict;
  // Global constructors (a CUDA module's kernel loading) in .init_array:
  // the dynamic loader runs those, not the legacy .ctors LLVM emits by
  // default, which only a linker script that folds .ctors into .init_array
  // would save.
  targetOptions.UseInitArray = true;
  auto level = optLevel >= 3   ? llvm::CodeGenOptLevel::Aggressive
               : optLevel == 0 ? llvm::CodeGenOptLevel::None
                               : llvm::CodeGenOptLevel::Default;
  return std::unique_ptr<llvm::TargetMachine>(
      target->createTargetMachine(triple, cpu.name, cpu.features, targetOptions,
                                  llvm::Reloc::PIC_, std::nullopt, level));
}

/// Optimizes `m` and writes it as an object file to `objectPath`.
static bool emitObject(llvm::Module &m, llvm::TargetMachine &tm,
                       unsigned optLevel, StringRef objectPath,
                       StageTimer &timer, std::string &error) {
  m.setTargetTriple(tm.getTargetTriple());
  m.setDataLayout(tm.createDataLayout());
  if (llvm::Error err =
          makeOptimizingTransformer(optLevel, /*sizeLevel=*/0, &tm)(&m)) {
    error = "LLVM optimization failed: " + llvm::toString(std::move(err));
    return false;
  }
  timer.done("llvm-optimize");
  std::error_code ec;
  llvm::raw_fd_ostream os(objectPath, ec, llvm::sys::fs::OF_None);
  if (ec) {
    error = "cannot write " + objectPath.str() + ": " + ec.message();
    return false;
  }
  llvm::legacy::PassManager pm;
  if (tm.addPassesToEmitFile(pm, os, nullptr,
                             llvm::CodeGenFileType::ObjectFile)) {
    error = "the target cannot emit object files";
    return false;
  }
  pm.run(m);
  if (!closeOutputStream(os, objectPath, error))
    return false;
  timer.done("codegen");
  return true;
}

/// The linker: an `ld.lld` beside the running program first (a relocatable
/// install that ships its own, as the compiler wheel does: docs/install.md),
/// else the system's: lld when installed, else binutils' ld.
static std::string findLinker() {
  static char anchor;
  std::string program = llvm::sys::fs::getMainExecutable("ov-compile", &anchor);
  if (!program.empty()) {
    SmallString<256> beside(llvm::sys::path::parent_path(program));
    llvm::sys::path::append(beside, "ld.lld");
    if (llvm::sys::fs::can_execute(beside))
      return std::string(beside);
  }
  for (StringRef name : {"ld.lld-22", "ld.lld", "ld"})
    if (auto path = llvm::sys::findProgramByName(name))
      return *path;
  if (llvm::sys::fs::can_execute("/usr/lib/llvm-22/bin/ld.lld"))
    return "/usr/lib/llvm-22/bin/ld.lld";
  return "";
}

/// The first line of the linker's messages in `logPath` that says "error"
/// (else the first line), escaped: "" when there is none.
static std::string firstLinkerError(StringRef logPath) {
  auto buffer = llvm::MemoryBuffer::getFile(logPath);
  if (!buffer)
    return "";
  SmallVector<StringRef> lines;
  (*buffer)->getBuffer().split(lines, '\n', /*MaxSplit=*/-1,
                               /*KeepEmpty=*/false);
  if (lines.empty())
    return "";
  const StringRef *line =
      llvm::find_if(lines, [](StringRef l) { return l.contains("error"); });
  return printable((line == lines.end() ? lines.front() : *line).trim());
}

/// Links `objectPath` into the shared library `outputPath` (named
/// `shownPath` in messages). Undefined symbols (malloc, free, memcpy)
/// resolve against the loading process; the library names no other library
/// and has no run path (parallel loops run through the caller's
/// ovrt_parallel, runtime/ABI.md).
static bool linkSharedLibrary(StringRef objectPath, StringRef outputPath,
                              StringRef shownPath, std::string &error) {
  std::string linker = findLinker();
  if (linker.empty()) {
    error = "no linker found (install lld-22 or binutils)";
    return false;
  }
  SmallVector<StringRef> args{linker, "-shared", "-o", outputPath, objectPath};
  // The linker's messages (and its stack trace, should it crash on a full
  // disk) go to a file, of which the error quotes one line: the tools'
  // errors are one line.
  TemporaryFile log;
  std::optional<StringRef> redirects[3];
  if (!log.create("ov-link", "txt"))
    redirects[1] = redirects[2] = log.path();
  std::string message;
  int rc = llvm::sys::ExecuteAndWait(linker, args, std::nullopt, redirects, 0,
                                     0, &message);
  if (rc == 0)
    return true;
  std::string why = rc > 0 ? "exit code " + std::to_string(rc) : message;
  if (std::string line = firstLinkerError(log.path()); !line.empty())
    why += ": " + line;
  error = "linking " + shownPath.str() + " failed (" +
          llvm::sys::path::filename(linker).str() + ", " + why + ")";
  return false;
}

void ov::registerCompileDriverDialects(DialectRegistry &registry) {
  registerOVDialects(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
}

std::unique_ptr<llvm::Module> ov::lowerToLLVMIR(ModuleOp module,
                                                const CompileOptions &options,
                                                llvm::LLVMContext &llvmContext,
                                                std::string &error) {
  if (options.target->verifyOptions) {
    error = options.target->verifyOptions(options);
    if (!error.empty())
      return nullptr;
  }
  TargetCPU cpu;
  if (!resolveTargetCPU(options.cpu, options.cpuFeatures, cpu, error))
    return nullptr;
  StageTimer timer(options.timingStream);
  SmallVector<std::string> exported;
  if (failed(lowerToLLVMDialect(module, options, cpu, exported, timer)))
    return nullptr;
  if (options.target->writeSideOutputs &&
      !options.target->writeSideOutputs(module, options, error))
    return nullptr;

  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, llvmContext, "ov-module");
  if (!llvmModule) {
    error = "translation to LLVM IR failed";
    return nullptr;
  }
  if (!addEntryPoints(*llvmModule, exported, *options.target, error))
    return nullptr;
  if (llvm::verifyModule(*llvmModule, &llvm::errs())) {
    error = "the generated LLVM IR does not verify";
    return nullptr;
  }
  timer.done("translate-to-llvm-ir");
  return llvmModule;
}

std::string CompileOptions::targetOption(StringRef name) const {
  auto given = targetOptions.find(name);
  if (given != targetOptions.end())
    return given->second;
  for (const TargetToolOption &option : target->toolOptions)
    if (option.name == name)
      return option.defaultValue.str();
  return "";
}

LogicalResult ov::compileToSharedLibrary(ModuleOp module,
                                         const CompileOptions &options,
                                         StringRef outputPath,
                                         std::string &error) {
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule =
      lowerToLLVMIR(module, options, llvmContext, error);
  if (!llvmModule)
    return failure();

  // Resolved again (lowerToLLVMIR checked it): the same CPU and features.
  TargetCPU cpu;
  if (!resolveTargetCPU(options.cpu, options.cpuFeatures, cpu, error))
    return failure();
  StageTimer timer(options.timingStream);
  std::unique_ptr<llvm::TargetMachine> tm =
      createTargetMachine(cpu, options.optLevel, error);
  if (!tm)
    return failure();
  TemporaryFile object;
  if (std::error_code ec = object.create("ov-module", "o")) {
    error = TemporaryFile::createError(ec);
    return failure();
  }
  StringRef objectPath = object.path();
  if (!emitObject(*llvmModule, *tm, options.optLevel, objectPath, timer, error))
    return failure();
  if (!options.llvmIRPath.empty()) {
    AtomicOutputFile file;
    llvm::raw_fd_ostream *os = nullptr;
    if (!file.open(options.llvmIRPath, error) || !(os = file.stream(error)))
      return failure();
    llvmModule->print(*os, nullptr);
    if (!file.commit(error))
      return failure();
  }
  // Linked into a temporary beside the library, renamed over it once
  // complete: a failed link or a signal leaves the previous library.
  AtomicOutputFile library;
  if (!library.open(outputPath, error) ||
      !linkSharedLibrary(objectPath, library.writePath(), outputPath, error) ||
      !library.commit(error))
    return failure();
  timer.done("link");
  return success();
}
