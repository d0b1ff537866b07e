// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DescriptorsByPointer.cpp - ABI memrefs as descriptor pointers ------===//
//
// ov-descriptors-by-pointer: the compiled module's entry points take one
// `void **args`, pointers to memref descriptors (then, last, the run's
// parallel context; runtime/ABI.md). Giving the
// MLIR function that signature directly, instead of `llvm.emit_c_interface`'s
// wrapper around a function of expanded descriptors, keeps
// convert-func-to-llvm and LLVM's code generation linear in the number of
// inputs and outputs.
//
//===----------------------------------------------------------------------===//

#include "ov/ABI/Passes.h"

#include "BlockPositions.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/ADT/BitVector.h"

namespace mlir::ov {
#define GEN_PASS_DEF_OVDESCRIPTORSBYPOINTER
#include "ov/ABI/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;

namespace {

constexpr StringLiteral kCInterfaceAttr = "llvm.emit_c_interface";

struct OVDescriptorsByPointerPass
    : public ov::impl::OVDescriptorsByPointerBase<OVDescriptorsByPointerPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal() || !func->hasAttr(kCInterfaceAttr))
      return;
    Block &entry = func.getBody().front();
    auto pointer = LLVM::LLVMPointerType::get(&getContext());
    // The parallel context of ov-outline-parallel-loops, if any, is last.
    bool hasContext = entry.getNumArguments() > 0 &&
                      entry.getArguments().back().getType() == pointer;
    unsigned numMemrefs = entry.getNumArguments() - (hasContext ? 1 : 0);
    if (!llvm::all_of(
            entry.getArguments().take_front(numMemrefs),
            [](BlockArgument arg) { return isa<MemRefType>(arg.getType()); })) {
      func.emitError("ov-descriptors-by-pointer: an ABI function takes "
                     "memrefs only (and a trailing parallel context)");
      return signalPassFailure();
    }
    LLVMTypeConverter converter(&getContext());
    Location loc = func.getLoc();
    ov::BlockPositions positions(entry);
    if (failed(func.insertArgument(0u, pointer, {}, loc)))
      return signalPassFailure();
    Value args = entry.getArgument(0);
    for (unsigned i = 1; i <= numMemrefs; ++i) {
      BlockArgument arg = entry.getArgument(i);
      auto memref = cast<MemRefType>(arg.getType());
      Type descriptor = converter.convertType(memref);
      if (!descriptor) {
        func.emitError("ov-descriptors-by-pointer: no LLVM descriptor for ")
            << memref;
        return signalPassFailure();
      }
      sinkConversionCasts(arg, positions);
      // args[i - 1] points to the descriptor, read just before its first
      // use: reads gathered at the entry would make one huge scheduling
      // region for LLVM's code generation.
      OpBuilder b = OpBuilder::atBlockBegin(&entry);
      if (Operation *first = positions.firstUser(arg))
        b.setInsertionPoint(first);
      Value slot = LLVM::GEPOp::create(b, loc, pointer, pointer, args,
                                       ArrayRef<LLVM::GEPArg>{int32_t(i - 1)});
      Value address = LLVM::LoadOp::create(b, loc, pointer, slot);
      Value loaded = LLVM::LoadOp::create(b, loc, descriptor, address);
      Value asMemref =
          UnrealizedConversionCastOp::create(b, loc, memref, loaded)
              .getResult(0);
      arg.replaceAllUsesWith(asMemref);
    }
    if (hasContext) {
      // args[numMemrefs] is the const ovrt_parallel *.
      BlockArgument arg = entry.getArguments().back();
      OpBuilder b = OpBuilder::atBlockBegin(&entry);
      Value slot =
          LLVM::GEPOp::create(b, loc, pointer, pointer, args,
                              ArrayRef<LLVM::GEPArg>{int32_t(numMemrefs)});
      arg.replaceAllUsesWith(LLVM::LoadOp::create(b, loc, pointer, slot));
    }
    llvm::BitVector memrefArgs(entry.getNumArguments(), true);
    memrefArgs.reset(0);
    if (failed(func.eraseArguments(memrefArgs)))
      return signalPassFailure();
    func->removeAttr(kCInterfaceAttr);
  }

  /// The memref lowerings cast each argument to its LLVM struct at the top
  /// of the entry block; such a cast moves down to its own first use, so
  /// that the descriptor is read there.
  static void sinkConversionCasts(Value arg, ov::BlockPositions &positions) {
    for (Operation *user : llvm::make_early_inc_range(arg.getUsers())) {
      auto cast = dyn_cast<UnrealizedConversionCastOp>(user);
      if (!cast || cast->getNumOperands() != 1 ||
          cast->getBlock() != arg.getParentBlock())
        continue;
      if (Operation *first = positions.firstUser(cast.getResults()))
        positions.moveBefore(cast, first);
    }
  }
};

} // namespace
