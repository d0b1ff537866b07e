#!/usr/bin/python3
"""Makes and checks .npy files for the end-to-end (ov-run) lit tests.

  npy.py make   OUT.npy DTYPE EXPR       write EXPR as an array of DTYPE
  npy.py full   OUT.npy DTYPE SHAPE VALUE  an array of SHAPE filled with VALUE
  npy.py random OUT.npy DTYPE SHAPE SEED   random exact values (see below)
  npy.py check  FILE.npy DTYPE EXPR      FILE holds exactly EXPR as DTYPE
  npy.py check-shape FILE.npy DTYPE SHAPE  FILE's dtype and shape only
  npy.py same   A.npy B.npy               two files hold identical arrays
  npy.py cut    IN OUT N                 OUT = the first N bytes of IN
                                         (N < 0: all but the last -N bytes)
  npy.py show   FILE.npy                 print dtype, shape and values
  npy.py recode IN.npy OUT.npy HOW       the same array written another way:
                                         fortran (fortran_order True), big
                                         (big-endian), v2 / v3 (format 2.0 /
                                         3.0 headers)

EXPR is a Python expression: usually a nested list literal such as
'[[[1, 2], [3, 4]]]', where `nan` and `inf` may be used; `np` (numpy) is
available too, e.g. 'np.arange(16).reshape(1, 1, 4, 4)'. SHAPE is a
comma-separated list of dims ('1,3,32,32'; '' for a scalar).

DTYPE is one of f16 bf16 f32 f64 i8 i16 i32 i64 u8 u16 u32 u64 (the ABI's
names). bf16 arrays are stored as '<u2' holding the bf16 bit patterns, which
is how ov-run reads and writes them.

`make` refuses values that DTYPE cannot hold exactly, so an expected value is
never silently rounded. `check` compares exactly: dtype, shape, and every
element (floats bit for bit, so -0.0 differs from 0.0, except that any NaN
equals any NaN); on a mismatch it prints both arrays and the differing
positions and exits 1. `random` draws integers in the type's range (at most
+-1000 for 32/64-bit types) and, for floats, multiples of 0.25 in [-64, 64)
so that every value is exact in f16 and bf16 too.
"""

import sys

import numpy as np

DTYPES = {
    "f16": np.float16,
    "f32": np.float32,
    "f64": np.float64,
    "i8": np.int8,
    "i16": np.int16,
    "i32": np.int32,
    "i64": np.int64,
    "u8": np.uint8,
    "u16": np.uint16,
    "u32": np.uint32,
    "u64": np.uint64,
    "bool": np.bool_,
}


def die(message):
    print("npy.py: error: " + message, file=sys.stderr)
    sys.exit(2)


def storage_dtype(name):
    """The numpy dtype that a file of ABI dtype `name` holds."""
    if name == "bf16":
        return np.dtype("<u2")
    if name not in DTYPES:
        die("unknown dtype '%s' (one of bf16 %s)" % (name, " ".join(DTYPES)))
    return np.dtype(DTYPES[name]).newbyteorder("<")


def parse_shape(text):
    text = text.strip()
    if not text:
        return ()
    try:
        return tuple(int(d) for d in text.split(","))
    except ValueError:
        die("bad shape '%s' (expected e.g. 1,3,32,32)" % text)


def evaluate(expr):
    namespace = {"np": np, "nan": float("nan"), "inf": float("inf"),
                 "__builtins__": {"range": range, "list": list, "float": float,
                                  "int": int, "len": len, "min": min,
                                  "max": max}}
    try:
        return eval(expr, namespace)  # noqa: S307 - test input, not user data
    except Exception as e:  # pylint: disable=broad-except
        die("cannot evaluate '%s': %s" % (expr, e))


