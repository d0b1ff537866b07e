// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ModuleABIVerify.cpp - What compiled modules cannot hold ------------===//
//
// The compile-time refusals of ov-prepare-module-abi: generic layers, calls
// to external functions and recursion, oversized constants, signatures the
// ABI or the runtime's loader limits do not take; and verifyModelOps, the
// ops a model may hold (ov/ABI/ModelOps.h).
//
//===----------------------------------------------------------------------===//

#include "ModuleABI.h"

#include "ov/ABI/ModelOps.h"
#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ShapeRules.h"
#include "ov/Support/Printable.h"
#include "ovrt/Limits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "llvm/ADT/DenseMap.h"

#include <functional>
#include <string>
#include <utility>

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::abi;

/// Compiled functions take and return ranked tensors of the ABI's dtypes.
LogicalResult abi::verifySignature(func::FuncOp func) {
  FunctionType type = func.getFunctionType();
  auto check = [&](StringRef kind, Type t, unsigned i) -> LogicalResult {
    auto ranked = dyn_cast<RankedTensorType>(t);
    if (ranked && !dtypeName(ranked.getElementType()).empty())
      return verifyAddressable(
          ranked, (kind + "put " + Twine(i)).str(),
          ShapeDiagnostics(func.getLoc(), func->getName().getStringRef()));
    return func.emitError() << kind << "put " << i << " has type " << t
                            << "; compiled functions take ranked tensors of "
                               "f16, bf16, f32, f64 or 8- to 64-bit integers";
  };
  // Counted from 1, as the runtime counts inputs and outputs.
  for (auto [i, t] : llvm::enumerate(type.getInputs()))
    if (failed(check("in", t, i + 1)))
      return failure();
  for (auto [i, t] : llvm::enumerate(type.getResults()))
    if (failed(check("out", t, i + 1)))
      return failure();
  return success();
}

/// Generic layers (imported OpenVINO layers the dialect does not model) have
/// no lowering: name the first one instead of failing somewhere downstream.
LogicalResult abi::rejectGenericLayers(ModuleOp module) {
  WalkResult walk = module.walk([](LayerOp layer) {
    layer.emitError() << "layer " << layer.getLayerIdAttr().getInt() << " '"
                      << layer.getName() << "' (type " << layer.getType()
                      << ", " << layer.getVersion()
                      << ") is not supported by ov-compile";
    return WalkResult::interrupt();
  });
  return failure(walk.wasInterrupted());
}

/// Constants become the module's read-only data: refuse the ones larger than
/// kMaxConstantBytes (a splat of 2^40 elements would exhaust memory).
LogicalResult abi::verifyConstantSizes(ModuleOp module) {
  WalkResult walk = module.walk([](arith::ConstantOp op) {
    auto type = dyn_cast<RankedTensorType>(op.getType());
    if (!type || !type.hasStaticShape() ||
        !type.getElementType().isIntOrFloat())
      return WalkResult::advance();
    int64_t bytes = (type.getElementTypeBitWidth() + 7) / 8;
    if (type.getNumElements() <=
        kMaxConstantBytes / std::max<int64_t>(bytes, 1))
      return WalkResult::advance();
    InFlightDiagnostic diag = op.emitError() << "constant ";
    if (auto name = op.getLoc()->findInstanceOf<NameLoc>())
      diag << "'" << printable(name.getName().getValue()) << "' ";
    diag << "of type " << type << " takes more than " << kMaxConstantBytes
         << " bytes (the limit per constant)";
    return WalkResult::interrupt();
  });
  return failure(walk.wasInterrupted());
}

/// The runtime's loader limits (ovrt/Limits.h) on a function's name and
/// signature, so that no module is built that the runtime would not load.
LogicalResult abi::verifyLoaderLimits(func::FuncOp func) {
  StringRef name = func.getSymName();
  if (name.size() > ovrt::kMaxFunctionNameBytes)
    return func.emitError() << "exported function name of " << name.size()
                            << " bytes, more than the runtime's limit of "
                            << ovrt::kMaxFunctionNameBytes;
  FunctionType type = func.getFunctionType();
  for (auto [kind, count] : {std::pair{"inputs", type.getNumInputs()},
                             std::pair{"outputs", type.getNumResults()}})
    if (int64_t(count) > ovrt::kMaxFunctionArgs)
      return func.emitError()
             << "function '" << name << "' has " << count << " " << kind
             << ", more than the runtime's limit of " << ovrt::kMaxFunctionArgs;
  auto checkRank = [&](StringRef kind, Type t, unsigned i) -> LogicalResult {
    auto ranked = dyn_cast<RankedTensorType>(t);
    if (!ranked || ranked.getRank() <= ovrt::kMaxRank)
      return success();
    return func.emitError()
           << kind << "put " << i << " has rank " << ranked.getRank()
           << ", more than the runtime's limit of " << ovrt::kMaxRank
           << " dims";
  };
  // Counted from 1, as the runtime counts inputs and outputs.
  for (auto [i, t] : llvm::enumerate(type.getInputs()))
    if (failed(checkRank("in", t, i + 1)))
      return failure();
  for (auto [i, t] : llvm::enumerate(type.getResults()))
    if (failed(checkRank("out", t, i + 1)))
      return failure();
  return success();
}

