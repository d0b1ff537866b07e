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
// gpu.binary. The host functions keep the CPU ABI (memref arguments, results
// as out-parameters) and move their data themselves on one stream: device
// buffers, copies in, the launch, copies out, frees, one synchronization.
// The PTX rounds every f32 operation (.rn: ptxas may not contract them into
// FMAs, docs/semantics.md 3.4).

// CHECK-LABEL: llvm.func @maxpool_v8(
// CHECK:         %[[STREAM:.*]] = llvm.call @mgpuStreamCreate()
// CHECK:         %[[IN:.*]] = llvm.call @mgpuMemAlloc(%{{.*}}, %[[STREAM]], %{{.*}})
// CHECK:         llvm.call @mgpuMemcpy(%{{.*}}, %{{.*}}, %{{.*}}, %[[STREAM]])
// CHECK:         llvm.call @mgpuMemAlloc
// CHECK:         llvm.call @mgpuMemAlloc
// CHECK:         gpu.launch_func <%[[STREAM]] : !llvm.ptr> @maxpool_v8_kernel::@maxpool_v8_kernel
// CHECK-COUNT-2: llvm.call @mgpuMemcpy
// CHECK-COUNT-3: llvm.call @mgpuMemFree
// CHECK:         llvm.call @mgpuStreamSynchronize(%[[STREAM]])
// CHECK:         llvm.call @mgpuStreamDestroy(%[[STREAM]])
// CHECK:         gpu.binary @maxpool_v8_kernel [#gpu.object<#nvvm.target<chip = "sm_90", features = "+ptx78">, {{.*}}.version 7.8\0A.target sm_90{{.*}}.visible .entry maxpool_v8_kernel(

// CHECK-LABEL: llvm.func @maxpool_v1(
// CHECK:         gpu.launch_func {{.*}} @maxpool_v1_kernel::@maxpool_v1_kernel
// CHECK:         gpu.binary @maxpool_v1_kernel [#gpu.object<#nvvm.target<chip = "sm_90", {{.*}}.target sm_90{{.*}}.entry maxpool_v1_kernel(

// CHECK-LABEL: llvm.func @roi_align(
// CHECK-COUNT-3: llvm.call @mgpuMemcpy
// CHECK:         gpu.launch_func {{.*}} @roi_align_kernel::@roi_align_kernel blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%{{.*}}, %{{.*}}, %{{.*}})
// CHECK:         llvm.call @mgpuMemcpy
// CHECK:         llvm.call @mgpuStreamSynchronize
// CHECK:         gpu.binary @roi_align_kernel [#gpu.object<#nvvm.target<chip = "sm_90", {{.*}}.target sm_90{{.*}}.entry roi_align_kernel({{.*}}div.rn.f32{{.*}}add.rn.f32


// SM80-COUNT-3: #nvvm.target<chip = "sm_80", features = "+ptx70">{{.*}}.version 7.0\0A.target sm_80
// PTX80-COUNT-3: #nvvm.target<chip = "sm_90", features = "+ptx80">{{.*}}.version 8.0\0A.target sm_90
