irdl.dialect @xarith {
  // Types and attributes of the dialect are not exported.
  irdl.operation @addf {
    // floating-point-like: the element type of vectors and tensors is not constrained
    %0 = irdl.is f4E2M1FN
    %1 = irdl.is f6E2M3FN
    %2 = irdl.is f6E3M2FN
    %3 = irdl.is f8E5M2
    %4 = irdl.is f8E4M3
    %5 = irdl.is f8E4M3FN
    %6 = irdl.is f8E5M2FNUZ
    %7 = irdl.is f8E4M3FNUZ
    %8 = irdl.is f8E4M3B11FNUZ
    %9 = irdl.is f8E3M4
    %10 = irdl.is f8E8M0FNU
    %11 = irdl.is bf16
    %12 = irdl.is f16
    %13 = irdl.is tf32
    %14 = irdl.is f32
    %15 = irdl.is f64
    %16 = irdl.is f80
    %17 = irdl.is f128
    %18 = irdl.any_of(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17)
    %19 = irdl.base "!builtin.vector"
    %20 = irdl.base "!builtin.tensor"
    %21 = irdl.base "!builtin.unranked_tensor"
    %22 = irdl.any_of(%18, %19, %20, %21)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %22, rhs: %22)
    irdl.results(result: %22)
  }
  irdl.operation @addi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    // attribute 'overflowFlags' (Integer overflow arith flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %6)
  }
  irdl.operation @addui_extended {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    // bool-like: the element type of vectors and tensors is not constrained
    %7 = irdl.is i1
    %8 = irdl.base "!builtin.vector"
    %9 = irdl.base "!builtin.tensor"
    %10 = irdl.base "!builtin.unranked_tensor"
    %11 = irdl.any_of(%7, %8, %9, %10)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(sum: %6, overflow: %11)
  }
  irdl.operation @andi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %6)
  }
  irdl.operation @bitcast {
    // signless-integer-or-float-like or memref of signless-integer or float: not expressible in IRDL
    %0 = irdl.any
    // signless-integer-or-float-like or memref of signless-integer or float: not expressible in IRDL
    %1 = irdl.any
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %0)
    irdl.results(out: %1)
  }
  irdl.operation @ceildivsi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %6)
  }
  irdl.operation @ceildivui {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %6)
  }
  irdl.operation @cmpf {
    // floating-point-like: the element type of vectors and tensors is not constrained
    %0 = irdl.is f4E2M1FN
    %1 = irdl.is f6E2M3FN
    %2 = irdl.is f6E3M2FN
    %3 = irdl.is f8E5M2
    %4 = irdl.is f8E4M3
    %5 = irdl.is f8E4M3FN
    %6 = irdl.is f8E5M2FNUZ
    %7 = irdl.is f8E4M3FNUZ
    %8 = irdl.is f8E4M3B11FNUZ
    %9 = irdl.is f8E3M4
    %10 = irdl.is f8E8M0FNU
    %11 = irdl.is bf16
    %12 = irdl.is f16
    %13 = irdl.is tf32
    %14 = irdl.is f32
    %15 = irdl.is f64
    %16 = irdl.is f80
    %17 = irdl.is f128
    %18 = irdl.any_of(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17)
    %19 = irdl.base "!builtin.vector"
    %20 = irdl.base "!builtin.tensor"
    %21 = irdl.base "!builtin.unranked_tensor"
    %22 = irdl.any_of(%18, %19, %20, %21)
    // bool-like: the element type of vectors and tensors is not constrained
    %23 = irdl.is i1
    %24 = irdl.base "!builtin.vector"
    %25 = irdl.base "!builtin.tensor"
    %26 = irdl.base "!builtin.unranked_tensor"
    %27 = irdl.any_of(%23, %24, %25, %26)
    %28 = irdl.is 0 : i64
    %29 = irdl.is 1 : i64
    %30 = irdl.is 2 : i64
    %31 = irdl.is 3 : i64
    %32 = irdl.is 4 : i64
    %33 = irdl.is 5 : i64
    %34 = irdl.is 6 : i64
    %35 = irdl.is 7 : i64
    %36 = irdl.is 8 : i64
    %37 = irdl.is 9 : i64
    %38 = irdl.is 10 : i64
    %39 = irdl.is 11 : i64
    %40 = irdl.is 12 : i64
    %41 = irdl.is 13 : i64
    %42 = irdl.is 14 : i64
    %43 = irdl.is 15 : i64
    %44 = irdl.any_of(%28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    // 'result type has i1 element type and same shape as operands': not expressible in IRDL
    irdl.operands(lhs: %22, rhs: %22)
    irdl.results(result: %27)
    irdl.attributes {"predicate" = %44}
  }
  irdl.operation @cmpi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    // bool-like: the element type of vectors and tensors is not constrained
    %7 = irdl.is i1
    %8 = irdl.base "!builtin.vector"
    %9 = irdl.base "!builtin.tensor"
    %10 = irdl.base "!builtin.unranked_tensor"
    %11 = irdl.any_of(%7, %8, %9, %10)
    %12 = irdl.is 0 : i64
    %13 = irdl.is 1 : i64
    %14 = irdl.is 2 : i64
    %15 = irdl.is 3 : i64
    %16 = irdl.is 4 : i64
    %17 = irdl.is 5 : i64
    %18 = irdl.is 6 : i64
    %19 = irdl.is 7 : i64
    %20 = irdl.is 8 : i64
    %21 = irdl.is 9 : i64
    %22 = irdl.any_of(%12, %13, %14, %15, %16, %17, %18, %19, %20, %21)
    // 'result type has i1 element type and same shape as operands': not expressible in IRDL
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %11)
    irdl.attributes {"predicate" = %22}
  }
  irdl.operation @constant {
    %0 = irdl.any
    // TypedAttr instance: not expressible in IRDL
    %1 = irdl.any
    // the op's own verifier is not expressible in IRDL
    irdl.results(result: %0)
    irdl.attributes {"value" = %1}
  }
  irdl.operation @divf {
    // floating-point-like: the element type of vectors and tensors is not constrained
    %0 = irdl.is f4E2M1FN
    %1 = irdl.is f6E2M3FN
    %2 = irdl.is f6E3M2FN
    %3 = irdl.is f8E5M2
    %4 = irdl.is f8E4M3
    %5 = irdl.is f8E4M3FN
    %6 = irdl.is f8E5M2FNUZ
    %7 = irdl.is f8E4M3FNUZ
    %8 = irdl.is f8E4M3B11FNUZ
    %9 = irdl.is f8E3M4
    %10 = irdl.is f8E8M0FNU
    %11 = irdl.is bf16
    %12 = irdl.is f16
    %13 = irdl.is tf32
    %14 = irdl.is f32
    %15 = irdl.is f64
    %16 = irdl.is f80
    %17 = irdl.is f128
    %18 = irdl.any_of(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17)
    %19 = irdl.base "!builtin.vector"
    %20 = irdl.base "!builtin.tensor"
    %21 = irdl.base "!builtin.unranked_tensor"
    %22 = irdl.any_of(%18, %19, %20, %21)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %22, rhs: %22)
    irdl.results(result: %22)
  }
  irdl.operation @divsi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    // attribute 'isExact' (unit attribute) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %6)
  }
  irdl.operation @divui {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    // attribute 'isExact' (unit attribute) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %6)
  }
  irdl.operation @extf {
    // floating-point-like: the element type of vectors and tensors is not constrained
    %0 = irdl.is f4E2M1FN
    %1 = irdl.is f6E2M3FN
    %2 = irdl.is f6E3M2FN
    %3 = irdl.is f8E5M2
    %4 = irdl.is f8E4M3
    %5 = irdl.is f8E4M3FN
    %6 = irdl.is f8E5M2FNUZ
    %7 = irdl.is f8E4M3FNUZ
    %8 = irdl.is f8E4M3B11FNUZ
    %9 = irdl.is f8E3M4
    %10 = irdl.is f8E8M0FNU
    %11 = irdl.is bf16
    %12 = irdl.is f16
    %13 = irdl.is tf32
    %14 = irdl.is f32
    %15 = irdl.is f64
    %16 = irdl.is f80
    %17 = irdl.is f128
    %18 = irdl.any_of(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17)
    %19 = irdl.base "!builtin.vector"
    %20 = irdl.base "!builtin.tensor"
    %21 = irdl.base "!builtin.unranked_tensor"
    %22 = irdl.any_of(%18, %19, %20, %21)
    // floating-point-like: the element type of vectors and tensors is not constrained
    %23 = irdl.is f4E2M1FN
    %24 = irdl.is f6E2M3FN
    %25 = irdl.is f6E3M2FN
    %26 = irdl.is f8E5M2
    %27 = irdl.is f8E4M3
    %28 = irdl.is f8E4M3FN
    %29 = irdl.is f8E5M2FNUZ
    %30 = irdl.is f8E4M3FNUZ
    %31 = irdl.is f8E4M3B11FNUZ
    %32 = irdl.is f8E3M4
    %33 = irdl.is f8E8M0FNU
    %34 = irdl.is bf16
    %35 = irdl.is f16
    %36 = irdl.is tf32
    %37 = irdl.is f32
    %38 = irdl.is f64
    %39 = irdl.is f80
    %40 = irdl.is f128
    %41 = irdl.any_of(%23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40)
    %42 = irdl.base "!builtin.vector"
    %43 = irdl.base "!builtin.tensor"
    %44 = irdl.base "!builtin.unranked_tensor"
    %45 = irdl.any_of(%41, %42, %43, %44)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %22)
    irdl.results(out: %45)
  }
  irdl.operation @extsi {
    // signless-fixed-width-integer-like: the element type of vectors and tensors is not constrained
    // signless integer: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.base "!builtin.vector"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.unranked_tensor"
    %4 = irdl.any_of(%0, %1, %2, %3)
    // signless-fixed-width-integer-like: the element type of vectors and tensors is not constrained
    // signless integer: the signedness is not constrained
    %5 = irdl.base "!builtin.integer"
    %6 = irdl.base "!builtin.vector"
    %7 = irdl.base "!builtin.tensor"
    %8 = irdl.base "!builtin.unranked_tensor"
    %9 = irdl.any_of(%5, %6, %7, %8)
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %4)
    irdl.results(out: %9)
  }
  irdl.operation @extui {
    // signless-fixed-width-integer-like: the element type of vectors and tensors is not constrained
    // signless integer: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.base "!builtin.vector"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.unranked_tensor"
    %4 = irdl.any_of(%0, %1, %2, %3)
    // signless-fixed-width-integer-like: the element type of vectors and tensors is not constrained
    // signless integer: the signedness is not constrained
    %5 = irdl.base "!builtin.integer"
    %6 = irdl.base "!builtin.vector"
    %7 = irdl.base "!builtin.tensor"
    %8 = irdl.base "!builtin.unranked_tensor"
    %9 = irdl.any_of(%5, %6, %7, %8)
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %4)
    irdl.results(out: %9)
  }
  irdl.operation @floordivsi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %6)
  }
  irdl.operation @fptosi {
    // floating-point-like: the element type of vectors and tensors is not constrained
    %0 = irdl.is f4E2M1FN
    %1 = irdl.is f6E2M3FN
    %2 = irdl.is f6E3M2FN
    %3 = irdl.is f8E5M2
    %4 = irdl.is f8E4M3
    %5 = irdl.is f8E4M3FN
    %6 = irdl.is f8E5M2FNUZ
    %7 = irdl.is f8E4M3FNUZ
    %8 = irdl.is f8E4M3B11FNUZ
    %9 = irdl.is f8E3M4
    %10 = irdl.is f8E8M0FNU
    %11 = irdl.is bf16
    %12 = irdl.is f16
    %13 = irdl.is tf32
    %14 = irdl.is f32
    %15 = irdl.is f64
    %16 = irdl.is f80
    %17 = irdl.is f128
    %18 = irdl.any_of(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17)
    %19 = irdl.base "!builtin.vector"
    %20 = irdl.base "!builtin.tensor"
    %21 = irdl.base "!builtin.unranked_tensor"
    %22 = irdl.any_of(%18, %19, %20, %21)
    // signless-fixed-width-integer-like: the element type of vectors and tensors is not constrained
    // signless integer: the signedness is not constrained
    %23 = irdl.base "!builtin.integer"
    %24 = irdl.base "!builtin.vector"
    %25 = irdl.base "!builtin.tensor"
    %26 = irdl.base "!builtin.unranked_tensor"
    %27 = irdl.any_of(%23, %24, %25, %26)
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %22)
    irdl.results(out: %27)
  }
  irdl.operation @fptoui {
    // floating-point-like: the element type of vectors and tensors is not constrained
    %0 = irdl.is f4E2M1FN
    %1 = irdl.is f6E2M3FN
    %2 = irdl.is f6E3M2FN
    %3 = irdl.is f8E5M2
    %4 = irdl.is f8E4M3
    %5 = irdl.is f8E4M3FN
    %6 = irdl.is f8E5M2FNUZ
    %7 = irdl.is f8E4M3FNUZ
    %8 = irdl.is f8E4M3B11FNUZ
    %9 = irdl.is f8E3M4
    %10 = irdl.is f8E8M0FNU
    %11 = irdl.is bf16
    %12 = irdl.is f16
    %13 = irdl.is tf32
    %14 = irdl.is f32
    %15 = irdl.is f64
    %16 = irdl.is f80
    %17 = irdl.is f128
    %18 = irdl.any_of(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17)
    %19 = irdl.base "!builtin.vector"
    %20 = irdl.base "!builtin.tensor"
    %21 = irdl.base "!builtin.unranked_tensor"
    %22 = irdl.any_of(%18, %19, %20, %21)
    // signless-fixed-width-integer-like: the element type of vectors and tensors is not constrained
    // signless integer: the signedness is not constrained
    %23 = irdl.base "!builtin.integer"
    %24 = irdl.base "!builtin.vector"
    %25 = irdl.base "!builtin.tensor"
    %26 = irdl.base "!builtin.unranked_tensor"
    %27 = irdl.any_of(%23, %24, %25, %26)
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %22)
    irdl.results(out: %27)
  }
  irdl.operation @index_cast {
    // signless-integer-like or memref of signless-integer: not expressible in IRDL
    %0 = irdl.any
    // signless-integer-like or memref of signless-integer: not expressible in IRDL
    %1 = irdl.any
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %0)
    irdl.results(out: %1)
  }
  irdl.operation @index_castui {
    // signless-integer-like or memref of signless-integer: not expressible in IRDL
    %0 = irdl.any
    // signless-integer-like or memref of signless-integer: not expressible in IRDL
    %1 = irdl.any
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %0)
    irdl.results(out: %1)
  }
  irdl.operation @maximumf {
    // floating-point-like: the element type of vectors and tensors is not constrained
    %0 = irdl.is f4E2M1FN
    %1 = irdl.is f6E2M3FN
    %2 = irdl.is f6E3M2FN
    %3 = irdl.is f8E5M2
    %4 = irdl.is f8E4M3
    %5 = irdl.is f8E4M3FN
    %6 = irdl.is f8E5M2FNUZ
    %7 = irdl.is f8E4M3FNUZ
    %8 = irdl.is f8E4M3B11FNUZ
    %9 = irdl.is f8E3M4
    %10 = irdl.is f8E8M0FNU
    %11 = irdl.is bf16
    %12 = irdl.is f16
    %13 = irdl.is tf32
    %14 = irdl.is f32
    %15 = irdl.is f64
    %16 = irdl.is f80
    %17 = irdl.is f128
    %18 = irdl.any_of(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17)
    %19 = irdl.base "!builtin.vector"
    %20 = irdl.base "!builtin.tensor"
    %21 = irdl.base "!builtin.unranked_tensor"
    %22 = irdl.any_of(%18, %19, %20, %21)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %22, rhs: %22)
    irdl.results(result: %22)
  }
  irdl.operation @maxnumf {
    // floating-point-like: the element type of vectors and tensors is not constrained
    %0 = irdl.is f4E2M1FN
    %1 = irdl.is f6E2M3FN
    %2 = irdl.is f6E3M2FN
    %3 = irdl.is f8E5M2
    %4 = irdl.is f8E4M3
    %5 = irdl.is f8E4M3FN
    %6 = irdl.is f8E5M2FNUZ
    %7 = irdl.is f8E4M3FNUZ
    %8 = irdl.is f8E4M3B11FNUZ
    %9 = irdl.is f8E3M4
    %10 = irdl.is f8E8M0FNU
    %11 = irdl.is bf16
    %12 = irdl.is f16
    %13 = irdl.is tf32
    %14 = irdl.is f32
    %15 = irdl.is f64
    %16 = irdl.is f80
    %17 = irdl.is f128
    %18 = irdl.any_of(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17)
    %19 = irdl.base "!builtin.vector"
    %20 = irdl.base "!builtin.tensor"
    %21 = irdl.base "!builtin.unranked_tensor"
    %22 = irdl.any_of(%18, %19, %20, %21)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %22, rhs: %22)
    irdl.results(result: %22)
  }
  irdl.operation @maxsi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %6)
  }
  irdl.operation @maxui {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %6)
  }
  irdl.operation @minimumf {
    // floating-point-like: the element type of vectors and tensors is not constrained
    %0 = irdl.is f4E2M1FN
    %1 = irdl.is f6E2M3FN
    %2 = irdl.is f6E3M2FN
    %3 = irdl.is f8E5M2
    %4 = irdl.is f8E4M3
    %5 = irdl.is f8E4M3FN
    %6 = irdl.is f8E5M2FNUZ
    %7 = irdl.is f8E4M3FNUZ
    %8 = irdl.is f8E4M3B11FNUZ
    %9 = irdl.is f8E3M4
    %10 = irdl.is f8E8M0FNU
    %11 = irdl.is bf16
    %12 = irdl.is f16
    %13 = irdl.is tf32
    %14 = irdl.is f32
    %15 = irdl.is f64
    %16 = irdl.is f80
    %17 = irdl.is f128
    %18 = irdl.any_of(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17)
    %19 = irdl.base "!builtin.vector"
    %20 = irdl.base "!builtin.tensor"
    %21 = irdl.base "!builtin.unranked_tensor"
    %22 = irdl.any_of(%18, %19, %20, %21)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %22, rhs: %22)
    irdl.results(result: %22)
  }
  irdl.operation @minnumf {
    // floating-point-like: the element type of vectors and tensors is not constrained
    %0 = irdl.is f4E2M1FN
    %1 = irdl.is f6E2M3FN
    %2 = irdl.is f6E3M2FN
    %3 = irdl.is f8E5M2
    %4 = irdl.is f8E4M3
    %5 = irdl.is f8E4M3FN
    %6 = irdl.is f8E5M2FNUZ
    %7 = irdl.is f8E4M3FNUZ
    %8 = irdl.is f8E4M3B11FNUZ
    %9 = irdl.is f8E3M4
    %10 = irdl.is f8E8M0FNU
    %11 = irdl.is bf16
    %12 = irdl.is f16
    %13 = irdl.is tf32
    %14 = irdl.is f32
    %15 = irdl.is f64
    %16 = irdl.is f80
    %17 = irdl.is f128
    %18 = irdl.any_of(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17)
    %19 = irdl.base "!builtin.vector"
    %20 = irdl.base "!builtin.tensor"
    %21 = irdl.base "!builtin.unranked_tensor"
    %22 = irdl.any_of(%18, %19, %20, %21)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %22, rhs: %22)
    irdl.results(result: %22)
  }
  irdl.operation @minsi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %6)
  }
  irdl.operation @minui {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %6)
  }
  irdl.operation @mulf {
    // floating-point-like: the element type of vectors and tensors is not constrained
    %0 = irdl.is f4E2M1FN
    %1 = irdl.is f6E2M3FN
    %2 = irdl.is f6E3M2FN
    %3 = irdl.is f8E5M2
    %4 = irdl.is f8E4M3
    %5 = irdl.is f8E4M3FN
    %6 = irdl.is f8E5M2FNUZ
    %7 = irdl.is f8E4M3FNUZ
    %8 = irdl.is f8E4M3B11FNUZ
    %9 = irdl.is f8E3M4
    %10 = irdl.is f8E8M0FNU
    %11 = irdl.is bf16
    %12 = irdl.is f16
    %13 = irdl.is tf32
    %14 = irdl.is f32
    %15 = irdl.is f64
    %16 = irdl.is f80
    %17 = irdl.is f128
    %18 = irdl.any_of(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17)
    %19 = irdl.base "!builtin.vector"
    %20 = irdl.base "!builtin.tensor"
    %21 = irdl.base "!builtin.unranked_tensor"
    %22 = irdl.any_of(%18, %19, %20, %21)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %22, rhs: %22)
    irdl.results(result: %22)
  }
  irdl.operation @muli {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    // attribute 'overflowFlags' (Integer overflow arith flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %6)
  }
  irdl.operation @mulsi_extended {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(low: %6, high: %6)
  }
  irdl.operation @mului_extended {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(low: %6, high: %6)
  }
  irdl.operation @negf {
    // floating-point-like: the element type of vectors and tensors is not constrained
    %0 = irdl.is f4E2M1FN
    %1 = irdl.is f6E2M3FN
    %2 = irdl.is f6E3M2FN
    %3 = irdl.is f8E5M2
    %4 = irdl.is f8E4M3
    %5 = irdl.is f8E4M3FN
    %6 = irdl.is f8E5M2FNUZ
    %7 = irdl.is f8E4M3FNUZ
    %8 = irdl.is f8E4M3B11FNUZ
    %9 = irdl.is f8E3M4
    %10 = irdl.is f8E8M0FNU
    %11 = irdl.is bf16
    %12 = irdl.is f16
    %13 = irdl.is tf32
    %14 = irdl.is f32
    %15 = irdl.is f64
    %16 = irdl.is f80
    %17 = irdl.is f128
    %18 = irdl.any_of(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17)
    %19 = irdl.base "!builtin.vector"
    %20 = irdl.base "!builtin.tensor"
    %21 = irdl.base "!builtin.unranked_tensor"
    %22 = irdl.any_of(%18, %19, %20, %21)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(operand: %22)
    irdl.results(result: %22)
  }
  irdl.operation @ori {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %6)
  }
  irdl.operation @remf {
    // floating-point-like: the element type of vectors and tensors is not constrained
    %0 = irdl.is f4E2M1FN
    %1 = irdl.is f6E2M3FN
    %2 = irdl.is f6E3M2FN
    %3 = irdl.is f8E5M2
    %4 = irdl.is f8E4M3
    %5 = irdl.is f8E4M3FN
    %6 = irdl.is f8E5M2FNUZ
    %7 = irdl.is f8E4M3FNUZ
    %8 = irdl.is f8E4M3B11FNUZ
    %9 = irdl.is f8E3M4
    %10 = irdl.is f8E8M0FNU
    %11 = irdl.is bf16
    %12 = irdl.is f16
    %13 = irdl.is tf32
    %14 = irdl.is f32
    %15 = irdl.is f64
    %16 = irdl.is f80
    %17 = irdl.is f128
    %18 = irdl.any_of(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17)
    %19 = irdl.base "!builtin.vector"
    %20 = irdl.base "!builtin.tensor"
    %21 = irdl.base "!builtin.unranked_tensor"
    %22 = irdl.any_of(%18, %19, %20, %21)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %22, rhs: %22)
    irdl.results(result: %22)
  }
  irdl.operation @remsi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %6)
  }
  irdl.operation @remui {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %6)
  }
  irdl.operation @scaling_extf {
    // floating-point-like: the element type of vectors and tensors is not constrained
    %0 = irdl.is f4E2M1FN
    %1 = irdl.is f6E2M3FN
    %2 = irdl.is f6E3M2FN
    %3 = irdl.is f8E5M2
    %4 = irdl.is f8E4M3
    %5 = irdl.is f8E4M3FN
    %6 = irdl.is f8E5M2FNUZ
    %7 = irdl.is f8E4M3FNUZ
    %8 = irdl.is f8E4M3B11FNUZ
    %9 = irdl.is f8E3M4
    %10 = irdl.is f8E8M0FNU
    %11 = irdl.is bf16
    %12 = irdl.is f16
    %13 = irdl.is tf32
    %14 = irdl.is f32
    %15 = irdl.is f64
    %16 = irdl.is f80
    %17 = irdl.is f128
    %18 = irdl.any_of(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17)
    %19 = irdl.base "!builtin.vector"
    %20 = irdl.base "!builtin.tensor"
    %21 = irdl.base "!builtin.unranked_tensor"
    %22 = irdl.any_of(%18, %19, %20, %21)
    // floating-point-like: the element type of vectors and tensors is not constrained
    %23 = irdl.is f4E2M1FN
    %24 = irdl.is f6E2M3FN
    %25 = irdl.is f6E3M2FN
    %26 = irdl.is f8E5M2
    %27 = irdl.is f8E4M3
    %28 = irdl.is f8E4M3FN
    %29 = irdl.is f8E5M2FNUZ
    %30 = irdl.is f8E4M3FNUZ
    %31 = irdl.is f8E4M3B11FNUZ
    %32 = irdl.is f8E3M4
    %33 = irdl.is f8E8M0FNU
    %34 = irdl.is bf16
    %35 = irdl.is f16
    %36 = irdl.is tf32
    %37 = irdl.is f32
    %38 = irdl.is f64
    %39 = irdl.is f80
    %40 = irdl.is f128
    %41 = irdl.any_of(%23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40)
    %42 = irdl.base "!builtin.vector"
    %43 = irdl.base "!builtin.tensor"
    %44 = irdl.base "!builtin.unranked_tensor"
    %45 = irdl.any_of(%41, %42, %43, %44)
    // floating-point-like: the element type of vectors and tensors is not constrained
    %46 = irdl.is f4E2M1FN
    %47 = irdl.is f6E2M3FN
    %48 = irdl.is f6E3M2FN
    %49 = irdl.is f8E5M2
    %50 = irdl.is f8E4M3
    %51 = irdl.is f8E4M3FN
    %52 = irdl.is f8E5M2FNUZ
    %53 = irdl.is f8E4M3FNUZ
    %54 = irdl.is f8E4M3B11FNUZ
    %55 = irdl.is f8E3M4
    %56 = irdl.is f8E8M0FNU
    %57 = irdl.is bf16
    %58 = irdl.is f16
    %59 = irdl.is tf32
    %60 = irdl.is f32
    %61 = irdl.is f64
    %62 = irdl.is f80
    %63 = irdl.is f128
    %64 = irdl.any_of(%46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63)
    %65 = irdl.base "!builtin.vector"
    %66 = irdl.base "!builtin.tensor"
    %67 = irdl.base "!builtin.unranked_tensor"
    %68 = irdl.any_of(%64, %65, %66, %67)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %22, scale: %45)
    irdl.results(out: %68)
  }
  irdl.operation @scaling_truncf {
    // floating-point-like: the element type of vectors and tensors is not constrained
    %0 = irdl.is f4E2M1FN
    %1 = irdl.is f6E2M3FN
    %2 = irdl.is f6E3M2FN
    %3 = irdl.is f8E5M2
    %4 = irdl.is f8E4M3
    %5 = irdl.is f8E4M3FN
    %6 = irdl.is f8E5M2FNUZ
    %7 = irdl.is f8E4M3FNUZ
    %8 = irdl.is f8E4M3B11FNUZ
    %9 = irdl.is f8E3M4
    %10 = irdl.is f8E8M0FNU
    %11 = irdl.is bf16
    %12 = irdl.is f16
    %13 = irdl.is tf32
    %14 = irdl.is f32
    %15 = irdl.is f64
    %16 = irdl.is f80
    %17 = irdl.is f128
    %18 = irdl.any_of(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17)
    %19 = irdl.base "!builtin.vector"
    %20 = irdl.base "!builtin.tensor"
    %21 = irdl.base "!builtin.unranked_tensor"
    %22 = irdl.any_of(%18, %19, %20, %21)
    // floating-point-like: the element type of vectors and tensors is not constrained
    %23 = irdl.is f4E2M1FN
    %24 = irdl.is f6E2M3FN
    %25 = irdl.is f6E3M2FN
    %26 = irdl.is f8E5M2
    %27 = irdl.is f8E4M3
    %28 = irdl.is f8E4M3FN
    %29 = irdl.is f8E5M2FNUZ
    %30 = irdl.is f8E4M3FNUZ
    %31 = irdl.is f8E4M3B11FNUZ
    %32 = irdl.is f8E3M4
    %33 = irdl.is f8E8M0FNU
    %34 = irdl.is bf16
    %35 = irdl.is f16
    %36 = irdl.is tf32
    %37 = irdl.is f32
    %38 = irdl.is f64
    %39 = irdl.is f80
    %40 = irdl.is f128
    %41 = irdl.any_of(%23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40)
    %42 = irdl.base "!builtin.vector"
    %43 = irdl.base "!builtin.tensor"
    %44 = irdl.base "!builtin.unranked_tensor"
    %45 = irdl.any_of(%41, %42, %43, %44)
    // floating-point-like: the element type of vectors and tensors is not constrained
    %46 = irdl.is f4E2M1FN
    %47 = irdl.is f6E2M3FN
    %48 = irdl.is f6E3M2FN
    %49 = irdl.is f8E5M2
    %50 = irdl.is f8E4M3
    %51 = irdl.is f8E4M3FN
    %52 = irdl.is f8E5M2FNUZ
    %53 = irdl.is f8E4M3FNUZ
    %54 = irdl.is f8E4M3B11FNUZ
    %55 = irdl.is f8E3M4
    %56 = irdl.is f8E8M0FNU
    %57 = irdl.is bf16
    %58 = irdl.is f16
    %59 = irdl.is tf32
    %60 = irdl.is f32
    %61 = irdl.is f64
    %62 = irdl.is f80
    %63 = irdl.is f128
    %64 = irdl.any_of(%46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63)
    %65 = irdl.base "!builtin.vector"
    %66 = irdl.base "!builtin.tensor"
    %67 = irdl.base "!builtin.unranked_tensor"
    %68 = irdl.any_of(%64, %65, %66, %67)
    // attribute 'roundingmode' (Floating point rounding mode) is optional: not listed (IRDL attributes are required)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %22, scale: %45)
    irdl.results(out: %68)
  }
  irdl.operation @select {
    // bool-like: the element type of vectors and tensors is not constrained
    %0 = irdl.is i1
    %1 = irdl.base "!builtin.vector"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.unranked_tensor"
    %4 = irdl.any_of(%0, %1, %2, %3)
    %5 = irdl.any
    // 'condition is signless i1 or has matching shape': not expressible in IRDL
    // the op's own verifier is not expressible in IRDL
    irdl.operands(condition: %4, true_value: %5, false_value: %5)
    irdl.results(result: %5)
  }
  irdl.operation @shli {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    // attribute 'overflowFlags' (Integer overflow arith flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %6)
  }
  irdl.operation @shrsi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    // attribute 'isExact' (unit attribute) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %6)
  }
  irdl.operation @shrui {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    // attribute 'isExact' (unit attribute) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %6)
  }
  irdl.operation @sitofp {
    // signless-fixed-width-integer-like: the element type of vectors and tensors is not constrained
    // signless integer: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.base "!builtin.vector"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.unranked_tensor"
    %4 = irdl.any_of(%0, %1, %2, %3)
    // floating-point-like: the element type of vectors and tensors is not constrained
    %5 = irdl.is f4E2M1FN
    %6 = irdl.is f6E2M3FN
    %7 = irdl.is f6E3M2FN
    %8 = irdl.is f8E5M2
    %9 = irdl.is f8E4M3
    %10 = irdl.is f8E4M3FN
    %11 = irdl.is f8E5M2FNUZ
    %12 = irdl.is f8E4M3FNUZ
    %13 = irdl.is f8E4M3B11FNUZ
    %14 = irdl.is f8E3M4
    %15 = irdl.is f8E8M0FNU
    %16 = irdl.is bf16
    %17 = irdl.is f16
    %18 = irdl.is tf32
    %19 = irdl.is f32
    %20 = irdl.is f64
    %21 = irdl.is f80
    %22 = irdl.is f128
    %23 = irdl.any_of(%5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22)
    %24 = irdl.base "!builtin.vector"
    %25 = irdl.base "!builtin.tensor"
    %26 = irdl.base "!builtin.unranked_tensor"
    %27 = irdl.any_of(%23, %24, %25, %26)
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %4)
    irdl.results(out: %27)
  }
  irdl.operation @subf {
    // floating-point-like: the element type of vectors and tensors is not constrained
    %0 = irdl.is f4E2M1FN
    %1 = irdl.is f6E2M3FN
    %2 = irdl.is f6E3M2FN
    %3 = irdl.is f8E5M2
    %4 = irdl.is f8E4M3
    %5 = irdl.is f8E4M3FN
    %6 = irdl.is f8E5M2FNUZ
    %7 = irdl.is f8E4M3FNUZ
    %8 = irdl.is f8E4M3B11FNUZ
    %9 = irdl.is f8E3M4
    %10 = irdl.is f8E8M0FNU
    %11 = irdl.is bf16
    %12 = irdl.is f16
    %13 = irdl.is tf32
    %14 = irdl.is f32
    %15 = irdl.is f64
    %16 = irdl.is f80
    %17 = irdl.is f128
    %18 = irdl.any_of(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17)
    %19 = irdl.base "!builtin.vector"
    %20 = irdl.base "!builtin.tensor"
    %21 = irdl.base "!builtin.unranked_tensor"
    %22 = irdl.any_of(%18, %19, %20, %21)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %22, rhs: %22)
    irdl.results(result: %22)
  }
  irdl.operation @subi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    // attribute 'overflowFlags' (Integer overflow arith flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %6)
  }
  irdl.operation @truncf {
    // floating-point-like: the element type of vectors and tensors is not constrained
    %0 = irdl.is f4E2M1FN
    %1 = irdl.is f6E2M3FN
    %2 = irdl.is f6E3M2FN
    %3 = irdl.is f8E5M2
    %4 = irdl.is f8E4M3
    %5 = irdl.is f8E4M3FN
    %6 = irdl.is f8E5M2FNUZ
    %7 = irdl.is f8E4M3FNUZ
    %8 = irdl.is f8E4M3B11FNUZ
    %9 = irdl.is f8E3M4
    %10 = irdl.is f8E8M0FNU
    %11 = irdl.is bf16
    %12 = irdl.is f16
    %13 = irdl.is tf32
    %14 = irdl.is f32
    %15 = irdl.is f64
    %16 = irdl.is f80
    %17 = irdl.is f128
    %18 = irdl.any_of(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17)
    %19 = irdl.base "!builtin.vector"
    %20 = irdl.base "!builtin.tensor"
    %21 = irdl.base "!builtin.unranked_tensor"
    %22 = irdl.any_of(%18, %19, %20, %21)
    // floating-point-like: the element type of vectors and tensors is not constrained
    %23 = irdl.is f4E2M1FN
    %24 = irdl.is f6E2M3FN
    %25 = irdl.is f6E3M2FN
    %26 = irdl.is f8E5M2
    %27 = irdl.is f8E4M3
    %28 = irdl.is f8E4M3FN
    %29 = irdl.is f8E5M2FNUZ
    %30 = irdl.is f8E4M3FNUZ
    %31 = irdl.is f8E4M3B11FNUZ
    %32 = irdl.is f8E3M4
    %33 = irdl.is f8E8M0FNU
    %34 = irdl.is bf16
    %35 = irdl.is f16
    %36 = irdl.is tf32
    %37 = irdl.is f32
    %38 = irdl.is f64
    %39 = irdl.is f80
    %40 = irdl.is f128
    %41 = irdl.any_of(%23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40)
    %42 = irdl.base "!builtin.vector"
    %43 = irdl.base "!builtin.tensor"
    %44 = irdl.base "!builtin.unranked_tensor"
    %45 = irdl.any_of(%41, %42, %43, %44)
    // attribute 'roundingmode' (Floating point rounding mode) is optional: not listed (IRDL attributes are required)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %22)
    irdl.results(out: %45)
  }
  irdl.operation @trunci {
    // signless-fixed-width-integer-like: the element type of vectors and tensors is not constrained
    // signless integer: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.base "!builtin.vector"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.unranked_tensor"
    %4 = irdl.any_of(%0, %1, %2, %3)
    // signless-fixed-width-integer-like: the element type of vectors and tensors is not constrained
    // signless integer: the signedness is not constrained
    %5 = irdl.base "!builtin.integer"
    %6 = irdl.base "!builtin.vector"
    %7 = irdl.base "!builtin.tensor"
    %8 = irdl.base "!builtin.unranked_tensor"
    %9 = irdl.any_of(%5, %6, %7, %8)
    // attribute 'overflowFlags' (Integer overflow arith flags) is optional: not listed (IRDL attributes are required)
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %4)
    irdl.results(out: %9)
  }
  irdl.operation @uitofp {
    // signless-fixed-width-integer-like: the element type of vectors and tensors is not constrained
    // signless integer: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.base "!builtin.vector"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.unranked_tensor"
    %4 = irdl.any_of(%0, %1, %2, %3)
    // floating-point-like: the element type of vectors and tensors is not constrained
    %5 = irdl.is f4E2M1FN
    %6 = irdl.is f6E2M3FN
    %7 = irdl.is f6E3M2FN
    %8 = irdl.is f8E5M2
    %9 = irdl.is f8E4M3
    %10 = irdl.is f8E4M3FN
    %11 = irdl.is f8E5M2FNUZ
    %12 = irdl.is f8E4M3FNUZ
    %13 = irdl.is f8E4M3B11FNUZ
    %14 = irdl.is f8E3M4
    %15 = irdl.is f8E8M0FNU
    %16 = irdl.is bf16
    %17 = irdl.is f16
    %18 = irdl.is tf32
    %19 = irdl.is f32
    %20 = irdl.is f64
    %21 = irdl.is f80
    %22 = irdl.is f128
    %23 = irdl.any_of(%5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22)
    %24 = irdl.base "!builtin.vector"
    %25 = irdl.base "!builtin.tensor"
    %26 = irdl.base "!builtin.unranked_tensor"
    %27 = irdl.any_of(%23, %24, %25, %26)
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %4)
    irdl.results(out: %27)
  }
  irdl.operation @xori {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.unranked_tensor"
    %6 = irdl.any_of(%2, %3, %4, %5)
    irdl.operands(lhs: %6, rhs: %6)
    irdl.results(result: %6)
  }
}
