//===- HoistParallelAllocas.cpp - Per-thread scratch for parallel loops ---===//
//
// convert-scf-to-openmp wraps each parallel loop body in a
// memref.alloca_scope; allocas inside it would be allocated per iteration,
// and the scope, once scf-to-cf has made its region multi-block, no longer
// verifies. Static allocas at the top of such a scope move to the entry
// block of the enclosing omp.parallel region: one per thread, allocated
// once. Each iteration of the loop then reuses its thread's buffer, which is
// what a scratch buffer written before it is read in every iteration needs.
//
//===----------------------------------------------------------------------===//

#include "ov/ABI/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"

namespace mlir::ov {
#define GEN_PASS_DEF_OVHOISTPARALLELALLOCAS
#include "ov/ABI/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;

namespace {

struct OVHoistParallelAllocasPass
    : public ov::impl::OVHoistParallelAllocasBase<OVHoistParallelAllocasPass> {
  void runOnOperation() override {
    SmallVector<memref::AllocaOp> hoistable;
    getOperation()->walk([&](memref::AllocaScopeOp scope) {
      auto parallel = scope->getParentOfType<omp::ParallelOp>();
      if (!parallel || scope.getBodyRegion().empty())
        return;
      for (Operation &op : scope.getBodyRegion().front())
        if (auto alloca = dyn_cast<memref::AllocaOp>(op))
          if (alloca.getType().hasStaticShape() &&
              alloca->getNumOperands() == 0)
            hoistable.push_back(alloca);
    });
    for (memref::AllocaOp alloca : hoistable) {
      auto parallel = alloca->getParentOfType<omp::ParallelOp>();
      Block &entry = parallel.getRegion().front();
      alloca->moveBefore(&entry, entry.begin());
    }
  }
};

} // namespace
