// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LibdeviceToIntrinsics.cpp - Exact libdevice calls as intrinsics ----===//
//
// ov-gpu-libdevice-to-intrinsics: convert-gpu-to-nvvm lowers math.floor,
// math.ceil and math.absf to libdevice calls, and libdevice ships with the
// CUDA toolkit, which building a module must not need. These functions are
// exact, and so are the LLVM intrinsics that replace them (the NVPTX backend
// emits cvt.rmi / cvt.rpi / abs).
//
//===----------------------------------------------------------------------===//

#include "ov/Target/CUDA/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/ADT/StringSwitch.h"

namespace mlir::ov {
#define GEN_PASS_DEF_OVGPULIBDEVICETOINTRINSICS
#include "ov/Target/CUDA/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;

namespace {

enum class Intrinsic { None, Floor, Ceil, Abs };

} // namespace

static Intrinsic intrinsicFor(StringRef callee) {
  return llvm::StringSwitch<Intrinsic>(callee)
      .Cases({"__nv_floorf", "__nv_floor"}, Intrinsic::Floor)
      .Cases({"__nv_ceilf", "__nv_ceil"}, Intrinsic::Ceil)
      .Cases({"__nv_fabsf", "__nv_fabs"}, Intrinsic::Abs)
      .Default(Intrinsic::None);
}

namespace {

struct OVGPULibdeviceToIntrinsicsPass
    : public ov::impl::OVGPULibdeviceToIntrinsicsBase<
          OVGPULibdeviceToIntrinsicsPass> {
  void runOnOperation() override {
    gpu::GPUModuleOp module = getOperation();
    SmallVector<LLVM::CallOp> calls;
    module.walk([&](LLVM::CallOp call) {
      std::optional<StringRef> callee = call.getCallee();
      if (callee && call.getNumOperands() == 1 && call.getNumResults() == 1 &&
          intrinsicFor(*callee) != Intrinsic::None)
        calls.push_back(call);
    });
    for (LLVM::CallOp call : calls) {
      OpBuilder b(call);
      Value x = call.getOperand(0);
      Value result;
      switch (intrinsicFor(*call.getCallee())) {
      case Intrinsic::Floor:
        result = LLVM::FFloorOp::create(b, call.getLoc(), x);
        break;
      case Intrinsic::Ceil:
        result = LLVM::FCeilOp::create(b, call.getLoc(), x);
        break;
      case Intrinsic::Abs:
        result = LLVM::FAbsOp::create(b, call.getLoc(), x);
        break;
      case Intrinsic::None:
        continue;
      }
      call.getResult().replaceAllUsesWith(result);
      call.erase();
    }
    // Drop the declarations nothing calls any more.
    for (auto decl :
         llvm::make_early_inc_range(module.getOps<LLVM::LLVMFuncOp>()))
      if (decl.isExternal() &&
          intrinsicFor(decl.getName()) != Intrinsic::None &&
          decl.symbolKnownUseEmpty(module))
        decl.erase();
  }
};

} // namespace
