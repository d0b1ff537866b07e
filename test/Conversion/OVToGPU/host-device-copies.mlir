// RUN: ov-opt %s --split-input-file --ov-gpu-host-device-copies --verify-diagnostics | FileCheck %s

// An argument the kernel reads is copied in, one it writes is copied back;
// every twin is freed after the copies back.
// CHECK-LABEL: func.func @read_and_write
//  CHECK-SAME:   (%[[IN:.*]]: memref<?xf32>, %[[OUT:.*]]: memref<?xf32>)
//       CHECK:   %[[N_IN:.*]] = memref.dim %[[IN]]
//       CHECK:   %[[D_IN:.*]] = gpu.alloc (%[[N_IN]]) : memref<?xf32>
//       CHECK:   gpu.memcpy %[[D_IN]], %[[IN]]
//       CHECK:   %[[N_OUT:.*]] = memref.dim %[[OUT]]
//       CHECK:   %[[D_OUT:.*]] = gpu.alloc (%[[N_OUT]]) : memref<?xf32>
//   CHECK-NOT:   gpu.memcpy %[[D_OUT]], %[[OUT]]
//       CHECK:   gpu.launch
//       CHECK:     memref.load %[[D_IN]]
//       CHECK:     memref.store %{{.*}}, %[[D_OUT]]
//       CHECK:   gpu.memcpy %[[OUT]], %[[D_OUT]]
//   CHECK-NOT:   gpu.memcpy %[[IN]]
//       CHECK:   gpu.dealloc %[[D_IN]]
//       CHECK:   gpu.dealloc %[[D_OUT]]
//  CHECK-NEXT:   return
func.func @read_and_write(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %in, %c0 : memref<?xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %in[%bx] : memref<?xf32>
    memref.store %v, %out[%bx] : memref<?xf32>
    gpu.terminator
  }
  return
}

// -----

// The function's own buffers live on the device only: alloc, copy and
// dealloc become their gpu twins.
// CHECK-LABEL: func.func @own_buffers
//  CHECK-SAME:   (%[[IN:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>)
//   CHECK-NOT:   memref.alloc
//       CHECK:   %[[D_IN:.*]] = gpu.alloc () : memref<4xf32>
//       CHECK:   gpu.memcpy %[[D_IN]], %[[IN]]
//       CHECK:   %[[D_OUT:.*]] = gpu.alloc () : memref<4xf32>
//       CHECK:   %[[TMP:.*]] = gpu.alloc () : memref<4xf32>
//  CHECK-NEXT:   gpu.memcpy %[[TMP]], %[[D_IN]]
//       CHECK:   gpu.launch
//       CHECK:     memref.load %[[TMP]]
//       CHECK:   gpu.dealloc %[[TMP]]
//  CHECK-NEXT:   gpu.memcpy %[[OUT]], %[[D_OUT]]
//   CHECK-NOT:   memref.dealloc
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @own_buffers(%in: memref<4xf32>, %out: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %tmp = memref.alloc() : memref<4xf32>
  memref.copy %in, %tmp : memref<4xf32> to memref<4xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %tmp[%bx] : memref<4xf32>
    memref.store %v, %out[%bx] : memref<4xf32>
    gpu.terminator
  }
  memref.dealloc %tmp : memref<4xf32>
  return
}

// -----

// Functions without kernels are left alone.
// CHECK-LABEL: func.func @host_only
//  CHECK-NEXT:   memref.copy
//  CHECK-NEXT:   return
func.func @host_only(%in: memref<4xf32>, %out: memref<4xf32>) {
  memref.copy %in, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

// expected-error @below {{ov-gpu-host-device-copies: argument 0 has a non-identity layout 'memref<4xf32, strided<[2]>>'}}
func.func @strided_argument(%in: memref<4xf32, strided<[2]>>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %in[%bx] : memref<4xf32, strided<[2]>>
    gpu.terminator
  }
  return
}

// -----

// expected-error @below {{ov-gpu-host-device-copies: the host code of a function with GPU kernels must be one block}}
func.func @two_blocks(%in: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %in[%bx] : memref<4xf32>
    gpu.terminator
  }
  cf.br ^next
^next:
  return
}

// -----

func.func @alloc_in_control_flow(%in: memref<4xf32>, %flag: i1) {
  %c1 = arith.constant 1 : index
  scf.if %flag {
    // expected-error @below {{ov-gpu-host-device-copies: a buffer allocated inside host control flow}}
    %tmp = memref.alloc() : memref<4xf32>
    memref.copy %in, %tmp : memref<4xf32> to memref<4xf32>
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %in[%bx] : memref<4xf32>
    gpu.terminator
  }
  return
}

// -----

func.func @buffer_in_memory_space(%in: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  // expected-error @below {{ov-gpu-host-device-copies: unsupported buffer type 'memref<4xf32, 3>'}}
  %tmp = memref.alloc() : memref<4xf32, 3>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %tmp[%bx] : memref<4xf32, 3>
    gpu.terminator
  }
  return
}

// -----

func.func @host_reads_device_buffer(%in: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %tmp = memref.alloc() : memref<4xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %in[%bx] : memref<4xf32>
    memref.store %v, %tmp[%bx] : memref<4xf32>
    gpu.terminator
  }
  // expected-error @below {{ov-gpu-host-device-copies: host code reads or writes a buffer that lives on the device}}
  %r = memref.load %tmp[%c0] : memref<4xf32>
  return %r : f32
}
