"""Writes PREFIX.xml and PREFIX.bin: a model of COUNT f32 Const layers of
SIZE_MIB MiB each over one .bin of BIN_MIB MiB, the i-th at offset
i * STRIDE bytes (stride 0: all the same bytes), for the importer's budget
for constants. Usage: overlapping-consts.py PREFIX COUNT SIZE_MIB BIN_MIB STRIDE
"""
import random
import sys

prefix, count, size_mib, bin_mib, stride = sys.argv[1:6]
count, stride = int(count), int(stride)
size = int(size_mib) << 20
elements = size // 4
# Random bytes: constants at different offsets differ (equal ones would be
# one uniqued attribute, whatever the importer's budget).
with open(prefix + ".bin", "wb") as f:
    f.write(random.Random(0).randbytes(int(bin_mib) << 20))
layers = []
for i in range(count):
    layers.append(
        f'    <layer id="{i}" name="c{i}" type="Const" version="opset1">\n'
        f'      <data element_type="f32" shape="{elements}" offset="{i * stride}" size="{size}"/>\n'
        f'      <output><port id="0" precision="FP32"><dim>{elements}</dim></port></output>\n'
        f'    </layer>\n')
with open(prefix + ".xml", "w") as f:
    f.write('<?xml version="1.0"?>\n<net name="consts" version="11">\n  <layers>\n')
    f.write("".join(layers))
    f.write("  </layers>\n  <edges/>\n</net>\n")
