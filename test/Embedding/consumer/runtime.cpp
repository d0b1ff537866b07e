// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Uses libovrt through the installed package (OVMLIR::ovrt): loads a module
// compiled by the installed ov-compile, runs its first function on ones,
// and prints what came out. No MLIR here: the runtime stands alone.
#include "ovrt/Runtime.h"

#include <cstdio>

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: ovrt-consumer MODULE.so\n");
    return 2;
  }
  ovrt::Result<std::shared_ptr<ovrt::Module>> m = ovrt::Module::load(argv[1]);
  if (!m.ok()) {
    std::fprintf(stderr, "%s\n", m.error().c_str());
    return 1;
  }
  const ovrt::FunctionSpec &fn = (*m)->functions().front();
  ovrt::Result<ovrt::Tensor> x =
      ovrt::Tensor::create(fn.inputs[0].dtype, fn.inputs[0].dims);
  if (!x.ok())
    return 1;
  for (int64_t i = 0; i < x->numElements(); ++i)
    x->dataAs<float>()[i] = 1.0f;
  std::vector<ovrt::Tensor> inputs;
  inputs.push_back(x.take());
  ovrt::Result<std::vector<ovrt::Tensor>> out = (*m)->run(fn.name, inputs);
  if (!out.ok()) {
    std::fprintf(stderr, "%s\n", out.error().c_str());
    return 1;
  }
  const ovrt::Tensor &y = (*out)[0];
  std::printf("%s: %s, first %g\n", fn.name.c_str(), y.typeString().c_str(),
              double(y.dataAs<float>()[0]));
  return 0;
}
