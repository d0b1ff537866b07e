//===- DescriptorsByPointer.cpp - ABI memrefs as descriptor pointers ------===//
//
// ov-descriptors-by-pointer: the compiled module's entry points take one
// `void **args`, pointers to memref descriptors (runtime/ABI.md). Giving the
// MLIR function that signature directly, instead of `llvm.emit_c_interface`'s
// wrapper around a function of expanded descriptors, keeps
// convert-func-to-llvm and LLVM's code generation linear in the number of
// inputs and outputs.
//
//===----------------------------------------------------------------------===//

#include "ov/Transforms/Passes.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir::ov {
#define GEN_PASS_DEF_OVDESCRIPTORSBYPOINTER
#include "ov/Transforms/Passes.h.inc"
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
    if (!llvm::all_of(entry.getArgumentTypes(), llvm::IsaPred<MemRefType>)) {
      func.emitError("ov-descriptors-by-pointer: an ABI function takes "
                     "memrefs only");
      return signalPassFailure();
    }
    LLVMTypeConverter converter(&getContext());
    auto pointer = LLVM::LLVMPointerType::get(&getContext());
    Location loc = func.getLoc();
    Value args = entry.insertArgument(0u, pointer, loc);
    for (unsigned i = 1, e = entry.getNumArguments(); i < e; ++i) {
      BlockArgument arg = entry.getArgument(i);
      auto memref = cast<MemRefType>(arg.getType());
      Type descriptor = converter.convertType(memref);
      if (!descriptor) {
        func.emitError("ov-descriptors-by-pointer: no LLVM descriptor for ")
            << memref;
        return signalPassFailure();
      }
      // args[i - 1] points to the descriptor, read just before its first
      // use: reads gathered at the entry would make one huge scheduling
      // region for LLVM's code generation.
      OpBuilder b = OpBuilder::atBlockBegin(&entry);
      if (Operation *first = firstUserInEntry(arg, entry))
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
    entry.eraseArguments(1, entry.getNumArguments() - 1);
    func.setFunctionType(FunctionType::get(
        &getContext(), {pointer}, func.getFunctionType().getResults()));
    func->removeAttr(kCInterfaceAttr);
  }

  /// The op of `entry` that holds the first use of `value`, or null.
  static Operation *firstUserInEntry(Value value, Block &entry) {
    Operation *first = nullptr;
    for (Operation *user : value.getUsers()) {
      Operation *inEntry = entry.findAncestorOpInBlock(*user);
      if (inEntry && (!first || inEntry->isBeforeInBlock(first)))
        first = inEntry;
    }
    return first;
  }
};

} // namespace
