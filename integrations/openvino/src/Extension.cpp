// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Extension.cpp - The ov_mlir opset as an OpenVINO extension ---------===//
//
// One custom op per family op and version that ov-compile compiles, named
// after the built-in op and its version (MaxPool-8 is ov_mlir's MaxPool8).
// `Core.add_extension(path)` (or benchmark_app's -extensions) loads them.
//
//===----------------------------------------------------------------------===//

#include "OffloadOp.h"

#include <openvino/core/extension.hpp>
#include <openvino/core/op_extension.hpp>
#include <openvino/op/avg_pool.hpp>
#include <openvino/op/max_pool.hpp>
#include <openvino/op/roi_align.hpp>
#include <openvino/op/roi_align_rotated.hpp>

namespace ovmlir_openvino {
namespace names {
inline constexpr char MaxPool1[] = "MaxPool1";
inline constexpr char MaxPool8[] = "MaxPool8";
inline constexpr char MaxPool14[] = "MaxPool14";
inline constexpr char AvgPool1[] = "AvgPool1";
inline constexpr char AvgPool14[] = "AvgPool14";
inline constexpr char AvgPool16[] = "AvgPool16";
inline constexpr char ROIAlign3[] = "ROIAlign3";
inline constexpr char ROIAlign9[] = "ROIAlign9";
inline constexpr char ROIAlignRotated15[] = "ROIAlignRotated15";
} // namespace names

using MaxPool1 = FamilyOp<ov::op::v1::MaxPool, names::MaxPool1>;
using MaxPool8 = FamilyOp<ov::op::v8::MaxPool, names::MaxPool8>;
using MaxPool14 = FamilyOp<ov::op::v14::MaxPool, names::MaxPool14>;
using AvgPool1 = FamilyOp<ov::op::v1::AvgPool, names::AvgPool1>;
using AvgPool14 = FamilyOp<ov::op::v14::AvgPool, names::AvgPool14>;
using AvgPool16 = FamilyOp<ov::op::v16::AvgPool, names::AvgPool16>;
using ROIAlign3 = FamilyOp<ov::op::v3::ROIAlign, names::ROIAlign3>;
using ROIAlign9 = FamilyOp<ov::op::v9::ROIAlign, names::ROIAlign9>;
using ROIAlignRotated15 =
    FamilyOp<ov::op::v15::ROIAlignRotated, names::ROIAlignRotated15>;

} // namespace ovmlir_openvino

namespace o = ovmlir_openvino;

// clang-format off
OPENVINO_CREATE_EXTENSIONS(std::vector<ov::Extension::Ptr>({
    std::make_shared<ov::OpExtension<o::MaxPool1>>(),
    std::make_shared<ov::OpExtension<o::MaxPool8>>(),
    std::make_shared<ov::OpExtension<o::MaxPool14>>(),
    std::make_shared<ov::OpExtension<o::AvgPool1>>(),
    std::make_shared<ov::OpExtension<o::AvgPool14>>(),
    std::make_shared<ov::OpExtension<o::AvgPool16>>(),
    std::make_shared<ov::OpExtension<o::ROIAlign3>>(),
    std::make_shared<ov::OpExtension<o::ROIAlign9>>(),
    std::make_shared<ov::OpExtension<o::ROIAlignRotated15>>(),
}));
// clang-format on
