// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingBridge.cpp - What its lowerings start from --------------===//

#include "ROIPoolingBridge.h"

using namespace mlir;
using namespace mlir::ov;

ROIPoolingStart ov::buildROIPoolingStart(OpBuilder &b, Location loc,
                                         const ROIPoolingMatch &m, Value roi) {
  ROIPoolingStart start;
  start.image = buildROIImage(b, loc, m, roi);
  for (Value corner : readROIBox(b, loc, m, roi, 1, 4))
    start.corners.push_back(corner);
  if (m.attrs.isMax())
    start.maxBox = buildMaxROIBox(b, loc, start.corners, m.attrs.spatialScale);
  return start;
}

ROIBinFn ov::buildROIPoolingBox(OpBuilder &b, Location loc,
                                const ROIPoolingMatch &m, Value roi) {
  ROIPoolingStart start = buildROIPoolingStart(b, loc, m, roi);
  return [&m, start](OpBuilder &xb, Location xl, Value c, Value binRow,
                     Value binCol) {
    return buildROIPoolingBinAt(xb, xl, m, start, c, binRow, binCol);
  };
}

Value ov::buildROIPoolingBinAt(OpBuilder &b, Location loc,
                               const ROIPoolingMatch &m,
                               const ROIPoolingStart &roi, Value c,
                               Value binRow, Value binCol) {
  auto read = [&](OpBuilder &rb, Location rl, Value y, Value x) {
    return readElement(rb, rl, m.data, ValueRange{roi.image, c, y, x});
  };
  if (m.attrs.isMax()) {
    MaxROIBin bin = buildMaxROIBin(b, loc, roi.maxBox, m.attrs, binRow, binCol,
                                   m.height, m.width);
    return buildMaxROIBinValue(b, loc, m.elementType, bin, read);
  }
  // corners: x1, y1, x2, y2.
  Value y = buildBilinearPosition(b, loc, roi.corners[1], roi.corners[3],
                                  m.height, m.attrs.pooledH, binRow);
  Value x = buildBilinearPosition(b, loc, roi.corners[0], roi.corners[2],
                                  m.width, m.attrs.pooledW, binCol);
  return buildBilinearROIValue(b, loc, m.elementType, y, x, m.height, m.width,
                               read);
}
