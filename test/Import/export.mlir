// Export of a hand-written module: every attribute of the three ov ops,
// constants (splat, boolean), a generic layer, unsigned and f16 types; then
// import again and compare with the module as ov-opt prints it.

// RUN: rm -rf %t && mkdir %t
// RUN: ov-translate --export-openvino %s -o %t/model.xml
// RUN: FileCheck %s --input-file=%t/model.xml
// RUN: ov-translate --import-openvino %t/model.xml | ov-opt > %t/again.mlir
// RUN: ov-opt %s > %t/source.mlir
// RUN: diff %t/source.mlir %t/again.mlir
// RUN: %python -c "import numpy as np; b = np.fromfile('%t/model.bin', np.uint8); assert len(b) == 67, len(b); assert (b[:64].view(np.float16) == 1.5).all(); assert list(b[64:]) == [1, 0, 1]"

// CHECK:      <net name="head" version="11">
// CHECK:        <layer id="0" name="Parameter_0" type="Parameter" version="opset1">
// CHECK-NEXT:     <data shape="2,8,?,9" element_type="f16" />
// CHECK:        <layer id="1" name="Parameter_1" type="Parameter" version="opset1">
// CHECK-NEXT:     <data shape="8" element_type="u8" />
// CHECK:            <port id="0" precision="U8">
// CHECK:        <layer id="2" name="MaxPool_2" type="MaxPool" version="opset8">
// CHECK-NEXT:     <data strides="2, 2" dilations="1, 2" pads_begin="0, 0" pads_end="0, 0" kernel="3, 3" rounding_type="ceil" auto_pad="same_upper" index_element_type="i32" axis="2" />
// CHECK:        <layer id="3" name="Constant_3" type="Const" version="opset1">
// CHECK-NEXT:     <data element_type="f16" shape="8, 4" offset="0" size="64" />
// CHECK:        <layer id="4" name="ROIAlign_4" type="ROIAlign" version="opset3">
// CHECK-NEXT:     <data pooled_h="2" pooled_w="3" sampling_ratio="0" spatial_scale="0.0625" mode="max" />
// CHECK:        <layer id="5" name="Constant_5" type="Const" version="opset1">
// CHECK-NEXT:     <data element_type="boolean" shape="3" offset="64" size="3" />
// CHECK:            <port id="0" precision="BOOL">
// CHECK:        <layer id="7" name="mask" type="Custom" version="extension">
// CHECK-NEXT:     <data mode="keep" />
// CHECK:        <layer id="6" name="Result_6" type="Result" version="opset1">

func.func @head(%x: tensor<2x8x?x9xf16>, %idx: tensor<8xui8>) -> (tensor<2x8x?x5xf16>, tensor<8x8x2x3xf16>, tensor<3xi1>) {
  %v, %i = ov.max_pool_v8 %x kernel = [3, 3] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] dilations = [1, 2] rounding_type = ceil auto_pad = same_upper index_element_type = i32 axis = 2 : tensor<2x8x?x9xf16> -> tensor<2x8x?x5xf16>, tensor<2x8x?x5xi32>
  %r = arith.constant dense<1.5> : tensor<8x4xf16>
  %roi = ov.roi_align_v3 %v, %r, %idx pooled_h = 2 pooled_w = 3 sampling_ratio = 0 spatial_scale = 6.250000e-02 mode = max : tensor<2x8x?x5xf16>, tensor<8x4xf16>, tensor<8xui8> -> tensor<8x8x2x3xf16>
  %b = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %m = ov.layer "Custom" "extension" id 7 name "mask" (%b) data {mode = "keep"} : (tensor<3xi1>) -> tensor<3xi1>
  return %v, %roi, %m : tensor<2x8x?x5xf16>, tensor<8x8x2x3xf16>, tensor<3xi1>
}
