// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OVOps.td - ov dialect operations ----------------------------------===//
//
// The ops that belong to no family: `ov.layer`, an OpenVINO IR layer that
// the dialect does not model. Each op family has its own .td
// (<Family>Ops.td; docs/adding-an-op.md), generated into its own .inc files;
// the dialect itself is OVBase.td's, and every family builds on OVOpBase.td.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_OVOPS_TD
#define OV_DIALECT_OVOPS_TD

include "ov/Dialect/OVOpBase.td"

def OV_LayerOp : OV_Op<"layer"> {
  let summary = "an OpenVINO IR layer that the dialect does not model";
  let description = [{
    Keeps an imported OpenVINO IR layer of a type (or version) that has no
    dedicated op: its `type` and `version`, its `name` and id in the file
    (`layer_id`), its `<data>` attributes as OpenVINO wrote them (strings,
    e.g. `strides = "2, 2"`), and its port types as operand and result types.
    Whole real models therefore import, verify and export again unchanged.
    Nothing lowers it: compiling a module that still holds one fails with an
    error naming the layer.

    Layers that the dialect models (a type and opset that an op family
    serves, `OpenVINOLayerOpInterface`) and the structural ones (Parameter, Const, Result: function arguments,
    `arith.constant`, the function's results) are rejected, so that every
    layer has one representation.

    Example:
    ```mlir
    %1 = ov.layer "Convolution" "opset1" id 3 name "conv1" (%0, %w)
           data {auto_pad = "explicit", dilations = "1, 1", pads_begin = "3, 3",
                 pads_end = "3, 3", strides = "2, 2"}
           : (tensor<1x3x224x224xf32>, tensor<64x3x7x7xf32>) -> tensor<1x64x112x112xf32>
    ```
  }];
  let arguments = (ins
    Variadic<AnyRankedTensor>:$inputs,
    StrAttr:$type,
    StrAttr:$version,
    StrAttr:$name,
    I64Attr:$layer_id,
    DictionaryAttr:$data);
  let results = (outs Variadic<AnyRankedTensor>:$outputs);
  let assemblyFormat = [{
    $type $version `id` $layer_id `name` $name ` ` `(` $inputs `)` `data` $data
    attr-dict `:` functional-type($inputs, $outputs)
  }];
  let extraClassDeclaration = [{
    /// How the ov dialect represents layers of `type`/`version` that it does
    /// not keep as generic layers ("ov.max_pool_v8": the op implementing
    /// OpenVINOLayerOpInterface for them; "a function argument", ...), or
    /// std::nullopt for every other layer.
    static std::optional<::llvm::StringRef>
    getDedicatedRepresentation(::mlir::MLIRContext *context,
                               ::llvm::StringRef type,
                               ::llvm::StringRef version);
  }];
  let hasVerifier = 1;
}

#endif // OV_DIALECT_OVOPS_TD
