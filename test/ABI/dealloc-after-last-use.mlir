// RUN: ov-opt %s -split-input-file --ov-dealloc-after-last-use | FileCheck %s

// The block's own buffers, owned unconditionally, are freed right after
// their last use (a use nested in an op counts at that op) instead of all
// at the end of the block.
// CHECK-LABEL: func.func @chain
// CHECK: %[[A:.+]] = memref.alloc()
// CHECK-NEXT: call @producer(%{{.+}}, %[[A]])
// CHECK-NEXT: %[[B:.+]] = memref.alloc()
// CHECK-NEXT: call @producer(%[[A]], %[[B]])
// CHECK-NEXT: memref.dealloc %[[A]]
// CHECK-NEXT: scf.if
// CHECK-NEXT: call @producer(%[[B]], %{{.+}})
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %[[B]]
// CHECK-NEXT: return
func.func private @producer(memref<4xf32>, memref<4xf32>)
func.func @chain(%in: memref<4xf32>, %out: memref<4xf32>, %c: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  call @producer(%in, %a) : (memref<4xf32>, memref<4xf32>) -> ()
  %b = memref.alloc() : memref<4xf32>
  call @producer(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
  scf.if %c {
    func.call @producer(%b, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  }
  bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%true, %true)
  return
}

// -----

// Kept in the dealloc: a conditional owner, a buffer with a view, a buffer
// whose pointer is taken, one not allocated here. The dealloc keeps them in order, without the one freed
// early.
// CHECK-LABEL: func.func @kept
// CHECK: %[[FREED:.+]] = memref.alloc() {freed}
// CHECK-NEXT: call @reader(%[[FREED]])
// CHECK-NEXT: memref.dealloc %[[FREED]]
// CHECK: bufferization.dealloc (%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} : {{.+}}) if (%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}){{$}}
// CHECK-NOT: memref.dealloc
func.func private @reader(memref<4xf32>)
func.func @kept(%arg: memref<4xf32>, %c: i1) {
  %true = arith.constant true
  %freed = memref.alloc() {freed} : memref<4xf32>
  call @reader(%freed) : (memref<4xf32>) -> ()
  %conditional = memref.alloc() : memref<4xf32>
  call @reader(%conditional) : (memref<4xf32>) -> ()
  %viewed = memref.alloc() : memref<4xf32>
  %view = memref.subview %viewed[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %pointed = memref.alloc() : memref<4xf32>
  %p = memref.extract_aligned_pointer_as_index %pointed : memref<4xf32> -> index
  bufferization.dealloc (%conditional, %viewed, %pointed, %arg : memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%c, %true, %true, %true)
  bufferization.dealloc (%freed : memref<4xf32>) if (%true)
  return
}

// -----

// A dealloc with retained values is left alone.
// CHECK-LABEL: func.func @retained
// CHECK-NOT: memref.dealloc
// CHECK: bufferization.dealloc (%{{.+}} : memref<4xf32>) if (%{{.+}}) retain (%{{.+}} : memref<4xf32>)
func.func private @reader(memref<4xf32>)
func.func @retained(%arg: memref<4xf32>) -> i1 {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  call @reader(%a) : (memref<4xf32>) -> ()
  %r = bufferization.dealloc (%a : memref<4xf32>) if (%true) retain (%arg : memref<4xf32>)
  return %r : i1
}

// -----

// A buffer that a branch passes on is left to the dealloc.
// CHECK-LABEL: func.func @branch
// CHECK-NOT: memref.dealloc
// CHECK: bufferization.dealloc
func.func private @reader(memref<4xf32>)
func.func @branch() {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  call @reader(%a) : (memref<4xf32>) -> ()
  bufferization.dealloc (%a : memref<4xf32>) if (%true)
  cf.br ^next(%a : memref<4xf32>)
^next(%b: memref<4xf32>):
  return
}
