// RUN: ov-opt %S/Inputs/cuda-ops.mlir --ov-lower-to-cuda-emulated | FileCheck %s \
// RUN:   --implicit-check-not="= ov." --implicit-check-not="scf." \
// RUN:   --implicit-check-not="gpu." --implicit-check-not="memref." \
// RUN:   --implicit-check-not="llvm.intr.fma" --implicit-check-not="llvm.intr.fmuladd"
// RUN: ov-opt %S/Inputs/cuda-ops.mlir '--ov-lower-to-cuda-emulated=block-size=64' \
// RUN:   | FileCheck %s --check-prefix=B64

// --ov-lower-to-cuda-emulated (testing only): the kernels of ov-lower-to-cuda
// run on the CPU. No gpu op is left: every gpu.launch became loops over its
// blocks (parallel, when there is more than one) and threads, and the host code
// is the CPU pipeline's (no mgpu* call, no device buffer). No operation is
// contracted into an FMA, as in the PTX.

// CHECK-LABEL: llvm.func @maxpool_v8(
// CHECK-NOT:     llvm.call @mgpu
// CHECK:         llvm.return

// The ROIAlign kernel's grid is (ROIs, channel tiles): one parallel loop
// over both, launched through the caller's parallel-for; its chunk function
// delinearizes each block index (urem) and runs the 256 threads of the
// block as a loop inside.
// CHECK-LABEL: llvm.func @roi_align(
// CHECK:         llvm.mlir.addressof @roi_align_parallel_trampoline
// CHECK-NEXT:    llvm.call %{{.+}}(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : !llvm.ptr, (!llvm.ptr, i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK:         llvm.return
// CHECK-LABEL: llvm.func @roi_align_parallel(
// CHECK:           llvm.urem
// CHECK:             llvm.fdiv
// CHECK:         llvm.return

// With 64 threads per block, a ROIAlign block holds one 7x7 channel (49
// threads busy, the rest predicated off), so the grid has 64 channel tiles.
// B64-LABEL: llvm.func @roi_align(
// B64:         llvm.mlir.constant(64 : index)