def to_bf16_bits(values):
    """Exact float values -> bf16 bit patterns (uint16)."""
    f64 = np.asarray(values, dtype=np.float64)
    f32 = f64.astype(np.float32)
    same = (f32.astype(np.float64) == f64) | (np.isnan(f64) & np.isnan(f32))
    bits32 = f32.view(np.uint32)
    exact = same & ((bits32 & 0xFFFF) == 0)
    if not np.all(exact):
        bad = f64[~exact].ravel()[:5]
        die("values not exactly representable in bf16: %s" % list(bad))
    return (bits32 >> 16).astype("<u2")


def bf16_bits_to_f32(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32)


def exact_array(value, name):
    """`value` as an array of ABI dtype `name`, refusing inexact values."""
    if name == "bf16":
        return to_bf16_bits(value)
    dtype = storage_dtype(name)
    if isinstance(value, np.ndarray) and value.dtype.kind in "iub":
        as_object = value.astype(object)
    elif isinstance(value, np.ndarray):
        as_object = value
    else:
        as_object = np.array(value, dtype=object)
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        flat = [v for v in np.asarray(as_object, dtype=object).ravel()]
        for v in flat:
            if isinstance(v, (float, np.floating)) and float(v) != int(v):
                die("value %r is not an integer (dtype %s)" % (v, name))
            if not info.min <= int(v) <= info.max:
                die("value %r is outside the range of %s" % (v, name))
        return np.array([int(v) for v in flat], dtype=dtype).reshape(
            np.shape(as_object))
    if dtype.kind == "b":
        return np.array(value, dtype=dtype)
    f64 = np.array(as_object, dtype=np.float64)
    result = f64.astype(dtype)
    same = (result.astype(np.float64) == f64) | (np.isnan(f64) & np.isnan(result))
    if not np.all(same):
        bad = f64[~same].ravel()[:5]
        die("values not exactly representable in %s: %s" % (name, list(bad)))
    # Integers too large for float64 would already be inexact above; big
    # Python ints in a float array are caught by the round trip as well.
    return result


def save(path, array):
    with open(path, "wb") as f:
        np.save(f, array, allow_pickle=False)


def load(path):
    try:
        return np.load(path, allow_pickle=False)
    except Exception as e:  # pylint: disable=broad-except
        print("npy.py: %s: cannot load: %s" % (path, e))
        sys.exit(1)


def dtype_label(array, name=None):
    if name == "bf16" and array.dtype == np.dtype("<u2"):
        return "bf16 (stored as <u2)"
    for label, t in DTYPES.items():
        if array.dtype == np.dtype(t):
            return label
    return str(array.dtype)


def as_display(array, name):
    if name == "bf16" and array.dtype == np.dtype("<u2"):
        return bf16_bits_to_f32(array)
    return array


def same_elements(got, want):
    """Element-wise exact equality: bit for bit for floats, NaN == NaN."""
    if got.dtype.kind == "f":
        gb = np.signbit(got)
        wb = np.signbit(want)
        return ((got == want) & (gb == wb)) | (np.isnan(got) & np.isnan(want))
    return got == want


def fmt(v):
    if isinstance(v, (np.floating, float)):
        return repr(float(v)) if not np.isnan(v) else "nan"
    return str(v)


def report_mismatch(path, got, want, name, why):
    np.set_printoptions(threshold=4096, linewidth=120, floatmode="unique")
    print("npy.py check: %s: MISMATCH: %s" % (path, why))
    print("  expected: dtype %s, shape %s" % (name, list(want.shape)))
    print("  got:      dtype %s, shape %s" % (dtype_label(got, name),
                                              list(got.shape)))
    if got.shape == want.shape and got.dtype == want.dtype:
        g = as_display(got, name)
        w = as_display(want, name)
        diff = ~same_elements(g, w)
        positions = np.argwhere(diff)
        print("  %d of %d elements differ:" % (len(positions), got.size))
        for pos in positions[:40]:
            p = tuple(int(i) for i in pos)
            print("    at %s: expected %s, got %s" % (list(p), fmt(w[p]),
                                                     fmt(g[p])))
        if len(positions) > 40:
            print("    ...")
    print("expected:")
    print(as_display(want, name))
    print("got:")
    print(as_display(got, name))
    sys.exit(1)


