// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignBridge.cpp - What every ROIAlign lowering starts from ------===//

#include "ROIAlignBridge.h"

using namespace mlir;
using namespace mlir::ov;

ROIStart ov::buildROIStart(OpBuilder &b, Location loc, const ROIAlignMatch &m,
                           Value roi) {
  ROIStart start;
  start.image = buildROIImage(b, loc, m, roi);
  RoundedArith a(b, loc, m.elementType);
  SmallVector<Value> box = readROIBox(b, loc, m, roi, 0, 4);
  start.geometry = buildROIGeometry(a, box[0], box[1], box[2], box[3],
                                    m.spatialScale, m.attrs);
  return start;
}

ROIBinFn ov::buildROIAlignBox(OpBuilder &b, Location loc,
                              const ROIAlignMatch &m, Value roi) {
  ROIStart start = buildROIStart(b, loc, m, roi);
  return [&m, start](OpBuilder &xb, Location xl, Value c, Value binRow,
                     Value binCol) {
    return buildROIBin(xb, xl, m.elementType, start.geometry, binRow, binCol,
                       m.height, m.width, m.attrs.isMax(),
                       [&](OpBuilder &pb, Location pl, Value y, Value x) {
                         return readElement(pb, pl, m.data,
                                            ValueRange{start.image, c, y, x});
                       });
  };
}
