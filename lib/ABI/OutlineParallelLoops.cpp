// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OutlineParallelLoops.cpp - Parallel loops as chunk functions -------===//
//
// ov-outline-parallel-loops: the first half of runtime/ABI.md's parallel
// regions (ov-lower-parallel-launches is the second). Every function that
// reaches an scf.parallel gets a trailing `!llvm.ptr` argument, the caller's
// `const ovrt_parallel *`; each outermost scf.parallel becomes a private
// function over a chunk [begin, end) of its linearized iteration space and
// a call of a launch declaration, `(context, count, captures...)`, guarded
// by `count > 0`.
//
//===----------------------------------------------------------------------===//

#include "ov/ABI/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::ov {
#define GEN_PASS_DEF_OVOUTLINEPARALLELLOOPS
#include "ov/ABI/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;

namespace {

/// The launch declaration's attribute naming its chunk function
/// (ov-lower-parallel-launches reads it).
constexpr StringLiteral kParallelBodyAttr = "ov.parallel_body";

/// Check functions (`__ov_check_<name>`, `__ov_fn___ov_check_<name>` after
/// ov-compile's renaming) have no context argument in the ABI: their
/// parallel loops, if any, stay sequential.
static bool isCheckFunction(func::FuncOp func) {
  StringRef name = func.getSymName();
  return name.starts_with("__ov_check_") ||
         name.starts_with("__ov_fn___ov_check_");
}

/// A static alloca without operands, directly in the loop body: allocated
/// once per chunk function call instead of once per iteration.
static bool isHoistable(Operation &op) {
  auto alloca = dyn_cast<memref::AllocaOp>(op);
  return alloca && alloca.getType().hasStaticShape() &&
         alloca->getNumOperands() == 0;
}

struct OVOutlineParallelLoopsPass
    : public ov::impl::OVOutlineParallelLoopsBase<OVOutlineParallelLoopsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    llvm::SetVector<func::FuncOp> parallel = functionsReachingParallelLoops();
    for (func::FuncOp func : parallel)
      if (failed(func.insertArgument(func.getNumArguments(),
                                     LLVM::LLVMPointerType::get(&getContext()),
                                     {}, func.getLoc())))
        return signalPassFailure();
    if (failed(passContextToCallees(parallel)))
      return signalPassFailure();
    for (func::FuncOp func : parallel) {
      SmallVector<scf::ParallelOp> outermost;
      func.walk<WalkOrder::PreOrder>([&](scf::ParallelOp loop) {
        if (loop->getNumResults() == 0)
          outermost.push_back(loop);
        return WalkResult::skip();
      });
      Value context = func.getArguments().back();
      for (scf::ParallelOp loop : outermost)
        outline(loop, func, context, symbols);
    }
  }

  /// Functions with an scf.parallel (without results) or a call of such a
  /// function, check functions excepted.
  llvm::SetVector<func::FuncOp> functionsReachingParallelLoops() {
    ModuleOp module = getOperation();
    llvm::SetVector<func::FuncOp> found;
    for (auto func : module.getOps<func::FuncOp>()) {
      bool has = !func.isExternal() && !isCheckFunction(func) &&
                 func.walk([](scf::ParallelOp loop) {
                       return loop->getNumResults() == 0
                                  ? WalkResult::interrupt()
                                  : WalkResult::advance();
                     })
                     .wasInterrupted();
      if (has)
        found.insert(func);
    }
    for (bool grew = true; grew;) {
      grew = false;
      for (auto func : module.getOps<func::FuncOp>()) {
        if (func.isExternal() || isCheckFunction(func) || found.contains(func))
          continue;
        bool calls = func.walk([&](func::CallOp call) {
                           auto callee = module.lookupSymbol<func::FuncOp>(
                               call.getCalleeAttr());
                           return callee && found.contains(callee)
                                      ? WalkResult::interrupt()
                                      : WalkResult::advance();
                         })
                         .wasInterrupted();
        if (calls)
          grew = found.insert(func);
      }
    }
    return found;
  }

  /// Each call of a function that took a context passes the caller's.
  LogicalResult
  passContextToCallees(const llvm::SetVector<func::FuncOp> &parallel) {
    ModuleOp module = getOperation();
    SmallVector<func::CallOp> calls;
    module.walk([&](func::CallOp call) {
      auto callee = module.lookupSymbol<func::FuncOp>(call.getCalleeAttr());
      if (callee && parallel.contains(callee))
        calls.push_back(call);
    });
    for (func::CallOp call : calls) {
      auto caller = call->getParentOfType<func::FuncOp>();
      if (!parallel.contains(caller))
        return call.emitError("ov-outline-parallel-loops: a check function "
                              "calls a function with parallel loops");
      SmallVector<Value> operands(call.getOperands());
      operands.push_back(caller.getArguments().back());
      call.getOperandsMutable().assign(operands);
    }
    return success();
  }

  /// Replaces `loop` (outermost, in `func`) by a launch of its chunk
  /// function when its iteration count is positive.
  void outline(scf::ParallelOp loop, func::FuncOp func, Value context,
               SymbolTable &symbols) {
    Location loc = loop.getLoc();
    OpBuilder b(loop);
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value total = arith::ConstantIndexOp::create(b, loc, 1);
    SmallVector<Value> counts;
    for (auto [lb, ub, step] : llvm::zip(
             loop.getLowerBound(), loop.getUpperBound(), loop.getStep())) {
      Value span = b.createOrFold<arith::SubIOp>(loc, ub, lb);
      Value count = b.createOrFold<arith::CeilDivSIOp>(loc, span, step);
      count = b.createOrFold<arith::MaxSIOp>(loc, count, zero);
      counts.push_back(count);
      total = b.createOrFold<arith::MulIOp>(loc, total, count);
    }

    // What the chunk function needs from here: the loop's free values and
    // the bounds it delinearizes with; constants are rebuilt inside.
    llvm::SetVector<Value> needed;
    getUsedValuesDefinedAbove(loop.getRegion(), needed);
    // (Dimension 0's count bounds nothing inside.)
    for (ValueRange range :
         {ValueRange(loop.getLowerBound()), ValueRange(loop.getStep()),
          ValueRange(ArrayRef<Value>(counts).drop_front())})
      needed.insert(range.begin(), range.end());
    SmallVector<Value> captures;
    SmallVector<Operation *> constants;
    for (Value v : needed) {
      Operation *def = v.getDefiningOp();
      if (def && def->hasTrait<OpTrait::ConstantLike>())
        constants.push_back(def);
      else
        captures.push_back(v);
    }

    func::FuncOp chunks =
        buildChunkFunction(loop, func, counts, captures, constants, symbols);
    func::FuncOp launch = declareLaunch(func, chunks, captures, symbols);

    b.setInsertionPoint(loop);
    Value positive =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, total, zero);
    auto guard = scf::IfOp::create(b, loc, positive, /*withElse=*/false);
    OpBuilder inThen = guard.getThenBodyBuilder();
    SmallVector<Value> operands{context, total};
    operands.append(captures);
    func::CallOp::create(inThen, loc, launch, operands);
    loop.erase();
  }

  /// `func.func private @<func>_parallel(%begin, %end, captures...)`: the
  /// loop body for each linear index in [begin, end), delinearized in
  /// row-major order (dimension 0 outermost, as OpenMP's collapse).
  func::FuncOp buildChunkFunction(scf::ParallelOp loop, func::FuncOp func,
                                  ArrayRef<Value> counts,
                                  ArrayRef<Value> captures,
                                  ArrayRef<Operation *> constants,
                                  SymbolTable &symbols) {
    Location loc = loop.getLoc();
    OpBuilder b(func);
    b.setInsertionPointAfter(func);
    SmallVector<Type> inputs{b.getIndexType(), b.getIndexType()};
    for (Value v : captures)
      inputs.push_back(v.getType());
    auto chunks =
        func::FuncOp::create(b, loc, (func.getSymName() + "_parallel").str(),
                             b.getFunctionType(inputs, {}));
    chunks.setPrivate();
    symbols.insert(chunks);
    Block *entry = chunks.addEntryBlock();
    b.setInsertionPointToStart(entry);

    IRMapping map;
    for (auto [v, arg] :
         llvm::zip(captures, entry->getArguments().drop_front(2)))
      map.map(v, arg);
    for (Operation *def : constants)
      b.clone(*def, map);
    Block &body = *loop.getBody();
    for (Operation &op : body)
      if (isHoistable(op))
        b.clone(op, map);
    bool scoped = llvm::any_of(body, [](Operation &op) {
      if (isHoistable(op))
        return false;
      return op.walk([](memref::AllocaOp) { return WalkResult::interrupt(); })
          .wasInterrupted();
    });

    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    auto forOp = scf::ForOp::create(b, loc, entry->getArgument(0),
                                    entry->getArgument(1), one);
    func::ReturnOp::create(b, loc);
    b.setInsertionPointToStart(forOp.getBody());
    if (scoped) {
      // Allocas the body makes per iteration are freed per iteration.
      auto scope = memref::AllocaScopeOp::create(b, loc, TypeRange{});
      Block *inner = b.createBlock(&scope.getBodyRegion());
      b.setInsertionPointToStart(inner);
      memref::AllocaScopeReturnOp::create(b, loc);
      b.setInsertionPointToStart(inner);
    }
    Value rest = forOp.getInductionVar();
    SmallVector<Value> ivs(counts.size());
    for (size_t d = counts.size(); d-- > 0;) {
      Value count = map.lookup(counts[d]);
      Value iv = rest;
      if (d > 0) {
        iv = arith::RemUIOp::create(b, loc, rest, count);
        rest = arith::DivUIOp::create(b, loc, rest, count);
      }
      Value lb = map.lookupOrDefault(loop.getLowerBound()[d]);
      Value step = map.lookupOrDefault(loop.getStep()[d]);
      Value scaled = arith::MulIOp::create(b, loc, iv, step);
      ivs[d] = arith::AddIOp::create(b, loc, lb, scaled);
    }
    for (auto [iv, value] : llvm::zip(loop.getInductionVars(), ivs))
      map.map(iv, value);
    for (Operation &op : body.without_terminator())
      if (!isHoistable(op))
        b.clone(op, map);
    return chunks;
  }

  /// `func.func private @__ov_parallel_launch_<chunks>(!llvm.ptr, index,
  /// captures...)`, naming its chunk function.
  func::FuncOp declareLaunch(func::FuncOp func, func::FuncOp chunks,
                             ArrayRef<Value> captures, SymbolTable &symbols) {
    OpBuilder b(func);
    SmallVector<Type> inputs{LLVM::LLVMPointerType::get(&getContext()),
                             b.getIndexType()};
    for (Value v : captures)
      inputs.push_back(v.getType());
    auto launch = func::FuncOp::create(
        b, func.getLoc(), ("__ov_parallel_launch_" + chunks.getSymName()).str(),
        b.getFunctionType(inputs, {}));
    launch.setPrivate();
    launch->setAttr(kParallelBodyAttr,
                    FlatSymbolRefAttr::get(chunks.getSymNameAttr()));
    symbols.insert(launch);
    return launch;
  }
};

} // namespace
