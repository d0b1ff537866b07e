// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/*===- CApiFromC.c - ovrt.h is a C header ---------------------------------===//
 *
 * Compiled as C (not C++) to prove that ovrt.h works for C callers; CApiTest
 * calls this function.
 *===----------------------------------------------------------------------===*/
#include "ovrt/ovrt.h"

#include <string.h>

/* Creates a 2x2 f32 tensor from C, reads it back; returns 0 on success. */
int ovrt_test_use_from_c(void) {
  int64_t shape[2] = {2, 2};
  float data[4] = {1, 2, 3, 4};
  ovrt_tensor *t = NULL;
  void *p = NULL;
  size_t bytes = 0;
  if (ovrt_tensor_create_from_data(OVRT_F32, 2, shape, data, sizeof data, &t) !=
      OVRT_OK)
    return 1;
  if (ovrt_tensor_byte_size(t, &bytes) != OVRT_OK || bytes != sizeof data ||
      ovrt_tensor_data(t, &p) != OVRT_OK || memcmp(p, data, bytes) != 0) {
    ovrt_tensor_destroy(t);
    return 2;
  }
  ovrt_tensor_destroy(t);
  if (ovrt_tensor_create(OVRT_F32, 2, NULL, &t) != OVRT_INVALID_ARGUMENT ||
      strlen(ovrt_last_error()) == 0)
    return 3;
  return 0;
}
