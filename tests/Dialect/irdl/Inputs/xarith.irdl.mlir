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
    %21 = irdl.any_of(%18, %19, %20)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %21, rhs: %21)
    irdl.results(result: %21)
  }
  irdl.operation @addi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    // attribute 'overflowFlags' (Integer overflow arith flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %5)
  }
  irdl.operation @addui_extended {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    // bool-like: the element type of vectors and tensors is not constrained
    %6 = irdl.is i1
    %7 = irdl.base "!builtin.vector"
    %8 = irdl.base "!builtin.tensor"
    %9 = irdl.any_of(%6, %7, %8)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(sum: %5, overflow: %9)
  }
  irdl.operation @andi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %5)
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
    %5 = irdl.any_of(%2, %3, %4)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %5)
  }
  irdl.operation @ceildivui {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %5)
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
    %21 = irdl.any_of(%18, %19, %20)
    // bool-like: the element type of vectors and tensors is not constrained
    %22 = irdl.is i1
    %23 = irdl.base "!builtin.vector"
    %24 = irdl.base "!builtin.tensor"
    %25 = irdl.any_of(%22, %23, %24)
    %26 = irdl.is 0 : i64
    %27 = irdl.is 1 : i64
    %28 = irdl.is 2 : i64
    %29 = irdl.is 3 : i64
    %30 = irdl.is 4 : i64
    %31 = irdl.is 5 : i64
    %32 = irdl.is 6 : i64
    %33 = irdl.is 7 : i64
    %34 = irdl.is 8 : i64
    %35 = irdl.is 9 : i64
    %36 = irdl.is 10 : i64
    %37 = irdl.is 11 : i64
    %38 = irdl.is 12 : i64
    %39 = irdl.is 13 : i64
    %40 = irdl.is 14 : i64
    %41 = irdl.is 15 : i64
    %42 = irdl.any_of(%26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    // 'result type has i1 element type and same shape as operands': not expressible in IRDL
    irdl.operands(lhs: %21, rhs: %21)
    irdl.results(result: %25)
    irdl.attributes {"predicate" = %42}
  }
  irdl.operation @cmpi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    // bool-like: the element type of vectors and tensors is not constrained
    %6 = irdl.is i1
    %7 = irdl.base "!builtin.vector"
    %8 = irdl.base "!builtin.tensor"
    %9 = irdl.any_of(%6, %7, %8)
    %10 = irdl.is 0 : i64
    %11 = irdl.is 1 : i64
    %12 = irdl.is 2 : i64
    %13 = irdl.is 3 : i64
    %14 = irdl.is 4 : i64
    %15 = irdl.is 5 : i64
    %16 = irdl.is 6 : i64
    %17 = irdl.is 7 : i64
    %18 = irdl.is 8 : i64
    %19 = irdl.is 9 : i64
    %20 = irdl.any_of(%10, %11, %12, %13, %14, %15, %16, %17, %18, %19)
    // 'result type has i1 element type and same shape as operands': not expressible in IRDL
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %9)
    irdl.attributes {"predicate" = %20}
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
    %21 = irdl.any_of(%18, %19, %20)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %21, rhs: %21)
    irdl.results(result: %21)
  }
  irdl.operation @divsi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    // attribute 'isExact' (unit attribute) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %5)
  }
  irdl.operation @divui {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    // attribute 'isExact' (unit attribute) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %5)
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
    %21 = irdl.any_of(%18, %19, %20)
    // floating-point-like: the element type of vectors and tensors is not constrained
    %22 = irdl.is f4E2M1FN
    %23 = irdl.is f6E2M3FN
    %24 = irdl.is f6E3M2FN
    %25 = irdl.is f8E5M2
    %26 = irdl.is f8E4M3
    %27 = irdl.is f8E4M3FN
    %28 = irdl.is f8E5M2FNUZ
    %29 = irdl.is f8E4M3FNUZ
    %30 = irdl.is f8E4M3B11FNUZ
    %31 = irdl.is f8E3M4
    %32 = irdl.is f8E8M0FNU
    %33 = irdl.is bf16
    %34 = irdl.is f16
    %35 = irdl.is tf32
    %36 = irdl.is f32
    %37 = irdl.is f64
    %38 = irdl.is f80
    %39 = irdl.is f128
    %40 = irdl.any_of(%22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39)
    %41 = irdl.base "!builtin.vector"
    %42 = irdl.base "!builtin.tensor"
    %43 = irdl.any_of(%40, %41, %42)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %21)
    irdl.results(out: %43)
  }
  irdl.operation @extsi {
    // signless-fixed-width-integer-like: not expressible in IRDL
    %0 = irdl.any
    // signless-fixed-width-integer-like: not expressible in IRDL
    %1 = irdl.any
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %0)
    irdl.results(out: %1)
  }
  irdl.operation @extui {
    // signless-fixed-width-integer-like: not expressible in IRDL
    %0 = irdl.any
    // signless-fixed-width-integer-like: not expressible in IRDL
    %1 = irdl.any
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %0)
    irdl.results(out: %1)
  }
  irdl.operation @floordivsi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %5)
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
    %21 = irdl.any_of(%18, %19, %20)
    // signless-fixed-width-integer-like: not expressible in IRDL
    %22 = irdl.any
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %21)
    irdl.results(out: %22)
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
    %21 = irdl.any_of(%18, %19, %20)
    // signless-fixed-width-integer-like: not expressible in IRDL
    %22 = irdl.any
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %21)
    irdl.results(out: %22)
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
    %21 = irdl.any_of(%18, %19, %20)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %21, rhs: %21)
    irdl.results(result: %21)
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
    %21 = irdl.any_of(%18, %19, %20)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %21, rhs: %21)
    irdl.results(result: %21)
  }
  irdl.operation @maxsi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %5)
  }
  irdl.operation @maxui {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %5)
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
    %21 = irdl.any_of(%18, %19, %20)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %21, rhs: %21)
    irdl.results(result: %21)
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
    %21 = irdl.any_of(%18, %19, %20)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %21, rhs: %21)
    irdl.results(result: %21)
  }
  irdl.operation @minsi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %5)
  }
  irdl.operation @minui {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %5)
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
    %21 = irdl.any_of(%18, %19, %20)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %21, rhs: %21)
    irdl.results(result: %21)
  }
  irdl.operation @muli {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    // attribute 'overflowFlags' (Integer overflow arith flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %5)
  }
  irdl.operation @mulsi_extended {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(low: %5, high: %5)
  }
  irdl.operation @mului_extended {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(low: %5, high: %5)
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
    %21 = irdl.any_of(%18, %19, %20)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(operand: %21)
    irdl.results(result: %21)
  }
  irdl.operation @ori {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %5)
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
    %21 = irdl.any_of(%18, %19, %20)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %21, rhs: %21)
    irdl.results(result: %21)
  }
  irdl.operation @remsi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %5)
  }
  irdl.operation @remui {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %5)
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
    %21 = irdl.any_of(%18, %19, %20)
    // floating-point-like: the element type of vectors and tensors is not constrained
    %22 = irdl.is f4E2M1FN
    %23 = irdl.is f6E2M3FN
    %24 = irdl.is f6E3M2FN
    %25 = irdl.is f8E5M2
    %26 = irdl.is f8E4M3
    %27 = irdl.is f8E4M3FN
    %28 = irdl.is f8E5M2FNUZ
    %29 = irdl.is f8E4M3FNUZ
    %30 = irdl.is f8E4M3B11FNUZ
    %31 = irdl.is f8E3M4
    %32 = irdl.is f8E8M0FNU
    %33 = irdl.is bf16
    %34 = irdl.is f16
    %35 = irdl.is tf32
    %36 = irdl.is f32
    %37 = irdl.is f64
    %38 = irdl.is f80
    %39 = irdl.is f128
    %40 = irdl.any_of(%22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39)
    %41 = irdl.base "!builtin.vector"
    %42 = irdl.base "!builtin.tensor"
    %43 = irdl.any_of(%40, %41, %42)
    // floating-point-like: the element type of vectors and tensors is not constrained
    %44 = irdl.is f4E2M1FN
    %45 = irdl.is f6E2M3FN
    %46 = irdl.is f6E3M2FN
    %47 = irdl.is f8E5M2
    %48 = irdl.is f8E4M3
    %49 = irdl.is f8E4M3FN
    %50 = irdl.is f8E5M2FNUZ
    %51 = irdl.is f8E4M3FNUZ
    %52 = irdl.is f8E4M3B11FNUZ
    %53 = irdl.is f8E3M4
    %54 = irdl.is f8E8M0FNU
    %55 = irdl.is bf16
    %56 = irdl.is f16
    %57 = irdl.is tf32
    %58 = irdl.is f32
    %59 = irdl.is f64
    %60 = irdl.is f80
    %61 = irdl.is f128
    %62 = irdl.any_of(%44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61)
    %63 = irdl.base "!builtin.vector"
    %64 = irdl.base "!builtin.tensor"
    %65 = irdl.any_of(%62, %63, %64)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %21, scale: %43)
    irdl.results(out: %65)
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
    %21 = irdl.any_of(%18, %19, %20)
    // floating-point-like: the element type of vectors and tensors is not constrained
    %22 = irdl.is f4E2M1FN
    %23 = irdl.is f6E2M3FN
    %24 = irdl.is f6E3M2FN
    %25 = irdl.is f8E5M2
    %26 = irdl.is f8E4M3
    %27 = irdl.is f8E4M3FN
    %28 = irdl.is f8E5M2FNUZ
    %29 = irdl.is f8E4M3FNUZ
    %30 = irdl.is f8E4M3B11FNUZ
    %31 = irdl.is f8E3M4
    %32 = irdl.is f8E8M0FNU
    %33 = irdl.is bf16
    %34 = irdl.is f16
    %35 = irdl.is tf32
    %36 = irdl.is f32
    %37 = irdl.is f64
    %38 = irdl.is f80
    %39 = irdl.is f128
    %40 = irdl.any_of(%22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39)
    %41 = irdl.base "!builtin.vector"
    %42 = irdl.base "!builtin.tensor"
    %43 = irdl.any_of(%40, %41, %42)
    // floating-point-like: the element type of vectors and tensors is not constrained
    %44 = irdl.is f4E2M1FN
    %45 = irdl.is f6E2M3FN
    %46 = irdl.is f6E3M2FN
    %47 = irdl.is f8E5M2
    %48 = irdl.is f8E4M3
    %49 = irdl.is f8E4M3FN
    %50 = irdl.is f8E5M2FNUZ
    %51 = irdl.is f8E4M3FNUZ
    %52 = irdl.is f8E4M3B11FNUZ
    %53 = irdl.is f8E3M4
    %54 = irdl.is f8E8M0FNU
    %55 = irdl.is bf16
    %56 = irdl.is f16
    %57 = irdl.is tf32
    %58 = irdl.is f32
    %59 = irdl.is f64
    %60 = irdl.is f80
    %61 = irdl.is f128
    %62 = irdl.any_of(%44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61)
    %63 = irdl.base "!builtin.vector"
    %64 = irdl.base "!builtin.tensor"
    %65 = irdl.any_of(%62, %63, %64)
    // attribute 'roundingmode' (Floating point rounding mode) is optional: not listed (IRDL attributes are required)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %21, scale: %43)
    irdl.results(out: %65)
  }
  irdl.operation @select {
    // bool-like: the element type of vectors and tensors is not constrained
    %0 = irdl.is i1
    %1 = irdl.base "!builtin.vector"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.any_of(%0, %1, %2)
    %4 = irdl.any
    // 'condition is signless i1 or has matching shape': not expressible in IRDL
    irdl.operands(condition: %3, true_value: %4, false_value: %4)
    irdl.results(result: %4)
  }
  irdl.operation @shli {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    // attribute 'overflowFlags' (Integer overflow arith flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %5)
  }
  irdl.operation @shrsi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    // attribute 'isExact' (unit attribute) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %5)
  }
  irdl.operation @shrui {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    // attribute 'isExact' (unit attribute) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %5)
  }
  irdl.operation @sitofp {
    // signless-fixed-width-integer-like: not expressible in IRDL
    %0 = irdl.any
    // floating-point-like: the element type of vectors and tensors is not constrained
    %1 = irdl.is f4E2M1FN
    %2 = irdl.is f6E2M3FN
    %3 = irdl.is f6E3M2FN
    %4 = irdl.is f8E5M2
    %5 = irdl.is f8E4M3
    %6 = irdl.is f8E4M3FN
    %7 = irdl.is f8E5M2FNUZ
    %8 = irdl.is f8E4M3FNUZ
    %9 = irdl.is f8E4M3B11FNUZ
    %10 = irdl.is f8E3M4
    %11 = irdl.is f8E8M0FNU
    %12 = irdl.is bf16
    %13 = irdl.is f16
    %14 = irdl.is tf32
    %15 = irdl.is f32
    %16 = irdl.is f64
    %17 = irdl.is f80
    %18 = irdl.is f128
    %19 = irdl.any_of(%1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18)
    %20 = irdl.base "!builtin.vector"
    %21 = irdl.base "!builtin.tensor"
    %22 = irdl.any_of(%19, %20, %21)
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %0)
    irdl.results(out: %22)
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
    %21 = irdl.any_of(%18, %19, %20)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %21, rhs: %21)
    irdl.results(result: %21)
  }
  irdl.operation @subi {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    // attribute 'overflowFlags' (Integer overflow arith flags) is optional: not listed (IRDL attributes are required)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %5)
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
    %21 = irdl.any_of(%18, %19, %20)
    // floating-point-like: the element type of vectors and tensors is not constrained
    %22 = irdl.is f4E2M1FN
    %23 = irdl.is f6E2M3FN
    %24 = irdl.is f6E3M2FN
    %25 = irdl.is f8E5M2
    %26 = irdl.is f8E4M3
    %27 = irdl.is f8E4M3FN
    %28 = irdl.is f8E5M2FNUZ
    %29 = irdl.is f8E4M3FNUZ
    %30 = irdl.is f8E4M3B11FNUZ
    %31 = irdl.is f8E3M4
    %32 = irdl.is f8E8M0FNU
    %33 = irdl.is bf16
    %34 = irdl.is f16
    %35 = irdl.is tf32
    %36 = irdl.is f32
    %37 = irdl.is f64
    %38 = irdl.is f80
    %39 = irdl.is f128
    %40 = irdl.any_of(%22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39)
    %41 = irdl.base "!builtin.vector"
    %42 = irdl.base "!builtin.tensor"
    %43 = irdl.any_of(%40, %41, %42)
    // attribute 'roundingmode' (Floating point rounding mode) is optional: not listed (IRDL attributes are required)
    // attribute 'fastmath' (Floating point fast math flags) is optional: not listed (IRDL attributes are required)
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %21)
    irdl.results(out: %43)
  }
  irdl.operation @trunci {
    // signless-fixed-width-integer-like: not expressible in IRDL
    %0 = irdl.any
    // signless-fixed-width-integer-like: not expressible in IRDL
    %1 = irdl.any
    // attribute 'overflowFlags' (Integer overflow arith flags) is optional: not listed (IRDL attributes are required)
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %0)
    irdl.results(out: %1)
  }
  irdl.operation @uitofp {
    // signless-fixed-width-integer-like: not expressible in IRDL
    %0 = irdl.any
    // floating-point-like: the element type of vectors and tensors is not constrained
    %1 = irdl.is f4E2M1FN
    %2 = irdl.is f6E2M3FN
    %3 = irdl.is f6E3M2FN
    %4 = irdl.is f8E5M2
    %5 = irdl.is f8E4M3
    %6 = irdl.is f8E4M3FN
    %7 = irdl.is f8E5M2FNUZ
    %8 = irdl.is f8E4M3FNUZ
    %9 = irdl.is f8E4M3B11FNUZ
    %10 = irdl.is f8E3M4
    %11 = irdl.is f8E8M0FNU
    %12 = irdl.is bf16
    %13 = irdl.is f16
    %14 = irdl.is tf32
    %15 = irdl.is f32
    %16 = irdl.is f64
    %17 = irdl.is f80
    %18 = irdl.is f128
    %19 = irdl.any_of(%1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18)
    %20 = irdl.base "!builtin.vector"
    %21 = irdl.base "!builtin.tensor"
    %22 = irdl.any_of(%19, %20, %21)
    // 'input and output have the same tensor dimensions': not expressible in IRDL
    irdl.operands(in: %0)
    irdl.results(out: %22)
  }
  irdl.operation @xori {
    // signless-integer-like: the element type of vectors and tensors is not constrained
    // signless integer or index: the signedness is not constrained
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.base "!builtin.vector"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.any_of(%2, %3, %4)
    irdl.operands(lhs: %5, rhs: %5)
    irdl.results(result: %5)
  }
}
