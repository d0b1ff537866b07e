# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ovrt's dtypes (ovrt.h) and their NumPy counterparts.
"""

import numpy as np


# ovrt dtype value -> numpy dtype (bf16 as its uint16 bits).
_DTYPES = [
    ("f16", np.float16),
    ("bf16", np.uint16),
    ("f32", np.float32),
    ("f64", np.float64),
    ("i8", np.int8),
    ("i16", np.int16),
    ("i32", np.int32),
    ("i64", np.int64),
    ("u8", np.uint8),
    ("u16", np.uint16),
    ("u32", np.uint32),
    ("u64", np.uint64),
    ("bool", np.bool_),
]
_BF16 = 1
_U16 = 9
_READ_ONLY = 1
_NUMPY_TO_OVRT = {np.dtype(t): i for i, (_, t) in enumerate(_DTYPES) if i != _BF16}