/// Compiled modules are self-contained and run on a bounded stack: a call to
/// a function without a body would be an undefined symbol when the module
/// loads, and a call graph cycle (recursion, direct or not) would recurse
/// until the stack overflows, as no ov function has a base case.
LogicalResult abi::verifyCallGraph(ModuleOp module) {
  SymbolTable symbols(module);
  DenseMap<Operation *, SmallVector<std::pair<func::FuncOp, Operation *>>>
      callees;
  WalkResult walk = module.walk([&](CallOpInterface call) {
    auto symbol =
        dyn_cast_if_present<SymbolRefAttr>(call.getCallableForCallee());
    auto callee =
        symbol ? symbols.lookupNearestSymbolFrom<func::FuncOp>(call, symbol)
               : func::FuncOp();
    if (!callee) {
      call->emitError("compiled modules can only call functions of the "
                      "module by name");
      return WalkResult::interrupt();
    }
    if (callee.isExternal()) {
      call->emitError() << "call to '" << callee.getSymName()
                        << "', which is declared without a body (compiled "
                           "modules cannot call external functions)";
      return WalkResult::interrupt();
    }
    if (auto caller = call->getParentOfType<func::FuncOp>())
      callees[caller].push_back({callee, call});
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();

  // Depth-first search; a callee still on the stack closes a cycle.
  enum class State { Unvisited, OnStack, Done };
  DenseMap<Operation *, State> state;
  SmallVector<func::FuncOp> stack;
  std::function<LogicalResult(func::FuncOp)> visit =
      [&](func::FuncOp func) -> LogicalResult {
    state[func] = State::OnStack;
    stack.push_back(func);
    for (auto [callee, call] : callees.lookup(func)) {
      State calleeState = state.lookup(callee);
      if (calleeState == State::OnStack) {
        std::string cycle;
        auto from = llvm::find(stack, callee);
        for (func::FuncOp f : llvm::make_range(from, stack.end()))
          cycle += f.getSymName().str() + " -> ";
        cycle += callee.getSymName().str();
        return call->emitError()
               << "function '" << callee.getSymName() << "' is recursive ("
               << cycle << "); compiled modules cannot recurse";
      }
      if (calleeState == State::Unvisited && failed(visit(callee)))
        return failure();
    }
    stack.pop_back();
    state[func] = State::Done;
    return success();
  };
  for (auto func : module.getOps<func::FuncOp>())
    if (state.lookup(func) == State::Unvisited && failed(visit(func)))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// What a model may hold
//===----------------------------------------------------------------------===//

bool mlir::ov::isMixedModuleDialect(Dialect *dialect) {
  return isa_and_nonnull<arith::ArithDialect, linalg::LinalgDialect,
                         math::MathDialect, scf::SCFDialect,
                         tensor::TensorDialect, tosa::TosaDialect>(dialect);
}

/// The one list for ov-compile and ov-run (ov/ABI/ModelOps.h): the ov
/// dialect's ops, functions (func.func in the top-level module, func.call of
/// them, func.return) and arith.constant (the importer's constants), and in
/// mixed modules upstream's tensor-level ops, which upstream's passes lower
/// beside the ov ops. Any other op is refused where it stands, as a call to
/// an external function is (verifyCallGraph): the pipelines lower models,
/// not arbitrary IR, and such ops (llvm.inline_asm, raw pointer loads and
/// stores, memory ops) abort the compiler or build a module that crashes
/// its host.
static bool isAllowedInModel(Operation *op, ModuleOp module, bool mixed) {
  if (isa_and_nonnull<OVDialect>(op->getDialect()))
    return true;
  if (isa<func::FuncOp>(op))
    return op->getParentOp() == module;
  if (isa<func::CallOp, func::ReturnOp, arith::ConstantOp>(op))
    return true;
  // Upstream's run-time assertions (torch-mlir emits them) become checks of
  // the module (buildCheckFunction): only where the check function sees
  // them, in the body of an exported function.
  if (isa<cf::AssertOp>(op)) {
    auto parent = dyn_cast<func::FuncOp>(op->getParentOp());
    return mixed && parent && parent.isPublic();
  }
  return mixed && isMixedModuleDialect(op->getDialect());
}

LogicalResult mlir::ov::verifyModelOps(ModuleOp module, bool mixed,
                                       StringRef target) {
  Operation *refused = nullptr;
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op == module.getOperation() || isAllowedInModel(op, module, mixed))
      return WalkResult::advance();
    refused = op;
    return WalkResult::interrupt();
  });
  if (!refused) {
    // Compiled functions compute on ranked tensors (docs/dialect.md,
    // "Unranked values"): an upstream op that makes an unranked one (a
    // tensor.cast) is refused there, before an ov op would take it.
    WalkResult walk = module.walk([](Operation *op) {
      if (!isMixedModuleDialect(op->getDialect()))
        return WalkResult::advance();
      for (Type type : op->getResultTypes())
        if (isa<UnrankedTensorType>(type)) {
          op->emitError() << "op '" << op->getName()
                          << "' makes an unranked tensor (" << type
                          << "); compiled functions compute on ranked "
                             "tensors";
          return WalkResult::interrupt();
        }
      return WalkResult::advance();
    });
    return failure(walk.wasInterrupted());
  }
  if (isMixedModuleDialect(refused->getDialect()))
    return refused->emitError()
           << "op '" << refused->getName() << "' is not supported by --target "
           << target
           << ", which compiles ov ops only (upstream's tensor-level ops "
              "compile for --target cpu: docs/embedding.md, \"Mixed "
              "modules\")";
  return refused->emitError()
         << "op '" << refused->getName()
         << "' is not allowed in a model (a model holds ov ops, func.func, "
            "func.call, func.return, arith.constant and, for --target cpu, "
            "the tensor-level ops of linalg, tensor, arith, math, scf and "
            "tosa, and cf.assert in an exported function's body)";
}
