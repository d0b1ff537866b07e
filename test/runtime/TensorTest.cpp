// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TensorTest.cpp - Tensors, dtypes and shape arithmetic --------------===//

#include "ovrt/Runtime.h"

#include <gtest/gtest.h>

#include <cstring>

using namespace ovrt;

TEST(TensorTest, DTypeNamesSizesAndParsing) {
  const char *names[] = {"f16", "bf16", "f32", "f64", "i8",  "i16", "i32",
                         "i64", "u8",   "u16", "u32", "u64", "bool"};
  const size_t sizes[] = {2, 2, 4, 8, 1, 2, 4, 8, 1, 2, 4, 8, 1};
  for (int i = 0; i < kNumDTypes; ++i) {
    DType t = DType(i);
    EXPECT_STREQ(dtypeName(t), names[i]);
    EXPECT_EQ(dtypeSize(t), sizes[i]);
    EXPECT_EQ(parseDType(names[i], /*allowBool=*/true), t);
  }
  // bool is not an ABI DTYPE.
  EXPECT_FALSE(parseDType("bool").has_value());
  EXPECT_FALSE(parseDType("f128").has_value());
  EXPECT_FALSE(parseDType("F32").has_value());
  EXPECT_FALSE(parseDType("").has_value());
  EXPECT_STREQ(dtypeName(DType(200)), "<invalid>");
}

TEST(TensorTest, FormatShape) {
  EXPECT_EQ(formatShape({}), "[]");
  EXPECT_EQ(formatShape({3}), "[3]");
  EXPECT_EQ(formatShape({2, -1, 50}), "[2, -1, 50]");
  EXPECT_EQ(formatShape({2, -1, 50}, true), "[2, ?, 50]");
}

TEST(TensorTest, CreateIsZeroFilledAndAligned) {
  Result<Tensor> t = Tensor::create(DType::F32, {2, 3});
  ASSERT_TRUE(t.ok()) << t.error();
  EXPECT_TRUE(t->valid());
  EXPECT_EQ(t->numElements(), 6);
  EXPECT_EQ(t->byteSize(), 24u);
  EXPECT_EQ(t->rank(), 2);
  EXPECT_EQ(t->dim(1), 3);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(t->data()) % 64, 0u);
  for (int i = 0; i < 6; ++i)
    EXPECT_EQ(t->dataAs<float>()[i], 0.0f);
  EXPECT_EQ(t->strides(), (std::vector<int64_t>{3, 1}));
  EXPECT_EQ(t->typeString(), "f32 [2, 3]");
}

TEST(TensorTest, ZeroDimAndEmptyTensors) {
  Result<Tensor> scalar = Tensor::create(DType::I64, {});
  ASSERT_TRUE(scalar.ok());
  EXPECT_EQ(scalar->numElements(), 1);
  EXPECT_EQ(scalar->byteSize(), 8u);
  EXPECT_TRUE(scalar->strides().empty());

  Result<Tensor> empty = Tensor::create(DType::U8, {4, 0, 3});
  ASSERT_TRUE(empty.ok());
  EXPECT_EQ(empty->numElements(), 0);
  EXPECT_EQ(empty->byteSize(), 0u);
  // Even an empty tensor has an aligned, non-null buffer.
  ASSERT_NE(empty->data(), nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(empty->data()) % 64, 0u);
  EXPECT_EQ(empty->strides(), (std::vector<int64_t>{3, 3, 1}));
}

TEST(TensorTest, AbsurdShapesAreErrorsNotCrashes) {
  Result<Tensor> huge =
      Tensor::create(DType::F32, {int64_t(1) << 40, int64_t(1) << 40});
  ASSERT_FALSE(huge.ok());
  EXPECT_EQ(huge.error(),
            "tensor of shape [1099511627776, 1099511627776] is too large");

  Result<Tensor> overflow = Tensor::create(DType::F64, {INT64_MAX, 2});
  ASSERT_FALSE(overflow.ok());
  EXPECT_NE(overflow.error().find("is too large"), std::string::npos);

  // Bytes, not only elements, are bounded.
  Result<int64_t> bytes = checkedByteSize(DType::F64, {int64_t(1) << 38});
  ASSERT_FALSE(bytes.ok());
  EXPECT_NE(bytes.error().find("is too large"), std::string::npos);
  EXPECT_TRUE(checkedByteSize(DType::U8, {int64_t(1) << 38}).ok());

  Result<Tensor> negative = Tensor::create(DType::F32, {2, -1});
  ASSERT_FALSE(negative.ok());
  EXPECT_EQ(negative.error(), "tensor shape [2, -1] has a negative dimension");

  Result<Tensor> deep = Tensor::create(DType::F32, std::vector<int64_t>(65, 1));
  ASSERT_FALSE(deep.ok());
  EXPECT_EQ(deep.error(), "tensor rank 65 exceeds the maximum of 64");

  // Zeros do not hide an absurd dim (the strides would overflow).
  EXPECT_FALSE(checkedNumElements({0, INT64_MAX, INT64_MAX}).ok());
  // Long shapes give a short message.
  std::vector<int64_t> many(60, 1 << 20);
  Result<int64_t> n = checkedNumElements(many);
  ASSERT_FALSE(n.ok());
  EXPECT_LT(n.error().size(), 200u);
  EXPECT_NE(n.error().find("(60 dims)"), std::string::npos) << n.error();
}

TEST(TensorTest, FromDataCopiesAndChecksTheSize) {
  std::vector<int32_t> v = {1, 2, 3, 4};
  Result<Tensor> t = Tensor::fromVector(DType::I32, {2, 2}, v);
  ASSERT_TRUE(t.ok()) << t.error();
  v[0] = 99; // a copy, not a view
  EXPECT_EQ(t->dataAs<int32_t>()[0], 1);
  EXPECT_EQ(t->dataAs<int32_t>()[3], 4);

  Result<Tensor> wrong = Tensor::fromVector(DType::I32, {3}, v);
  ASSERT_FALSE(wrong.ok());
  EXPECT_EQ(wrong.error(), "tensor i32 [3] needs 12 bytes, got 16");

  Result<Tensor> size = Tensor::fromVector(DType::I64, {4}, v);
  EXPECT_FALSE(size.ok());
}

TEST(TensorTest, CloneAndMove) {
  Result<Tensor> t = Tensor::fromVector<float>(DType::F32, {3}, {1, 2, 3});
  ASSERT_TRUE(t.ok());
  Result<Tensor> c = t->clone();
  ASSERT_TRUE(c.ok());
  EXPECT_NE(c->data(), t->data());
  EXPECT_EQ(std::memcmp(c->data(), t->data(), 12), 0);

  Tensor moved = t.take();
  EXPECT_TRUE(moved.valid());
  Tensor empty;
  EXPECT_FALSE(empty.valid());
  EXPECT_FALSE(empty.clone().ok());
}

TEST(TensorTest, ResultAndStatus) {
  Status ok = Status::success();
  EXPECT_TRUE(ok.ok());
  EXPECT_TRUE(bool(ok));
  Status bad = Status::error("boom");
  EXPECT_FALSE(bad.ok());
  EXPECT_EQ(bad.message(), "boom");
  Result<int> r = bad;
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(r.error(), "boom");
  EXPECT_EQ(r.status().message(), "boom");
  // A Result built from a success is an error, never undefined behaviour.
  Result<int> odd = Status::success();
  EXPECT_FALSE(odd.ok());
  Result<int> v = 5;
  EXPECT_TRUE(v.ok());
  EXPECT_EQ(*v, 5);
  EXPECT_TRUE(v.status().ok());
}
