// RUN: ov-opt %S/Inputs/cuda-ops.mlir --ov-lower-to-cuda | FileCheck %s \
// RUN:   --implicit-check-not="= ov." --implicit-check-not="scf." \
// RUN:   --implicit-check-not="memref." --implicit-check-not="gpu.alloc" \
// RUN:   --implicit-check-not="gpu.memcpy" --implicit-check-not="gpu.module" \
// RUN:   --implicit-check-not="fma.rn"
// RUN: ov-opt %S/Inputs/cuda-ops.mlir '--ov-lower-to-cuda=gpu-chip=sm_80' \
// RUN:   | FileCheck %s --check-prefix=SM80
// RUN: ov-opt %S/Inputs/cuda-ops.mlir '--ov-lower-to-cuda=gpu-chip=sm_90 gpu-features=+ptx80' \
// RUN:   | FileCheck %s --check-prefix=PTX80

// --ov-lower-to-cuda: every op becomes a kernel, outlined into its own
// gpu.module and compiled to PTX for sm_90 (format isa: the driver JIT
// compiles it at load, no CUDA toolkit at build time), embedded as a
// gpu.binary. The kernels of a function run in a private function on
// device buffers, on one stream with one synchronization; two entries call
// it. The function itself keeps the CPU ABI (host memref arguments, results
// as out-parameters) and moves its data: device buffers and copies in on a
// stream, synchronized before the call, then copies out and frees on
// another. `__ov_device_<name>` calls the kernels on the caller's device
// buffers, with no copy and no allocation of its own.
// The PTX rounds every f32 operation (.rn: ptxas may not contract them into
// FMAs, docs/semantics.md 3.4).

// CHECK-LABEL: llvm.func @maxpool_v8(
// CHECK:         %[[STREAM:.*]] = llvm.call @mgpuStreamCreate()
// CHECK:         %[[IN:.*]] = llvm.call @mgpuMemAlloc(%{{.*}}, %[[STREAM]], %{{.*}})
// CHECK:         llvm.call @mgpuMemcpy(%{{.*}}, %{{.*}}, %{{.*}}, %[[STREAM]])
// CHECK-COUNT-2: llvm.call @mgpuMemAlloc
// CHECK-NOT:     llvm.call @mgpuMemcpy
// CHECK:         llvm.call @mgpuStreamSynchronize(%[[STREAM]])
// CHECK:         llvm.call @mgpuStreamDestroy(%[[STREAM]])
// CHECK:         llvm.call @__ov_kernels_maxpool_v8(
// CHECK:         %[[BACK:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-COUNT-2: llvm.call @mgpuMemcpy({{.*}}, %[[BACK]])
// CHECK-COUNT-3: llvm.call @mgpuMemFree({{.*}}, %[[BACK]])
// CHECK:         llvm.call @mgpuStreamSynchronize(%[[BACK]])
// CHECK:         llvm.call @mgpuStreamDestroy(%[[BACK]])

// CHECK-LABEL: llvm.func @__ov_device_maxpool_v8(
// CHECK-NEXT:    llvm.call @__ov_kernels_maxpool_v8(
// CHECK-NEXT:    llvm.return

// CHECK-LABEL: llvm.func @__ov_kernels_maxpool_v8(
// CHECK-NOT:     llvm.call @mgpuMem
// CHECK:         %[[KS:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NOT:     llvm.call @mgpuMem
// CHECK:         gpu.launch_func <%[[KS]] : !llvm.ptr> @__ov_kernels_maxpool_v8_kernel::@__ov_kernels_maxpool_v8_kernel
// CHECK-NOT:     llvm.call @mgpuMem
// CHECK:         llvm.call @mgpuStreamSynchronize(%[[KS]])
// CHECK:         llvm.call @mgpuStreamDestroy(%[[KS]])
// CHECK:         gpu.binary @__ov_kernels_maxpool_v8_kernel [#gpu.object<#nvvm.target<chip = "sm_90", features = "+ptx78">, {{.*}}.version 7.8\0A.target sm_90{{.*}}.visible .entry __ov_kernels_maxpool_v8_kernel(

// CHECK-LABEL: llvm.func @maxpool_v1(
// CHECK:         llvm.call @__ov_kernels_maxpool_v1(
// CHECK-LABEL: llvm.func @__ov_device_maxpool_v1(
// CHECK-LABEL: llvm.func @__ov_kernels_maxpool_v1(
// CHECK:         gpu.launch_func {{.*}} @__ov_kernels_maxpool_v1_kernel::@__ov_kernels_maxpool_v1_kernel
// CHECK:         gpu.binary @__ov_kernels_maxpool_v1_kernel [#gpu.object<#nvvm.target<chip = "sm_90", {{.*}}.target sm_90{{.*}}.entry __ov_kernels_maxpool_v1_kernel(

// CHECK-LABEL: llvm.func @roi_align(
// CHECK-COUNT-3: llvm.call @mgpuMemcpy
// CHECK:         llvm.call @__ov_kernels_roi_align(
// CHECK:         llvm.call @mgpuMemcpy
// CHECK:         llvm.call @mgpuStreamSynchronize
// CHECK-LABEL: llvm.func @__ov_device_roi_align(
// CHECK-LABEL: llvm.func @__ov_kernels_roi_align(
// CHECK:         gpu.launch_func {{.*}} @__ov_kernels_roi_align_kernel::@__ov_kernels_roi_align_kernel blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%{{.*}}, %{{.*}}, %{{.*}})
// CHECK:         llvm.call @mgpuStreamSynchronize
// CHECK:         gpu.binary @__ov_kernels_roi_align_kernel [#gpu.object<#nvvm.target<chip = "sm_90", {{.*}}.target sm_90{{.*}}.entry __ov_kernels_roi_align_kernel({{.*}}div.rn.f32{{.*}}add.rn.f32


// SM80-COUNT-3: #nvvm.target<chip = "sm_80", features = "+ptx70">{{.*}}.version 7.0\0A.target sm_80
// PTX80-COUNT-3: #nvvm.target<chip = "sm_90", features = "+ptx80">{{.*}}.version 8.0\0A.target sm_90
