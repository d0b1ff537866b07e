// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignChannelsLastTest.cpp - ROIAlign on channels-last input -----===//
//
// ROIAlign's random configurations (ROIAlignTest.cpp) with the feature map
// given channels-last: the function takes data [N, H, W, C] and transposes
// it by [0, 3, 1, 2] (linalg.transpose) into the op, as a caller holding
// channels-last data does. ov-to-vector then reads the [N, H, W, C] buffer
// itself (test/Conversion/OVToVector/roi-align-channels-last.mlir); every
// lowering must still give the [N, C, H, W] reference's result bit for bit.
//
//===----------------------------------------------------------------------===//

#include "DifferentialTest.h"

#include <cstring>

namespace ove2e {

/// The dims of "tensor<AxBx?xDxT>": "A", "B", "?", "D", and the element.
static std::vector<std::string> splitTensorType(const std::string &type) {
  std::string body = type.substr(7, type.size() - 8); // inside tensor<...>
  std::vector<std::string> parts;
  size_t from = 0;
  for (size_t at; (at = body.find('x', from)) != std::string::npos;
       from = at + 1)
    parts.push_back(body.substr(from, at - from));
  parts.push_back(body.substr(from));
  return parts;
}

/// `nchw` laid out as [N, H, W, C].
static Tensor toChannelsLast(const Tensor &nchw) {
  int64_t n = nchw.dim(0), c = nchw.dim(1), h = nchw.dim(2), w = nchw.dim(3);
  Tensor nhwc = Tensor::create(nchw.dtype(), {n, h, w, c}).take();
  size_t size = ovrt::dtypeSize(nchw.dtype());
  const char *from = static_cast<const char *>(nchw.data());
  char *to = static_cast<char *>(nhwc.data());
  for (int64_t i = 0; i < n; ++i)
    for (int64_t ch = 0; ch < c; ++ch)
      for (int64_t y = 0; y < h; ++y)
        for (int64_t x = 0; x < w; ++x)
          std::memcpy(to + size_t(((i * h + y) * w + x) * c + ch) * size,
                      from + size_t(((i * c + ch) * h + y) * w + x) * size,
                      size);
  return nhwc;
}

/// The case's function with `%data` taken channels-last as `%nhwc` and
/// transposed into the op: tensor.empty of the [N, C, H, W] type (its
/// dynamic dims from %nhwc's dims 0, 3, 1, 2), then linalg.transpose.
static std::string channelsLastText(const std::string &text) {
  size_t at = text.find("%data: ");
  size_t end = text.find(", %rois", at);
  std::string nchwType = text.substr(at + 7, end - at - 7);
  std::vector<std::string> dims = splitTensorType(nchwType);
  std::string nhwcType = "tensor<" + dims[0] + "x" + dims[2] + "x" + dims[3] +
                         "x" + dims[1] + "x" + dims[4] + ">";
  const int nhwcDim[4] = {0, 3, 1, 2}; // of NCHW dim d
  std::string body, sizes;
  for (int d = 0; d < 4; ++d) {
    if (dims[size_t(d)] != "?")
      continue;
    std::string i = std::to_string(d);
    body += "  %i" + i + " = arith.constant " + std::to_string(nhwcDim[d]) +
            " : index\n  %d" + i + " = tensor.dim %nhwc, %i" + i + " : " +
            nhwcType + "\n";
    sizes += (sizes.empty() ? "%d" : ", %d") + i;
  }
  body += "  %empty = tensor.empty(" + sizes + ") : " + nchwType + "\n" +
          "  %data = linalg.transpose ins(%nhwc : " + nhwcType +
          ") outs(%empty : " + nchwType + ") permutation = [0, 3, 1, 2]\n";
  std::string out = text;
  out.replace(at, end - at, "%nhwc: " + nhwcType);
  out.insert(out.find("{\n") + 2, body);
  return out;
}

/// makeROIAlignCase's case `index` with its feature map channels-last.
static Case makeROIAlignChannelsLastCase(uint64_t seedValue, int64_t index) {
  Case c = makeROIAlignCase(seedValue, index);
  c.kind = "roialign-nhwc";
  if (c.text.empty())
    return c;
  c.text = channelsLastText(c.text);
  c.inputs[0] = toChannelsLast(c.inputs[0]);
  c.description += " channels-last";
  return c;
}

/// A quarter of ROIAlign's configurations, channels-last.
TEST_P(E2E, ROIAlignChannelsLast) {
  runDifferential("roialign-nhwc", GetParam(),
                  (roiAlignConfigs(GetParam()) + 3) / 4,
                  makeROIAlignChannelsLastCase);
}

} // namespace ove2e
