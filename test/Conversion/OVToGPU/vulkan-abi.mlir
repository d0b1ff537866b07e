// RUN: ov-opt %s --split-input-file --ov-gpu-vulkan-abi -verify-diagnostics \
// RUN:   | FileCheck %s

// ov-gpu-vulkan-abi: a kernel's buffers first (dynamic ones flat, their
// accesses linearized row-major), then its scalars, then the dynamic sizes;
// the launch passes the matching operands. bf16 becomes its i16 bits.

// CHECK-LABEL: func.func @host(
// CHECK-SAME:    %[[X:.*]]: memref<?x4xbf16>, %[[N:.*]]: index, %[[Y:.*]]: memref<8xf32>)
// CHECK:         %[[FLAT:.*]] = memref.collapse_shape %[[X]] {{\[\[}}0, 1]] : memref<?x4xbf16> into memref<?xbf16>
// CHECK:         %[[BITS:.*]] = builtin.unrealized_conversion_cast %[[FLAT]] : memref<?xbf16> to memref<?xi16>
// CHECK:         %[[D0:.*]] = memref.dim %[[X]], %{{.*}} : memref<?x4xbf16>
// CHECK:         gpu.launch_func @k::@k {{.*}} args(%[[BITS]] : memref<?xi16>, %[[Y]] : memref<8xf32>, %[[N]] : index, %[[D0]] : index)
// CHECK:       gpu.func @k(%[[B:.*]]: memref<?xi16>, %[[OUT:.*]]: memref<8xf32>, %[[S:.*]]: index, %[[ROWS:.*]]: index) kernel
// CHECK:         %[[C4:.*]] = arith.constant 4 : index
// CHECK:         %[[R:.*]] = arith.muli %[[S]], %[[C4]] : index
// CHECK:         %[[AT:.*]] = arith.addi %[[R]], %{{.*}} : index
// CHECK:         %[[V:.*]] = memref.load %[[B]][%[[AT]]] : memref<?xi16>
// CHECK:         %[[W:.*]] = arith.extui %[[V]] : i16 to i32
// CHECK:         %[[F:.*]] = arith.shli %[[W]]
// CHECK:         %[[I:.*]] = arith.addi %[[ROWS]], %{{.*}} : index
// CHECK:         memref.store %{{.*}}, %[[OUT]][%[[I]]] : memref<8xf32>
module attributes {gpu.container_module} {
  func.func @host(%x: memref<?x4xbf16>, %n: index, %y: memref<8xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%n : index, %x : memref<?x4xbf16>, %y : memref<8xf32>)
    return
  }
  gpu.module @k {
    gpu.func @k(%n: index, %x: memref<?x4xbf16>, %y: memref<8xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %v = memref.load %x[%n, %c1] : memref<?x4xbf16>
      %f = arith.extf %v : bf16 to f32
      %rows = memref.dim %x, %c0 : memref<?x4xbf16>
      %i = arith.addi %rows, %c1 : index
      memref.store %f, %y[%i] : memref<8xf32>
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    // expected-error @+1 {{kernel k argument 0 has type 'f32': the vulkan target passes buffers and integer scalars (push constants) only}}
    gpu.func @k(%s: f32, %y: memref<8xf32>) kernel {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @k(%x: memref<?xbf16>, %y: memref<8xf32>) kernel {
      %c0 = arith.constant 0 : index
      %v = memref.load %x[%c0] : memref<?xbf16>
      // expected-error @+1 {{kernel k: 'arith.addf' on bf16 is not supported by the vulkan target (bf16 is computed in f32 and stored as its 16 bits)}}
      %s = arith.addf %v, %v : bf16
      memref.store %s, %x[%c0] : memref<?xbf16>
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @k(%x: memref<?x4xf32>, %y: memref<8xf32>) kernel {
      %c0 = arith.constant 0 : index
      // expected-error @+1 {{kernel k: 'memref.subview' on a dynamically shaped buffer is not supported by the vulkan target (loads, stores and memref.dim only)}}
      %s = memref.subview %x[0, 0] [1, 4] [1, 1] : memref<?x4xf32> to memref<1x4xf32, strided<[4, 1]>>
      gpu.return
    }
  }
}
