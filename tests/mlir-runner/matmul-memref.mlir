// linalg.matmul on memrefs, a transposed copy through memrefCopy and a
// stack allocation, lowered by mlir-opt --convert-linalg-to-loops
// --expand-strided-metadata --lower-affine --finalize-memref-to-llvm
// --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts.
// RUN: strata-runner %s -e main --entry-point-result=void | FileCheck %s --strict-whitespace
// RUNNER: -e main --entry-point-result=void

module {
  llvm.func @free(!llvm.ptr)
  llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printMemrefF32(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @main() {
    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %2 = llvm.mlir.constant(5 : index) : i64
    %3 = llvm.mlir.constant(4 : index) : i64
    %4 = llvm.mlir.constant(3 : index) : i64
    %5 = llvm.mlir.constant(1 : index) : i64
    %6 = llvm.mlir.constant(0 : index) : i64
    %7 = llvm.mlir.constant(3 : index) : i64
    %8 = llvm.mlir.constant(4 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.mlir.constant(12 : index) : i64
    %11 = llvm.mlir.zero : !llvm.ptr
    %12 = llvm.getelementptr %11[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %13 = llvm.ptrtoint %12 : !llvm.ptr to i64
    %14 = llvm.call @malloc(%13) : (i64) -> !llvm.ptr
    %15 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %16 = llvm.insertvalue %14, %15[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.mlir.constant(0 : index) : i64
    %19 = llvm.insertvalue %18, %17[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %7, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %8, %20[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %8, %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %9, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.mlir.constant(4 : index) : i64
    %25 = llvm.mlir.constant(5 : index) : i64
    %26 = llvm.mlir.constant(1 : index) : i64
    %27 = llvm.mlir.constant(20 : index) : i64
    %28 = llvm.mlir.zero : !llvm.ptr
    %29 = llvm.getelementptr %28[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %30 = llvm.ptrtoint %29 : !llvm.ptr to i64
    %31 = llvm.call @malloc(%30) : (i64) -> !llvm.ptr
    %32 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.insertvalue %31, %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.mlir.constant(0 : index) : i64
    %36 = llvm.insertvalue %35, %34[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.insertvalue %24, %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.insertvalue %25, %37[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.insertvalue %25, %38[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.insertvalue %26, %39[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.mlir.constant(3 : index) : i64
    %42 = llvm.mlir.constant(5 : index) : i64
    %43 = llvm.mlir.constant(1 : index) : i64
    %44 = llvm.mlir.constant(15 : index) : i64
    %45 = llvm.mlir.zero : !llvm.ptr
    %46 = llvm.getelementptr %45[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %47 = llvm.ptrtoint %46 : !llvm.ptr to i64
    %48 = llvm.call @malloc(%47) : (i64) -> !llvm.ptr
    %49 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %50 = llvm.insertvalue %48, %49[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.insertvalue %48, %50[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.mlir.constant(0 : index) : i64
    %53 = llvm.insertvalue %52, %51[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.insertvalue %41, %53[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.insertvalue %42, %54[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.insertvalue %42, %55[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.insertvalue %43, %56[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb1(%6 : i64)
  ^bb1(%58: i64):  // 2 preds: ^bb0, ^bb5
    %59 = llvm.icmp "slt" %58, %4 : i64
    llvm.cond_br %59, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%6 : i64)
  ^bb3(%60: i64):  // 2 preds: ^bb2, ^bb4
    %61 = llvm.icmp "slt" %60, %3 : i64
    llvm.cond_br %61, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %62 = llvm.add %58, %60 : i64
    %63 = llvm.trunc %62 : i64 to i32
    %64 = llvm.sitofp %63 : i32 to f32
    %65 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %66 = llvm.mlir.constant(4 : index) : i64
    %67 = llvm.mul %58, %66 overflow<nsw, nuw> : i64
    %68 = llvm.add %67, %60 overflow<nsw, nuw> : i64
    %69 = llvm.getelementptr inbounds|nuw %65[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %64, %69 : f32, !llvm.ptr
    %70 = llvm.add %60, %5 : i64
    llvm.br ^bb3(%70 : i64)
  ^bb5:  // pred: ^bb3
    %71 = llvm.add %58, %5 : i64
    llvm.br ^bb1(%71 : i64)
  ^bb6:  // pred: ^bb1
    llvm.br ^bb7(%6 : i64)
  ^bb7(%72: i64):  // 2 preds: ^bb6, ^bb11
    %73 = llvm.icmp "slt" %72, %3 : i64
    llvm.cond_br %73, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%6 : i64)
  ^bb9(%74: i64):  // 2 preds: ^bb8, ^bb10
    %75 = llvm.icmp "slt" %74, %2 : i64
    llvm.cond_br %75, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %76 = llvm.mul %72, %74 : i64
    %77 = llvm.trunc %76 : i64 to i32
    %78 = llvm.sitofp %77 : i32 to f32
    %79 = llvm.fmul %78, %1 : f32
    %80 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %81 = llvm.mlir.constant(5 : index) : i64
    %82 = llvm.mul %72, %81 overflow<nsw, nuw> : i64
    %83 = llvm.add %82, %74 overflow<nsw, nuw> : i64
    %84 = llvm.getelementptr inbounds|nuw %80[%83] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %79, %84 : f32, !llvm.ptr
    %85 = llvm.add %74, %5 : i64
    llvm.br ^bb9(%85 : i64)
  ^bb11:  // pred: ^bb9
    %86 = llvm.add %72, %5 : i64
    llvm.br ^bb7(%86 : i64)
  ^bb12:  // pred: ^bb7
    llvm.br ^bb13(%6 : i64)
  ^bb13(%87: i64):  // 2 preds: ^bb12, ^bb17
    %88 = llvm.icmp "slt" %87, %4 : i64
    llvm.cond_br %88, ^bb14, ^bb18
  ^bb14:  // pred: ^bb13
    llvm.br ^bb15(%6 : i64)
  ^bb15(%89: i64):  // 2 preds: ^bb14, ^bb16
    %90 = llvm.icmp "slt" %89, %2 : i64
    llvm.cond_br %90, ^bb16, ^bb17
  ^bb16:  // pred: ^bb15
    %91 = llvm.extractvalue %57[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %92 = llvm.mlir.constant(5 : index) : i64
    %93 = llvm.mul %87, %92 overflow<nsw, nuw> : i64
    %94 = llvm.add %93, %89 overflow<nsw, nuw> : i64
    %95 = llvm.getelementptr inbounds|nuw %91[%94] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %0, %95 : f32, !llvm.ptr
    %96 = llvm.add %89, %5 : i64
    llvm.br ^bb15(%96 : i64)
  ^bb17:  // pred: ^bb15
    %97 = llvm.add %87, %5 : i64
    llvm.br ^bb13(%97 : i64)
  ^bb18:  // pred: ^bb13
    llvm.br ^bb19(%6 : i64)
  ^bb19(%98: i64):  // 2 preds: ^bb18, ^bb26
    %99 = llvm.icmp "slt" %98, %4 : i64
    llvm.cond_br %99, ^bb20, ^bb27
  ^bb20:  // pred: ^bb19
    llvm.br ^bb21(%6 : i64)
  ^bb21(%100: i64):  // 2 preds: ^bb20, ^bb25
    %101 = llvm.icmp "slt" %100, %2 : i64
    llvm.cond_br %101, ^bb22, ^bb26
  ^bb22:  // pred: ^bb21
    llvm.br ^bb23(%6 : i64)
  ^bb23(%102: i64):  // 2 preds: ^bb22, ^bb24
    %103 = llvm.icmp "slt" %102, %3 : i64
    llvm.cond_br %103, ^bb24, ^bb25
  ^bb24:  // pred: ^bb23
    %104 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %105 = llvm.mlir.constant(4 : index) : i64
    %106 = llvm.mul %98, %105 overflow<nsw, nuw> : i64
    %107 = llvm.add %106, %102 overflow<nsw, nuw> : i64
    %108 = llvm.getelementptr inbounds|nuw %104[%107] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %109 = llvm.load %108 : !llvm.ptr -> f32
    %110 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %111 = llvm.mlir.constant(5 : index) : i64
    %112 = llvm.mul %102, %111 overflow<nsw, nuw> : i64
    %113 = llvm.add %112, %100 overflow<nsw, nuw> : i64
    %114 = llvm.getelementptr inbounds|nuw %110[%113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %115 = llvm.load %114 : !llvm.ptr -> f32
    %116 = llvm.extractvalue %57[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %117 = llvm.mlir.constant(5 : index) : i64
    %118 = llvm.mul %98, %117 overflow<nsw, nuw> : i64
    %119 = llvm.add %118, %100 overflow<nsw, nuw> : i64
    %120 = llvm.getelementptr inbounds|nuw %116[%119] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %121 = llvm.load %120 : !llvm.ptr -> f32
    %122 = llvm.fmul %109, %115 : f32
    %123 = llvm.fadd %121, %122 : f32
    %124 = llvm.extractvalue %57[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %125 = llvm.mlir.constant(5 : index) : i64
    %126 = llvm.mul %98, %125 overflow<nsw, nuw> : i64
    %127 = llvm.add %126, %100 overflow<nsw, nuw> : i64
    %128 = llvm.getelementptr inbounds|nuw %124[%127] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %123, %128 : f32, !llvm.ptr
    %129 = llvm.add %102, %5 : i64
    llvm.br ^bb23(%129 : i64)
  ^bb25:  // pred: ^bb23
    %130 = llvm.add %100, %5 : i64
    llvm.br ^bb21(%130 : i64)
  ^bb26:  // pred: ^bb21
    %131 = llvm.add %98, %5 : i64
    llvm.br ^bb19(%131 : i64)
  ^bb27:  // pred: ^bb19
    %132 = llvm.mlir.constant(1 : index) : i64
    %133 = llvm.alloca %132 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %57, %133 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %134 = llvm.mlir.constant(2 : index) : i64
    %135 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %136 = llvm.insertvalue %134, %135[0] : !llvm.struct<(i64, ptr)> 
    %137 = llvm.insertvalue %133, %136[1] : !llvm.struct<(i64, ptr)> 
    %138 = llvm.extractvalue %137[0] : !llvm.struct<(i64, ptr)> 
    %139 = llvm.extractvalue %137[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%138, %139) : (i64, !llvm.ptr) -> ()
    %140 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %141 = llvm.extractvalue %57[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %142 = llvm.insertvalue %141, %140[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %143 = llvm.extractvalue %57[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %144 = llvm.insertvalue %143, %142[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %145 = llvm.extractvalue %57[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %146 = llvm.insertvalue %145, %144[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %147 = llvm.extractvalue %57[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %148 = llvm.insertvalue %147, %146[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %149 = llvm.extractvalue %57[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %150 = llvm.insertvalue %149, %148[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %151 = llvm.extractvalue %57[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %152 = llvm.insertvalue %151, %150[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %153 = llvm.extractvalue %57[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %154 = llvm.insertvalue %153, %152[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %155 = llvm.mlir.constant(5 : index) : i64
    %156 = llvm.mlir.constant(3 : index) : i64
    %157 = llvm.mlir.constant(1 : index) : i64
    %158 = llvm.mlir.constant(15 : index) : i64
    %159 = llvm.mlir.zero : !llvm.ptr
    %160 = llvm.getelementptr %159[%158] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %161 = llvm.ptrtoint %160 : !llvm.ptr to i64
    %162 = llvm.call @malloc(%161) : (i64) -> !llvm.ptr
    %163 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %164 = llvm.insertvalue %162, %163[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %165 = llvm.insertvalue %162, %164[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %166 = llvm.mlir.constant(0 : index) : i64
    %167 = llvm.insertvalue %166, %165[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %168 = llvm.insertvalue %155, %167[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %169 = llvm.insertvalue %156, %168[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %170 = llvm.insertvalue %156, %169[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %171 = llvm.insertvalue %157, %170[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %172 = llvm.intr.stacksave : !llvm.ptr
    %173 = llvm.mlir.constant(2 : i64) : i64
    %174 = llvm.mlir.constant(1 : index) : i64
    %175 = llvm.alloca %174 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %154, %175 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %176 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %177 = llvm.insertvalue %173, %176[0] : !llvm.struct<(i64, ptr)> 
    %178 = llvm.insertvalue %175, %177[1] : !llvm.struct<(i64, ptr)> 
    %179 = llvm.mlir.constant(2 : i64) : i64
    %180 = llvm.mlir.constant(1 : index) : i64
    %181 = llvm.alloca %180 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %171, %181 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %182 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %183 = llvm.insertvalue %179, %182[0] : !llvm.struct<(i64, ptr)> 
    %184 = llvm.insertvalue %181, %183[1] : !llvm.struct<(i64, ptr)> 
    %185 = llvm.mlir.constant(1 : index) : i64
    %186 = llvm.alloca %185 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %178, %186 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %187 = llvm.alloca %185 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %184, %187 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    %188 = llvm.mlir.zero : !llvm.ptr
    %189 = llvm.getelementptr %188[1] : (!llvm.ptr) -> !llvm.ptr, f32
    %190 = llvm.ptrtoint %189 : !llvm.ptr to i64
    llvm.call @memrefCopy(%190, %186, %187) : (i64, !llvm.ptr, !llvm.ptr) -> ()
    llvm.intr.stackrestore %172 : !llvm.ptr
    %191 = llvm.mlir.constant(1 : index) : i64
    %192 = llvm.alloca %191 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %171, %192 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %193 = llvm.mlir.constant(2 : index) : i64
    %194 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %195 = llvm.insertvalue %193, %194[0] : !llvm.struct<(i64, ptr)> 
    %196 = llvm.insertvalue %192, %195[1] : !llvm.struct<(i64, ptr)> 
    %197 = llvm.extractvalue %196[0] : !llvm.struct<(i64, ptr)> 
    %198 = llvm.extractvalue %196[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%197, %198) : (i64, !llvm.ptr) -> ()
    %199 = llvm.mlir.constant(1 : index) : i64
    %200 = llvm.alloca %4 x f32 : (i64) -> !llvm.ptr
    %201 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %202 = llvm.insertvalue %200, %201[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %203 = llvm.insertvalue %200, %202[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %204 = llvm.mlir.constant(0 : index) : i64
    %205 = llvm.insertvalue %204, %203[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %206 = llvm.insertvalue %4, %205[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %207 = llvm.insertvalue %199, %206[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb28(%6 : i64)
  ^bb28(%208: i64):  // 2 preds: ^bb27, ^bb29
    %209 = llvm.icmp "slt" %208, %4 : i64
    llvm.cond_br %209, ^bb29, ^bb30
  ^bb29:  // pred: ^bb28
    %210 = llvm.extractvalue %207[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %211 = llvm.getelementptr inbounds|nuw %210[%208] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %0, %211 : f32, !llvm.ptr
    %212 = llvm.add %208, %5 : i64
    llvm.br ^bb28(%212 : i64)
  ^bb30:  // pred: ^bb28
    %213 = llvm.mlir.constant(1 : index) : i64
    %214 = llvm.alloca %213 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %207, %214 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %215 = llvm.mlir.constant(1 : index) : i64
    %216 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %217 = llvm.insertvalue %215, %216[0] : !llvm.struct<(i64, ptr)> 
    %218 = llvm.insertvalue %214, %217[1] : !llvm.struct<(i64, ptr)> 
    %219 = llvm.extractvalue %218[0] : !llvm.struct<(i64, ptr)> 
    %220 = llvm.extractvalue %218[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%219, %220) : (i64, !llvm.ptr) -> ()
    %221 = llvm.extractvalue %23[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%221) : (!llvm.ptr) -> ()
    %222 = llvm.extractvalue %40[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%222) : (!llvm.ptr) -> ()
    %223 = llvm.extractvalue %57[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%223) : (!llvm.ptr) -> ()
    %224 = llvm.extractvalue %171[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%224) : (!llvm.ptr) -> ()
    llvm.return
  }
}


// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[\[}}0,   7,   14,   21,   28],
// CHECK-NEXT:  [0,   10,   20,   30,   40],
// CHECK-NEXT:  [0,   13,   26,   39,   52]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [5, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}0,   0,   0],
// CHECK-NEXT:  [7,   10,   13],
// CHECK-NEXT:  [14,   20,   26],
// CHECK-NEXT:  [21,   30,   39],
// CHECK-NEXT:  [28,   40,   52]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [0,  0,  0]
