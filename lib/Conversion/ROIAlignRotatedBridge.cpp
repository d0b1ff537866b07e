// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedBridge.cpp - What its lowerings start from ---------===//

#include "ROIAlignRotatedBridge.h"

using namespace mlir;
using namespace mlir::ov;

RotatedROIStart ov::buildRotatedROIStart(OpBuilder &b, Location loc,
                                         const ROIAlignRotatedMatch &m,
                                         Value roi) {
  RotatedROIStart start;
  start.image = buildROIImage(b, loc, m, roi);
  RoundedArith a(b, loc, m.elementType);
  SmallVector<Value> box = readROIBox(b, loc, m, roi, 0, 5);
  start.geometry = buildRotatedROIGeometry(a, box, m.spatialScale, m.attrs);
  return start;
}

Value ov::buildRotatedROIBinAt(OpBuilder &b, Location loc,
                               const ROIAlignRotatedMatch &m,
                               const RotatedROIStart &roi, Value c,
                               Value binRow, Value binCol) {
  return buildRotatedROIBin(
      b, loc, m.elementType, roi.geometry, binRow, binCol, m.height, m.width,
      [&](OpBuilder &xb, Location xl, Value y, Value x) {
        return readElement(xb, xl, m.data, ValueRange{roi.image, c, y, x});
      });
}

ROIBinFn ov::buildRotatedROIBox(OpBuilder &b, Location loc,
                                const ROIAlignRotatedMatch &m, Value roi) {
  RotatedROIStart start = buildRotatedROIStart(b, loc, m, roi);
  return [&m, start](OpBuilder &xb, Location xl, Value c, Value binRow,
                     Value binCol) {
    return buildRotatedROIBinAt(xb, xl, m, start, c, binRow, binCol);
  };
}
