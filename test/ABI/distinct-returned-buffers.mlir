// RUN: ov-opt %s --ov-distinct-returned-buffers | FileCheck %s
// RUN: ov-opt %s --ov-distinct-returned-buffers --buffer-results-to-out-params="hoist-static-allocs=true hoist-dynamic-allocs=true modify-public-functions=true" | FileCheck %s --check-prefix=OUT

// A buffer returned twice gets a copy for its second occurrence; then each
// result's allocation becomes the caller's out-parameter (the first one
// written in place, the second a copy of it).
// CHECK-LABEL: func.func @twice
// CHECK: %[[A:.+]] = memref.alloc() : memref<4xf32>
// CHECK: %[[B:.+]] = memref.alloc() : memref<4xf32>
// CHECK: memref.copy %[[A]], %[[B]]
// CHECK: return %[[A]], %[[B]] :
// OUT-LABEL: func.func @twice
// OUT-SAME: (%{{[^:]+}}: f32, %[[O1:[^:]+]]: memref<4xf32>, %[[O2:[^:]+]]: memref<4xf32>)
// OUT: linalg.fill ins(%{{.+}} : f32) outs(%[[O1]] : memref<4xf32>)
// OUT: memref.copy %[[O1]], %[[O2]]
// OUT-NOT: memref.alloc
func.func @twice(%x: f32) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
  return %a, %a : memref<4xf32>, memref<4xf32>
}

// Dynamic shapes: the copy takes the sizes of the returned buffer.
// CHECK-LABEL: func.func @dynamic
// CHECK: %[[D:.+]] = memref.dim %{{.+}}, %c0
// CHECK: %[[C:.+]] = memref.alloc(%[[D]]) : memref<?xf32>
// CHECK: memref.copy %{{.+}}, %[[C]]
func.func @dynamic(%n: index) -> (memref<?xf32>, memref<?xf32>) {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a, %a : memref<?xf32>, memref<?xf32>
}
