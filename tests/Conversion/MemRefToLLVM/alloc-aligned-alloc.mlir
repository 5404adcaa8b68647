// RUN: strata-opt %s --finalize-memref-to-llvm=use-aligned-alloc | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm=use-aligned-alloc
// CONFORMANCE: pipeline="--finalize-memref-to-llvm=use-aligned-alloc index-bitwidth=32"

// use-aligned-alloc calls aligned_alloc with the op's alignment, else the
// element size rounded up to a power of two and at least 16; the size is
// rounded up to a multiple of the alignment unless the static part of the
// shape makes it one.

func.func @f(%n: index) -> memref<?x4xf32> {
  %a = memref.alloc(%n) : memref<?x4xf32>
  %b = memref.alloc() {alignment = 32} : memref<3xi8>
  %c = memref.alloc() : memref<2xvector<4xf32>>
  %d = memref.alloc() : memref<5xvector<3xf32>>
  %e = memref.alloc() : memref<3xvector<8xf32>>
  %f = memref.alloc(%n) : memref<3x?xi8>
  %g = memref.alloc() : memref<4xindex>
  %h = memref.alloc() : memref<3xcomplex<f32>>
  %i = memref.alloc() {alignment = 8} : memref<3xi1>
  %j = memref.alloc() : memref<3xvector<2x2xf32>>
  %k = memref.alloc() : memref<i64>
  memref.dealloc %b : memref<3xi8>
  memref.dealloc %c : memref<2xvector<4xf32>>
  return %a : memref<?x4xf32>
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @free(!llvm.ptr)
// CHECK-NEXT:   llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK-NEXT:   func.func @f(%arg0: index) -> memref<?x4xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %3 = llvm.mul %1, %0 : i64
// CHECK-NEXT:     %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// CHECK-NEXT:     %7 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     %8 = llvm.call @aligned_alloc(%7, %6) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:     %9 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %11 = llvm.insertvalue %8, %10[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %12 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %13 = llvm.insertvalue %12, %11[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %14 = llvm.insertvalue %0, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %15 = llvm.insertvalue %1, %14[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %16 = llvm.insertvalue %1, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %17 = llvm.insertvalue %2, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32>
// CHECK-NEXT:     %19 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %21 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %22 = llvm.getelementptr %21[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:     %23 = llvm.ptrtoint %22 : !llvm.ptr to i64
// CHECK-NEXT:     %24 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT:     %25 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %26 = llvm.sub %24, %25 : i64
// CHECK-NEXT:     %27 = llvm.add %23, %26 : i64
// CHECK-NEXT:     %28 = llvm.urem %27, %24 : i64
// CHECK-NEXT:     %29 = llvm.sub %27, %28 : i64
// CHECK-NEXT:     %30 = llvm.call @aligned_alloc(%24, %29) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:     %31 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %32 = llvm.insertvalue %30, %31[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %33 = llvm.insertvalue %30, %32[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %34 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %35 = llvm.insertvalue %34, %33[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %36 = llvm.insertvalue %19, %35[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %37 = llvm.insertvalue %20, %36[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %38 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %39 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %40 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %41 = llvm.getelementptr %40[%38] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT:     %42 = llvm.ptrtoint %41 : !llvm.ptr to i64
// CHECK-NEXT:     %43 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     %44 = llvm.call @aligned_alloc(%43, %42) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:     %45 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %46 = llvm.insertvalue %44, %45[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %47 = llvm.insertvalue %44, %46[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %48 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %49 = llvm.insertvalue %48, %47[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %50 = llvm.insertvalue %38, %49[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %51 = llvm.insertvalue %39, %50[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %52 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT:     %53 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %54 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %55 = llvm.getelementptr %54[%52] : (!llvm.ptr, i64) -> !llvm.ptr, vector<3xf32>
// CHECK-NEXT:     %56 = llvm.ptrtoint %55 : !llvm.ptr to i64
// CHECK-NEXT:     %57 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     %58 = llvm.call @aligned_alloc(%57, %56) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:     %59 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %60 = llvm.insertvalue %58, %59[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %61 = llvm.insertvalue %58, %60[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %62 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %63 = llvm.insertvalue %62, %61[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %64 = llvm.insertvalue %52, %63[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %65 = llvm.insertvalue %53, %64[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %66 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %67 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %68 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %69 = llvm.getelementptr %68[%66] : (!llvm.ptr, i64) -> !llvm.ptr, vector<8xf32>
// CHECK-NEXT:     %70 = llvm.ptrtoint %69 : !llvm.ptr to i64
// CHECK-NEXT:     %71 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT:     %72 = llvm.call @aligned_alloc(%71, %70) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:     %73 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %74 = llvm.insertvalue %72, %73[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %75 = llvm.insertvalue %72, %74[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %76 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %77 = llvm.insertvalue %76, %75[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %78 = llvm.insertvalue %66, %77[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %79 = llvm.insertvalue %67, %78[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %80 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %81 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %82 = llvm.mul %0, %80 : i64
// CHECK-NEXT:     %83 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %84 = llvm.getelementptr %83[%82] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:     %85 = llvm.ptrtoint %84 : !llvm.ptr to i64
// CHECK-NEXT:     %86 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     %87 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %88 = llvm.sub %86, %87 : i64
// CHECK-NEXT:     %89 = llvm.add %85, %88 : i64
// CHECK-NEXT:     %90 = llvm.urem %89, %86 : i64
// CHECK-NEXT:     %91 = llvm.sub %89, %90 : i64
// CHECK-NEXT:     %92 = llvm.call @aligned_alloc(%86, %91) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:     %93 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %94 = llvm.insertvalue %92, %93[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %95 = llvm.insertvalue %92, %94[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %96 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %97 = llvm.insertvalue %96, %95[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %98 = llvm.insertvalue %80, %97[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %99 = llvm.insertvalue %0, %98[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %100 = llvm.insertvalue %0, %99[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %101 = llvm.insertvalue %81, %100[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %102 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %103 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %104 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %105 = llvm.getelementptr %104[%102] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %106 = llvm.ptrtoint %105 : !llvm.ptr to i64
// CHECK-NEXT:     %107 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     %108 = llvm.call @aligned_alloc(%107, %106) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:     %109 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %110 = llvm.insertvalue %108, %109[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %111 = llvm.insertvalue %108, %110[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %112 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %113 = llvm.insertvalue %112, %111[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %114 = llvm.insertvalue %102, %113[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %115 = llvm.insertvalue %103, %114[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %116 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %117 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %118 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %119 = llvm.getelementptr %118[%116] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %120 = llvm.ptrtoint %119 : !llvm.ptr to i64
// CHECK-NEXT:     %121 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     %122 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %123 = llvm.sub %121, %122 : i64
// CHECK-NEXT:     %124 = llvm.add %120, %123 : i64
// CHECK-NEXT:     %125 = llvm.urem %124, %121 : i64
// CHECK-NEXT:     %126 = llvm.sub %124, %125 : i64
// CHECK-NEXT:     %127 = llvm.call @aligned_alloc(%121, %126) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:     %128 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %129 = llvm.insertvalue %127, %128[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %130 = llvm.insertvalue %127, %129[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %131 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %132 = llvm.insertvalue %131, %130[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %133 = llvm.insertvalue %116, %132[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %134 = llvm.insertvalue %117, %133[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %135 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %136 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %137 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %138 = llvm.getelementptr %137[%135] : (!llvm.ptr, i64) -> !llvm.ptr, i1
// CHECK-NEXT:     %139 = llvm.ptrtoint %138 : !llvm.ptr to i64
// CHECK-NEXT:     %140 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %141 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %142 = llvm.sub %140, %141 : i64
// CHECK-NEXT:     %143 = llvm.add %139, %142 : i64
// CHECK-NEXT:     %144 = llvm.urem %143, %140 : i64
// CHECK-NEXT:     %145 = llvm.sub %143, %144 : i64
// CHECK-NEXT:     %146 = llvm.call @aligned_alloc(%140, %145) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:     %147 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %148 = llvm.insertvalue %146, %147[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %149 = llvm.insertvalue %146, %148[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %150 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %151 = llvm.insertvalue %150, %149[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %152 = llvm.insertvalue %135, %151[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %153 = llvm.insertvalue %136, %152[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %154 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %155 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %156 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %157 = llvm.getelementptr %156[%154] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %158 = llvm.ptrtoint %157 : !llvm.ptr to i64
// CHECK-NEXT:     %159 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     %160 = llvm.call @aligned_alloc(%159, %158) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:     %161 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %162 = llvm.insertvalue %160, %161[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %163 = llvm.insertvalue %160, %162[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %164 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %165 = llvm.insertvalue %164, %163[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %166 = llvm.insertvalue %154, %165[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %167 = llvm.insertvalue %155, %166[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %168 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %169 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %170 = llvm.getelementptr %169[%168] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %171 = llvm.ptrtoint %170 : !llvm.ptr to i64
// CHECK-NEXT:     %172 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     %173 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %174 = llvm.sub %172, %173 : i64
// CHECK-NEXT:     %175 = llvm.add %171, %174 : i64
// CHECK-NEXT:     %176 = llvm.urem %175, %172 : i64
// CHECK-NEXT:     %177 = llvm.sub %175, %176 : i64
// CHECK-NEXT:     %178 = llvm.call @aligned_alloc(%172, %177) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:     %179 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %180 = llvm.insertvalue %178, %179[0] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %181 = llvm.insertvalue %178, %180[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %182 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %183 = llvm.insertvalue %182, %181[2] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %184 = llvm.extractvalue %37[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     llvm.call @free(%184) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %185 = llvm.extractvalue %51[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     llvm.call @free(%185) : (!llvm.ptr) -> ()
// CHECK-NEXT:     return %18 : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
