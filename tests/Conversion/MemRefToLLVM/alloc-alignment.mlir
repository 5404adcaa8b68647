// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CONFORMANCE: pipeline=--finalize-memref-to-llvm
// CONFORMANCE: pipeline=--finalize-memref-to-llvm=index-bitwidth=32

// malloc over-allocates by the alignment and aligns the pointer up: the
// alignment is the op's, else, for elements other than integers, indices
// and floats (vectors, complex numbers), the size of the element.

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
// CHECK-NEXT:   llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT:   func.func @f(%arg0: index) -> memref<?x4xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %3 = llvm.mul %1, %0 : i64
// CHECK-NEXT:     %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// CHECK-NEXT:     %7 = llvm.call @malloc(%6) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %11 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %13 = llvm.insertvalue %0, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %14 = llvm.insertvalue %1, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %15 = llvm.insertvalue %1, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %16 = llvm.insertvalue %2, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32>
// CHECK-NEXT:     %18 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %19 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %20 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %21 = llvm.getelementptr %20[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:     %22 = llvm.ptrtoint %21 : !llvm.ptr to i64
// CHECK-NEXT:     %23 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT:     %24 = llvm.add %22, %23 : i64
// CHECK-NEXT:     %25 = llvm.call @malloc(%24) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %26 = llvm.ptrtoint %25 : !llvm.ptr to i64
// CHECK-NEXT:     %27 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %28 = llvm.sub %23, %27 : i64
// CHECK-NEXT:     %29 = llvm.add %26, %28 : i64
// CHECK-NEXT:     %30 = llvm.urem %29, %23 : i64
// CHECK-NEXT:     %31 = llvm.sub %29, %30 : i64
// CHECK-NEXT:     %32 = llvm.inttoptr %31 : i64 to !llvm.ptr
// CHECK-NEXT:     %33 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %34 = llvm.insertvalue %25, %33[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %35 = llvm.insertvalue %32, %34[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %36 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %37 = llvm.insertvalue %36, %35[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %38 = llvm.insertvalue %18, %37[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %39 = llvm.insertvalue %19, %38[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %40 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %41 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %42 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %43 = llvm.getelementptr %42[%40] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT:     %44 = llvm.ptrtoint %43 : !llvm.ptr to i64
// CHECK-NEXT:     %45 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %46 = llvm.getelementptr %45[1] : (!llvm.ptr) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT:     %47 = llvm.ptrtoint %46 : !llvm.ptr to i64
// CHECK-NEXT:     %48 = llvm.add %44, %47 : i64
// CHECK-NEXT:     %49 = llvm.call @malloc(%48) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %50 = llvm.ptrtoint %49 : !llvm.ptr to i64
// CHECK-NEXT:     %51 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %52 = llvm.sub %47, %51 : i64
// CHECK-NEXT:     %53 = llvm.add %50, %52 : i64
// CHECK-NEXT:     %54 = llvm.urem %53, %47 : i64
// CHECK-NEXT:     %55 = llvm.sub %53, %54 : i64
// CHECK-NEXT:     %56 = llvm.inttoptr %55 : i64 to !llvm.ptr
// CHECK-NEXT:     %57 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %58 = llvm.insertvalue %49, %57[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %59 = llvm.insertvalue %56, %58[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %60 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %61 = llvm.insertvalue %60, %59[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %62 = llvm.insertvalue %40, %61[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %63 = llvm.insertvalue %41, %62[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %64 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT:     %65 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %66 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %67 = llvm.getelementptr %66[%64] : (!llvm.ptr, i64) -> !llvm.ptr, vector<3xf32>
// CHECK-NEXT:     %68 = llvm.ptrtoint %67 : !llvm.ptr to i64
// CHECK-NEXT:     %69 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %70 = llvm.getelementptr %69[1] : (!llvm.ptr) -> !llvm.ptr, vector<3xf32>
// CHECK-NEXT:     %71 = llvm.ptrtoint %70 : !llvm.ptr to i64
// CHECK-NEXT:     %72 = llvm.add %68, %71 : i64
// CHECK-NEXT:     %73 = llvm.call @malloc(%72) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %74 = llvm.ptrtoint %73 : !llvm.ptr to i64
// CHECK-NEXT:     %75 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %76 = llvm.sub %71, %75 : i64
// CHECK-NEXT:     %77 = llvm.add %74, %76 : i64
// CHECK-NEXT:     %78 = llvm.urem %77, %71 : i64
// CHECK-NEXT:     %79 = llvm.sub %77, %78 : i64
// CHECK-NEXT:     %80 = llvm.inttoptr %79 : i64 to !llvm.ptr
// CHECK-NEXT:     %81 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %82 = llvm.insertvalue %73, %81[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %83 = llvm.insertvalue %80, %82[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %84 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %85 = llvm.insertvalue %84, %83[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %86 = llvm.insertvalue %64, %85[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %87 = llvm.insertvalue %65, %86[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %88 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %89 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %90 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %91 = llvm.getelementptr %90[%88] : (!llvm.ptr, i64) -> !llvm.ptr, vector<8xf32>
// CHECK-NEXT:     %92 = llvm.ptrtoint %91 : !llvm.ptr to i64
// CHECK-NEXT:     %93 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %94 = llvm.getelementptr %93[1] : (!llvm.ptr) -> !llvm.ptr, vector<8xf32>
// CHECK-NEXT:     %95 = llvm.ptrtoint %94 : !llvm.ptr to i64
// CHECK-NEXT:     %96 = llvm.add %92, %95 : i64
// CHECK-NEXT:     %97 = llvm.call @malloc(%96) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %98 = llvm.ptrtoint %97 : !llvm.ptr to i64
// CHECK-NEXT:     %99 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %100 = llvm.sub %95, %99 : i64
// CHECK-NEXT:     %101 = llvm.add %98, %100 : i64
// CHECK-NEXT:     %102 = llvm.urem %101, %95 : i64
// CHECK-NEXT:     %103 = llvm.sub %101, %102 : i64
// CHECK-NEXT:     %104 = llvm.inttoptr %103 : i64 to !llvm.ptr
// CHECK-NEXT:     %105 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %106 = llvm.insertvalue %97, %105[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %107 = llvm.insertvalue %104, %106[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %108 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %109 = llvm.insertvalue %108, %107[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %110 = llvm.insertvalue %88, %109[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %111 = llvm.insertvalue %89, %110[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %112 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %113 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %114 = llvm.mul %0, %112 : i64
// CHECK-NEXT:     %115 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %116 = llvm.getelementptr %115[%114] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:     %117 = llvm.ptrtoint %116 : !llvm.ptr to i64
// CHECK-NEXT:     %118 = llvm.call @malloc(%117) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %119 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %120 = llvm.insertvalue %118, %119[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %121 = llvm.insertvalue %118, %120[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %122 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %123 = llvm.insertvalue %122, %121[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %124 = llvm.insertvalue %112, %123[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %125 = llvm.insertvalue %0, %124[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %126 = llvm.insertvalue %0, %125[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %127 = llvm.insertvalue %113, %126[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:     %128 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %129 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %130 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %131 = llvm.getelementptr %130[%128] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %132 = llvm.ptrtoint %131 : !llvm.ptr to i64
// CHECK-NEXT:     %133 = llvm.call @malloc(%132) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %134 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %135 = llvm.insertvalue %133, %134[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %136 = llvm.insertvalue %133, %135[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %137 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %138 = llvm.insertvalue %137, %136[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %139 = llvm.insertvalue %128, %138[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %140 = llvm.insertvalue %129, %139[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %141 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %142 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %143 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %144 = llvm.getelementptr %143[%141] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %145 = llvm.ptrtoint %144 : !llvm.ptr to i64
// CHECK-NEXT:     %146 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %147 = llvm.getelementptr %146[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %148 = llvm.ptrtoint %147 : !llvm.ptr to i64
// CHECK-NEXT:     %149 = llvm.add %145, %148 : i64
// CHECK-NEXT:     %150 = llvm.call @malloc(%149) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %151 = llvm.ptrtoint %150 : !llvm.ptr to i64
// CHECK-NEXT:     %152 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %153 = llvm.sub %148, %152 : i64
// CHECK-NEXT:     %154 = llvm.add %151, %153 : i64
// CHECK-NEXT:     %155 = llvm.urem %154, %148 : i64
// CHECK-NEXT:     %156 = llvm.sub %154, %155 : i64
// CHECK-NEXT:     %157 = llvm.inttoptr %156 : i64 to !llvm.ptr
// CHECK-NEXT:     %158 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %159 = llvm.insertvalue %150, %158[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %160 = llvm.insertvalue %157, %159[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %161 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %162 = llvm.insertvalue %161, %160[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %163 = llvm.insertvalue %141, %162[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %164 = llvm.insertvalue %142, %163[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %165 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %166 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %167 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %168 = llvm.getelementptr %167[%165] : (!llvm.ptr, i64) -> !llvm.ptr, i1
// CHECK-NEXT:     %169 = llvm.ptrtoint %168 : !llvm.ptr to i64
// CHECK-NEXT:     %170 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %171 = llvm.add %169, %170 : i64
// CHECK-NEXT:     %172 = llvm.call @malloc(%171) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %173 = llvm.ptrtoint %172 : !llvm.ptr to i64
// CHECK-NEXT:     %174 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %175 = llvm.sub %170, %174 : i64
// CHECK-NEXT:     %176 = llvm.add %173, %175 : i64
// CHECK-NEXT:     %177 = llvm.urem %176, %170 : i64
// CHECK-NEXT:     %178 = llvm.sub %176, %177 : i64
// CHECK-NEXT:     %179 = llvm.inttoptr %178 : i64 to !llvm.ptr
// CHECK-NEXT:     %180 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %181 = llvm.insertvalue %172, %180[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %182 = llvm.insertvalue %179, %181[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %183 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %184 = llvm.insertvalue %183, %182[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %185 = llvm.insertvalue %165, %184[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %186 = llvm.insertvalue %166, %185[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %187 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %188 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %189 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %190 = llvm.getelementptr %189[%187] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %191 = llvm.ptrtoint %190 : !llvm.ptr to i64
// CHECK-NEXT:     %192 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %193 = llvm.getelementptr %192[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     %194 = llvm.ptrtoint %193 : !llvm.ptr to i64
// CHECK-NEXT:     %195 = llvm.add %191, %194 : i64
// CHECK-NEXT:     %196 = llvm.call @malloc(%195) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %197 = llvm.ptrtoint %196 : !llvm.ptr to i64
// CHECK-NEXT:     %198 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %199 = llvm.sub %194, %198 : i64
// CHECK-NEXT:     %200 = llvm.add %197, %199 : i64
// CHECK-NEXT:     %201 = llvm.urem %200, %194 : i64
// CHECK-NEXT:     %202 = llvm.sub %200, %201 : i64
// CHECK-NEXT:     %203 = llvm.inttoptr %202 : i64 to !llvm.ptr
// CHECK-NEXT:     %204 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %205 = llvm.insertvalue %196, %204[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %206 = llvm.insertvalue %203, %205[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %207 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %208 = llvm.insertvalue %207, %206[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %209 = llvm.insertvalue %187, %208[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %210 = llvm.insertvalue %188, %209[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %211 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %212 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %213 = llvm.getelementptr %212[%211] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %214 = llvm.ptrtoint %213 : !llvm.ptr to i64
// CHECK-NEXT:     %215 = llvm.call @malloc(%214) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %216 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %217 = llvm.insertvalue %215, %216[0] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %218 = llvm.insertvalue %215, %217[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %219 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %220 = llvm.insertvalue %219, %218[2] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:     %221 = llvm.extractvalue %39[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     llvm.call @free(%221) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %222 = llvm.extractvalue %63[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     llvm.call @free(%222) : (!llvm.ptr) -> ()
// CHECK-NEXT:     return %17 : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
