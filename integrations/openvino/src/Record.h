// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Record.h - What a module was compiled from ---------------*- C++ -*-===//
//
// The offload step compiles each node into a module of one function and
// names that function after the node's *record*: the ov_mlir op (its
// version included), the built-in op's attributes, and the inputs' element
// types and ranks, as the module takes them (docs/openvino.md, "A module
// must fit its node"):
//
//   MaxPool1;auto_pad=explicit;kernel=3,3;pads_begin=1,1;pads_end=1,1;
//   rounding_type=floor;strides=1,1;in=f32/4
//
// Attributes are sorted by name; integers in decimal, lists joined by ',',
// booleans true/false, floats as their f32 bits (0x3f000000), strings as
// they are; `in` lists the inputs as TYPE/RANK, i64 as i32 (OpenVINO's CPU
// plugin runs i64 as i32, and the offload step compiles i64 ports so; the
// attribute index_element_type likewise). ov-compile names a function after
// the model with every character outside [A-Za-z0-9] as '_', so the record
// is written into the name with each such character as _XX (its byte in
// lowercase hex): MaxPool1_3bauto_5fpad_3dexplicit...
//
// The extension rebuilds the record from the node and compares it with the
// module's, naming the first attribute or input that differs.
//
//===----------------------------------------------------------------------===//
#ifndef OVMLIR_OPENVINO_RECORD_H
#define OVMLIR_OPENVINO_RECORD_H

#include <openvino/core/node.hpp>

#include <optional>
#include <string>

namespace ovmlir_openvino {

/// The record of an ov_mlir node: its op `name` (MaxPool1, ...), the
/// attributes `builtin` visits and the node's input types and ranks.
std::string nodeRecord(const std::string &name, ov::Node &builtin,
                       const ov::Node &node);

/// The record a function name spells (the _XX escapes undone), or none when
/// the name has a malformed escape.
std::optional<std::string> recordOfFunctionName(const std::string &name);

/// What differs between the module's record and the node's, as "attribute
/// 'kernel' is 3,3 on the node, 1,1 in the module", or "" when they are the
/// same.
std::string recordMismatch(const std::string &module, const std::string &node);

} // namespace ovmlir_openvino

#endif // OVMLIR_OPENVINO_RECORD_H