def check(path, name, expected):
    got = load(path)
    want = expected
    dtype = storage_dtype(name)
    if got.dtype != dtype:
        report_mismatch(path, got, want, name, "dtype differs")
    if got.shape != want.shape:
        report_mismatch(path, got, want, name, "shape differs")
    g = as_display(got, name)
    w = as_display(want, name)
    if not np.all(same_elements(g, w)):
        report_mismatch(path, got, want, name, "values differ")


def random_array(name, shape, seed):
    rng = np.random.default_rng(seed)
    dtype = storage_dtype(name)
    if name == "bf16" or dtype.kind == "f":
        values = rng.integers(-256, 256, size=shape).astype(np.float64) / 4.0
        return exact_array(values, name)
    info = np.iinfo(dtype)
    low = max(int(info.min), -1000) if info.bits >= 32 else int(info.min)
    high = min(int(info.max), 1000) if info.bits >= 32 else int(info.max)
    return rng.integers(low, high, size=shape, endpoint=True).astype(dtype)


def main(argv):
    if len(argv) < 2:
        die("usage: see the docstring of " + __file__)
    command, args = argv[1], argv[2:]
    if command == "make" and len(args) == 3:
        save(args[0], exact_array(evaluate(args[2]), args[1]))
    elif command == "full" and len(args) == 4:
        shape = parse_shape(args[2])
        value = evaluate(args[3])
        save(args[0], exact_array(np.full(shape, value, dtype=object), args[1]))
    elif command == "random" and len(args) == 4:
        save(args[0], random_array(args[1], parse_shape(args[2]), int(args[3])))
    elif command == "check" and len(args) == 3:
        check(args[0], args[1], exact_array(evaluate(args[2]), args[1]))
    elif command == "check-shape" and len(args) == 3:
        got = load(args[0])
        shape = parse_shape(args[2])
        if got.dtype != storage_dtype(args[1]) or got.shape != shape:
            print("npy.py check-shape: %s: MISMATCH: expected dtype %s, shape "
                  "%s; got dtype %s, shape %s" % (args[0], args[1], list(shape),
                                                  dtype_label(got, args[1]),
                                                  list(got.shape)))
            sys.exit(1)
    elif command == "same" and len(args) == 2:
        a, b = load(args[0]), load(args[1])
        if a.dtype != b.dtype or a.shape != b.shape or not np.all(
                same_elements(a, b)):
            report_mismatch(args[0] + " vs " + args[1], a, b,
                            dtype_label(b), "the two files differ")
    elif command == "cut" and len(args) == 3:
        with open(args[0], "rb") as f:
            data = f.read()
        n = int(args[2])
        with open(args[1], "wb") as f:
            f.write(data[:n] if n >= 0 else data[:len(data) + n])
    elif command == "recode" and len(args) == 3:
        a = load(args[0])
        how = args[2]
        with open(args[1], "wb") as f:
            if how == "fortran":
                np.lib.format.write_array(f, np.asfortranarray(a))
            elif how == "big":
                np.lib.format.write_array(f, a.astype(a.dtype.newbyteorder(">")))
            elif how in ("v2", "v3"):
                np.lib.format.write_array(f, a, version=(int(how[1]), 0))
            else:
                die("recode: unknown HOW '%s'" % how)
    elif command == "show" and len(args) == 1:
        a = load(args[0])
        np.set_printoptions(threshold=4096, linewidth=120, floatmode="unique")
        print("%s %s" % (dtype_label(a), list(a.shape)))
        print(a)
    else:
        die("bad command line: %s (see the docstring of %s)" %
            (" ".join(argv[1:]), __file__))


if __name__ == "__main__":
    main(sys.argv)
