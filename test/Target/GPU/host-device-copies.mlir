// RUN: ov-opt %s --split-input-file --ov-gpu-host-device-copies --verify-diagnostics | FileCheck %s

// The body moves to a private function holding the kernels, which run on
// its (device) arguments. The host entry gives every argument a device
// twin: copied in when a kernel reads it, copied back when one writes it,
// all freed after the copies back. The device entry calls the kernels on
// the caller's buffers, without a copy, and keeps the function's attributes.
// CHECK-LABEL: func.func @read_and_write
//  CHECK-SAME:   (%[[IN:.*]]: memref<?xf32>, %[[OUT:.*]]: memref<?xf32>)
//  CHECK-SAME:   attributes {llvm.emit_c_interface}
//       CHECK:   %[[N_IN:.*]] = memref.dim %[[IN]]
//       CHECK:   %[[D_IN:.*]] = gpu.alloc (%[[N_IN]]) : memref<?xf32>
//       CHECK:   gpu.memcpy %[[D_IN]], %[[IN]]
//       CHECK:   %[[N_OUT:.*]] = memref.dim %[[OUT]]
//       CHECK:   %[[D_OUT:.*]] = gpu.alloc (%[[N_OUT]]) : memref<?xf32>
//   CHECK-NOT:   gpu.memcpy %[[D_OUT]], %[[OUT]]
//       CHECK:   call @__ov_kernels_read_and_write(%[[D_IN]], %[[D_OUT]])
//  CHECK-NEXT:   gpu.memcpy %[[OUT]], %[[D_OUT]]
//  CHECK-NEXT:   gpu.dealloc %[[D_IN]]
//  CHECK-NEXT:   gpu.dealloc %[[D_OUT]]
//  CHECK-NEXT:   return
//       CHECK: func.func @__ov_device_read_and_write
//  CHECK-SAME:   (%[[DIN:.*]]: memref<?xf32>, %[[DOUT:.*]]: memref<?xf32>)
//  CHECK-SAME:   attributes {llvm.emit_c_interface}
//  CHECK-NEXT:   call @__ov_kernels_read_and_write(%[[DIN]], %[[DOUT]])
//  CHECK-NEXT:   return
//       CHECK: func.func private @__ov_kernels_read_and_write
//  CHECK-SAME:   (%[[KIN:.*]]: memref<?xf32>, %[[KOUT:.*]]: memref<?xf32>)
//   CHECK-NOT:   gpu.memcpy
//   CHECK-NOT:   gpu.alloc
//       CHECK:   gpu.launch
//       CHECK:     memref.load %[[KIN]]
//       CHECK:     memref.store %{{.*}}, %[[KOUT]]
//   CHECK-NOT:   gpu.memcpy
//       CHECK:   return
func.func @read_and_write(%in: memref<?xf32>, %out: memref<?xf32>)
    attributes {llvm.emit_c_interface} {
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

// The function's own buffers live on the device only, whichever entry
// runs: alloc, copy and dealloc become their gpu twins in the kernels'
// function. An argument no kernel uses gets no twin. A private function
// gets no device entry.
// CHECK-LABEL: func.func private @own_buffers
//  CHECK-SAME:   (%[[IN:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>, %[[UNUSED:.*]]: memref<8xf32>)
//   CHECK-NOT:   memref.alloc
//       CHECK:   %[[D_IN:.*]] = gpu.alloc () : memref<4xf32>
//       CHECK:   gpu.memcpy %[[D_IN]], %[[IN]]
//       CHECK:   %[[D_OUT:.*]] = gpu.alloc () : memref<4xf32>
//  CHECK-NEXT:   call @__ov_kernels_own_buffers(%[[D_IN]], %[[D_OUT]], %[[UNUSED]])
//  CHECK-NEXT:   gpu.memcpy %[[OUT]], %[[D_OUT]]
//   CHECK-NOT:   gpu.memcpy
//       CHECK:   return
//   CHECK-NOT: @__ov_device_own_buffers
//       CHECK: func.func private @__ov_kernels_own_buffers
//  CHECK-SAME:   (%[[KIN:.*]]: memref<4xf32>, %[[KOUT:.*]]: memref<4xf32>, %{{.*}}: memref<8xf32>)
//       CHECK:   %[[TMP:.*]] = gpu.alloc () : memref<4xf32>
//  CHECK-NEXT:   gpu.memcpy %[[TMP]], %[[KIN]]
//       CHECK:   gpu.launch
//       CHECK:     memref.load %[[TMP]]
//       CHECK:     memref.store %{{.*}}, %[[KOUT]]
//       CHECK:   gpu.dealloc %[[TMP]]
//   CHECK-NOT:   memref.dealloc
//   CHECK-NOT:   memref.copy
//   CHECK-NOT:   gpu.memcpy
//       CHECK:   return
func.func private @own_buffers(%in: memref<4xf32>, %out: memref<4xf32>,
                               %unused: memref<8xf32>) {
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

// -----

// The entry points' names belong to the ABI: a module that already uses
// one is refused rather than renamed.
func.func private @__ov_device_taken(%in: memref<4xf32>) {
  return
}
// expected-error @below {{ov-gpu-host-device-copies: the module already has a symbol '__ov_device_taken'}}
func.func @taken(%in: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %in[%bx] : memref<4xf32>
    gpu.terminator
  }
  return
}

// -----

// A memref returned as a value would be a device buffer in host hands.
// expected-error @below {{ov-gpu-host-device-copies: a function with GPU kernels returns its results through memref out-parameters, not as values}}
func.func @returns_a_buffer(%in: memref<4xf32>) -> memref<4xf32> {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %in[%bx] : memref<4xf32>
    gpu.terminator
  }
  return %in : memref<4xf32>
}
