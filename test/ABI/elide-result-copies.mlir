// RUN: ov-opt %s -split-input-file --ov-elide-result-copies | FileCheck %s

// buffer-results-to-out-params leaves a call's result in a fresh buffer that
// is then copied into the caller's out-parameter: the callee writes the
// out-parameter directly.
// CHECK-LABEL: func.func @call_result
// CHECK-SAME: (%[[IN:.+]]: memref<4xf32>, %[[OUT:.+]]: memref<4xf32>)
// CHECK-NEXT: call @producer(%[[IN]], %[[OUT]])
// CHECK-NEXT: return
func.func private @producer(memref<4xf32>, memref<4xf32>)
func.func @call_result(%in: memref<4xf32>, %out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  call @producer(%in, %a) : (memref<4xf32>, memref<4xf32>) -> ()
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

// A chain: every use of the buffer before the copy moves to the
// out-parameter.
// CHECK-LABEL: func.func @chain
// CHECK-SAME: (%[[IN:.+]]: memref<4xf32>, %[[OUT:.+]]: memref<4xf32>)
// CHECK-NEXT: %[[T:.+]] = memref.alloc()
// CHECK-NEXT: call @producer(%[[IN]], %[[T]])
// CHECK-NEXT: call @producer(%[[T]], %[[OUT]])
// CHECK-NEXT: call @update(%[[OUT]])
// CHECK-NEXT: return
func.func private @producer(memref<4xf32>, memref<4xf32>)
func.func private @update(memref<4xf32>)
func.func @chain(%in: memref<4xf32>, %out: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  call @producer(%in, %t) : (memref<4xf32>, memref<4xf32>) -> ()
  %a = memref.alloc() : memref<4xf32>
  call @producer(%t, %a) : (memref<4xf32>, memref<4xf32>) -> ()
  call @update(%a) : (memref<4xf32>) -> ()
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

// Kept: the buffer is used after the copy (it would see the out-parameter's
// later writes), the out-parameter has another use, the types differ, the
// shape is dynamic, or the source is not an allocation.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-5: memref.copy
func.func private @producer(memref<4xf32>, memref<4xf32>)
func.func private @reader(memref<4xf32>)
func.func private @dynamic(memref<?xf32>)
func.func @kept(%in: memref<4xf32>, %o1: memref<4xf32>, %o2: memref<4xf32>,
                %o3: memref<4xf32, strided<[1], offset: ?>>,
                %o4: memref<?xf32>, %o5: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  call @producer(%in, %a) : (memref<4xf32>, memref<4xf32>) -> ()
  memref.copy %a, %o1 : memref<4xf32> to memref<4xf32>
  call @reader(%a) : (memref<4xf32>) -> ()
  %b = memref.alloc() : memref<4xf32>
  call @producer(%in, %b) : (memref<4xf32>, memref<4xf32>) -> ()
  call @reader(%o2) : (memref<4xf32>) -> ()
  memref.copy %b, %o2 : memref<4xf32> to memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  call @producer(%in, %c) : (memref<4xf32>, memref<4xf32>) -> ()
  memref.copy %c, %o3 : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
  %c4 = arith.constant 4 : index
  %d = memref.alloc(%c4) : memref<?xf32>
  call @dynamic(%d) : (memref<?xf32>) -> ()
  memref.copy %d, %o4 : memref<?xf32> to memref<?xf32>
  memref.copy %in, %o5 : memref<4xf32> to memref<4xf32>
  return
}

// -----

// Kept: the copy is in a nested region, away from the allocation.
// CHECK-LABEL: func.func @nested
// CHECK: memref.alloc
// CHECK: scf.if
// CHECK-NEXT: memref.copy
func.func private @producer(memref<4xf32>, memref<4xf32>)
func.func @nested(%in: memref<4xf32>, %out: memref<4xf32>, %c: i1) {
  %a = memref.alloc() : memref<4xf32>
  call @producer(%in, %a) : (memref<4xf32>, memref<4xf32>) -> ()
  scf.if %c {
    memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  }
  return
}
