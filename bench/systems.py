# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The systems the benchmark times, as the table and the CSV name them.
bench.py adds "base" (a --base-build's modules) after "ours"."""

# openvino_model: OpenVINO's op inside a model (a convolution before and
# after it, its own layout), its time and its Reorders' from the plugin's
# performance counters (peers_openvino.py); hot cache only.
SYSTEMS = ["ours", "openvino", "openvino_model", "ort", "torch", "dnnl_nchw",
           "dnnl_blocked"]
PEERS = SYSTEMS[1:]
# The plain-layout peers: the fastest of them is the bar of issue 14's first
# target (oneDNN blocked is the layout-free bound, judged on its own).
PLAIN_PEERS = ["openvino", "ort", "torch", "dnnl_nchw"]
LABEL = {"ours": "ours", "base": "base", "openvino": "OpenVINO",
         "openvino_model": "OV model",
         "ort": "onnxrt", "torch": "torch", "dnnl_nchw": "dnnl nchw",
         "dnnl_blocked": "dnnl blk"}
SHORT = {"base": "bas", "openvino": "ov", "openvino_model": "ovm",
         "ort": "ort", "torch": "tch",
         "dnnl_nchw": "dnn", "dnnl_blocked": "blk"}
