// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- PrepareModuleABI.cpp - The compiled-module ABI pass ----------------===//
//
// Prepares an ov-dialect module for `ov-compile` (runtime/ABI.md):
//   - every public function gets `llvm.emit_c_interface` (the mark of an
//     ABI function; ov-descriptors-by-pointer gives it the entry points'
//     packed signature);
//   - a companion `__ov_check_<name>` function computes the output shapes
//     from the input shapes (through the ops' reified result shapes) and runs
//     the checks that only the inputs' values or dynamic dims can decide;
//   - the constant `ov_module_descriptor` describes every function's
//     signature and the message of each check.
//
// The stages live beside this file (ModuleABI.h): the refusals in
// ModuleABIVerify.cpp, the check functions in ModuleABIChecks.cpp and the
// descriptor's text in ModuleABIDescriptor.cpp.
//
//===----------------------------------------------------------------------===//

#include "ModuleABI.h"

#include "ov/ABI/Passes.h"
#include "ov/Dialect/ShapeRules.h"
#include "ov/Semantics/RuntimeChecks.h"
#include "ov/Support/Printable.h"
#include "ovrt/CPUFeatures.h"
#include "ovrt/Limits.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

#include <string>

namespace mlir::ov {
#define GEN_PASS_DEF_OVPREPAREMODULEABI
#include "ov/ABI/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::abi;

/// Removes the arguments' and results' interval bounds (`ov.dims_min`,
/// `ov.dims_max`): they describe the model for import and export, the checks
/// and the descriptor are what the compiled module enforces, and LLVM IR has
/// no place for them (the translation would warn once per attribute).
static void dropDimBounds(func::FuncOp func) {
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    for (StringRef name : {kDimsMinAttrName, kDimsMaxAttrName})
      func.removeArgAttr(i, name);
  for (unsigned i = 0; i < func.getNumResults(); ++i)
    for (StringRef name : {kDimsMinAttrName, kDimsMaxAttrName})
      func.removeResultAttr(i, StringAttr::get(func.getContext(), name));
}

namespace {

struct OVPrepareModuleABIPass
    : public ov::impl::OVPrepareModuleABIBase<OVPrepareModuleABIPass> {
  using Base::Base;

  /// The families' run-time checks (external models): registered by the
  /// pass that asks for them, so that every tool and plugin has them.
  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    registerRuntimeCheckModels(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (!isDeviceKindName(target))
      return module.emitError()
                 << "ov-prepare-module-abi: target='" << printable(target)
                 << "' is not a device kind (a lowercase "
                    "name: cpu, cuda, vulkan, ...)",
             signalPassFailure();
    if (loopPassLimit < 0)
      return module.emitError()
                 << "ov-prepare-module-abi: loop-pass-limit="
                 << static_cast<int64_t>(loopPassLimit) << " is negative",
             signalPassFailure();
    if (failed(rejectGenericLayers(module)) ||
        failed(verifyCallGraph(module)) || failed(verifyConstantSizes(module)))
      return signalPassFailure();
    // Version 2: `detail` lines and the check function's detail buffer;
    // 3: `checkreads` lines; 4: the `cpufeatures` line; 5: the run entry's
    // parallel context (every CPU module: its parallel loops run through it)
    // and interval dims (`16..32`) in `in` lines. A GPU module's version is
    // the lowest that has the lines written, so that one without CPU
    // features or intervals loads in runtimes older than 4 or 5.
    bool cpuModule = target == "cpu";
    int version = cpuModule || hasIntervals(module) ? 5
                  : cpuFeatures.empty()             ? 3
                                                    : 4;
    std::string text = "ovmodule " + std::to_string(version) + "\n";
    // CPU modules carry no target line (ABI.md: absent means cpu).
    if (!cpuModule)
      text += "target " + target + "\n";
    if (failed(appendCPUFeatures(module, text)))
      return signalPassFailure();
    SmallVector<func::FuncOp> funcs;
    for (auto func : module.getOps<func::FuncOp>())
      if (func.isPublic() && !func.isExternal())
        funcs.push_back(func);
    for (func::FuncOp func : funcs) {
      // Names reach C symbols (ov_run_<name>) and descriptor tokens.
      if (!llvm::all_of(func.getSymName(),
                        [](char c) { return llvm::isAlnum(c) || c == '_'; }))
        return func.emitError("exported function names may only hold "
                              "letters, digits and '_'"),
               signalPassFailure();
      if (failed(verifyLoaderLimits(func)) || failed(verifySignature(func)))
        return signalPassFailure();
    }
    for (func::FuncOp func : funcs) {
      // The check function and what the descriptor says of its checks.
      FailureOr<std::pair<func::FuncOp, SmallVector<CheckDescription>>> checks =
          buildCheckFunction(func, loopPassLimit);
      if (failed(checks))
        return signalPassFailure();
      describeFunction(func, checks->first, checks->second, text);
      // Its assertions are checks now: the run never starts when one fails.
      for (auto assertion :
           llvm::make_early_inc_range(func.getOps<cf::AssertOp>()))
        assertion.erase();
      dropDimBounds(func);
      func->setAttr("llvm.emit_c_interface", UnitAttr::get(&getContext()));
    }
    if (text.size() >= ovrt::kMaxDescriptorBytes)
      return module.emitError()
                 << "the module descriptor takes " << text.size()
                 << " bytes; the runtime loads descriptors shorter than "
                 << ovrt::kMaxDescriptorBytes,
             signalPassFailure();
    emitDescriptor(module, text);
  }

  /// Whether an exported function has an input or output with interval
  /// dims.
  static bool hasIntervals(ModuleOp module) {
    for (auto func : module.getOps<func::FuncOp>()) {
      if (!func.isPublic() || func.isExternal())
        continue;
      for (unsigned i = 0; i < func.getNumArguments(); ++i)
        if (isa<RankedTensorType>(func.getArgumentTypes()[i]) &&
            !inputIntervals(func, i).empty())
          return true;
      for (unsigned i = 0; i < func.getNumResults(); ++i)
        if (isa<RankedTensorType>(func.getResultTypes()[i]) &&
            !outputIntervals(func, i).empty())
          return true;
    }
    return false;
  }

  /// The `cpufeatures` line, when the option names features: each a name
  /// the runtime detects (ovrt/CPUFeatures.h), listed once.
  LogicalResult appendCPUFeatures(ModuleOp module, std::string &text) {
    if (cpuFeatures.empty())
      return success();
    text += "cpufeatures";
    llvm::StringSet<> seen;
    for (const std::string &name : cpuFeatures) {
      if (!ovrt::isKnownCPUFeature(name))
        return module.emitError()
               << "cpu-features: unknown CPU feature '" << name
               << "' (runtime/ABI.md lists the names the runtime detects)";
      if (seen.insert(name).second)
        text += " " + name;
    }
    text += "\n";
    return success();
  }

  /// `ov_module_descriptor`: the text, NUL-terminated, as a constant global.
  void emitDescriptor(ModuleOp module, StringRef text) {
    OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
    std::string data = (text + StringRef("\0", 1)).str();
    auto type = LLVM::LLVMArrayType::get(b.getI8Type(), data.size());
    LLVM::GlobalOp::create(b, module.getLoc(), type, /*isConstant=*/true,
                           LLVM::Linkage::External, "ov_module_descriptor",
                           b.getStringAttr(data));
  }
};

} // namespace

bool ov::isDeviceKindName(StringRef name) {
  return !name.empty() && name.size() <= 32 && llvm::isLower(name.front()) &&
         llvm::all_of(name, [](char c) {
           return llvm::isLower(c) || llvm::isDigit(c) || c == '-' || c == '_';
         });
}
