// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LowerParallelLaunches.cpp - Launches through ovrt_parallel ---------===//
//
// ov-lower-parallel-launches: the second half of ov-outline-parallel-loops,
// on the LLVM dialect. A call of a launch declaration `(context, count,
// captures...)` stores the captures in a closure on the caller's stack and
// calls `context->parallel_for(context->data, count, trampoline, &closure)`
// (runtime/ovrt/Parallel.h); the trampoline `void (ptr closure, i64 begin,
// i64 end)` loads the captures and calls the chunk function.
//
//===----------------------------------------------------------------------===//

#include "ov/ABI/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::ov {
#define GEN_PASS_DEF_OVLOWERPARALLELLAUNCHES
#include "ov/ABI/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;

namespace {

constexpr StringLiteral kParallelBodyAttr = "ov.parallel_body";

struct OVLowerParallelLaunchesPass
    : public ov::impl::OVLowerParallelLaunchesBase<
          OVLowerParallelLaunchesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    SmallVector<LLVM::LLVMFuncOp> launches;
    for (auto func : module.getOps<LLVM::LLVMFuncOp>())
      if (func->hasAttr(kParallelBodyAttr))
        launches.push_back(func);
    if (launches.empty())
      return;
    // Every symbol's users, found in one walk of the module: a walk per
    // launch made compile time quadratic in the number of launches.
    SymbolTableCollection tables;
    SymbolUserMap users(tables, module);
    for (LLVM::LLVMFuncOp launch : launches)
      if (failed(lowerLaunch(launch, symbols, users)))
        return signalPassFailure();
  }

  LogicalResult lowerLaunch(LLVM::LLVMFuncOp launch, SymbolTable &symbols,
                            const SymbolUserMap &users) {
    auto bodyName = launch->getAttrOfType<FlatSymbolRefAttr>(kParallelBodyAttr);
    auto body = bodyName ? symbols.lookup<LLVM::LLVMFuncOp>(bodyName.getAttr())
                         : LLVM::LLVMFuncOp();
    ArrayRef<Type> params = launch.getFunctionType().getParams();
    if (!body || params.size() < 2 ||
        body.getFunctionType().getNumParams() != params.size())
      return launch.emitError("ov-lower-parallel-launches: no chunk function "
                              "matching this launch");
    SmallVector<Type> captureTypes(params.drop_front(2));
    auto closure =
        LLVM::LLVMStructType::getLiteral(&getContext(), captureTypes);
    LLVM::LLVMFuncOp trampoline =
        buildTrampoline(body, closure, params[1], symbols);
    SmallVector<LLVM::CallOp> calls;
    for (Operation *user : users.getUsers(launch)) {
      auto call = dyn_cast<LLVM::CallOp>(user);
      if (!call || call.getCallee() != launch.getSymName())
        return user->emitError(
            "ov-lower-parallel-launches: a launch may only be called");
      calls.push_back(call);
    }
    for (LLVM::CallOp call : calls)
      lowerCall(call, closure, trampoline);
    launch.erase();
    return success();
  }

  /// `void @<body>_trampoline(ptr %closure, i64 %begin, i64 %end)`.
  LLVM::LLVMFuncOp buildTrampoline(LLVM::LLVMFuncOp body,
                                   LLVM::LLVMStructType closure, Type index,
                                   SymbolTable &symbols) {
    Location loc = body.getLoc();
    MLIRContext *ctx = &getContext();
    auto ptr = LLVM::LLVMPointerType::get(ctx);
    auto type = LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx),
                                            {ptr, index, index});
    OpBuilder b(body);
    b.setInsertionPointAfter(body);
    auto trampoline = LLVM::LLVMFuncOp::create(
        b, loc, (body.getSymName() + "_trampoline").str(), type,
        LLVM::Linkage::Internal);
    symbols.insert(trampoline);
    Block *entry = trampoline.addEntryBlock(b);
    b.setInsertionPointToStart(entry);
    SmallVector<Value> args{entry->getArgument(1), entry->getArgument(2)};
    for (auto [i, field] : llvm::enumerate(closure.getBody())) {
      Value slot =
          LLVM::GEPOp::create(b, loc, ptr, closure, entry->getArgument(0),
                              ArrayRef<LLVM::GEPArg>{0, int32_t(i)});
      args.push_back(LLVM::LoadOp::create(b, loc, field, slot));
    }
    LLVM::CallOp::create(b, loc, body, args);
    LLVM::ReturnOp::create(b, loc, ValueRange{});
    return trampoline;
  }

  /// Replaces `call` by the closure's stores and the indirect call of the
  /// context's parallel_for. The closure is an alloca of the caller's entry
  /// block: a launch inside a loop reuses it.
  void lowerCall(LLVM::CallOp call, LLVM::LLVMStructType closure,
                 LLVM::LLVMFuncOp trampoline) {
    Location loc = call.getLoc();
    MLIRContext *ctx = &getContext();
    auto ptr = LLVM::LLVMPointerType::get(ctx);
    auto caller = call->getParentOfType<LLVM::LLVMFuncOp>();
    OpBuilder b(ctx);
    b.setInsertionPointToStart(&caller.getBody().front());
    Value one = LLVM::ConstantOp::create(b, loc, b.getI64Type(),
                                         b.getI64IntegerAttr(1));
    Value storage = LLVM::AllocaOp::create(b, loc, ptr, closure, one);

    b.setInsertionPoint(call);
    Value context = call.getArgOperands()[0];
    Value count = call.getArgOperands()[1];
    for (auto [i, value] :
         llvm::enumerate(call.getArgOperands().drop_front(2))) {
      Value slot = LLVM::GEPOp::create(b, loc, ptr, closure, storage,
                                       ArrayRef<LLVM::GEPArg>{0, int32_t(i)});
      LLVM::StoreOp::create(b, loc, value, slot);
    }
    // struct ovrt_parallel { parallel_for, data }.
    auto parallel = LLVM::LLVMStructType::getLiteral(ctx, {ptr, ptr});
    Value forSlot = LLVM::GEPOp::create(b, loc, ptr, parallel, context,
                                        ArrayRef<LLVM::GEPArg>{0, 0});
    Value dataSlot = LLVM::GEPOp::create(b, loc, ptr, parallel, context,
                                         ArrayRef<LLVM::GEPArg>{0, 1});
    Value parallelFor = LLVM::LoadOp::create(b, loc, ptr, forSlot);
    Value data = LLVM::LoadOp::create(b, loc, ptr, dataSlot);
    Value body = LLVM::AddressOfOp::create(b, loc, trampoline);
    auto type = LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx),
                                            {ptr, count.getType(), ptr, ptr});
    LLVM::CallOp::create(b, loc, type,
                         ValueRange{parallelFor, data, count, body, storage});
    call.erase();
  }
};

} // namespace
