// printMemref* on memref descriptors built by the memref-to-LLVM lowering
// (the output of mlir-opt --finalize-memref-to-llvm --convert-to-llvm on a
// program that fills and prints memrefs of rank 0 to 3, a subview, i8
// through the C interface, i32 and f64).
// RUN: strata-runner %s -e main --entry-point-result=void | FileCheck %s --strict-whitespace
// RUNNER: -e main --entry-point-result=void

module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printMemrefF32(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func private @printMemrefI8(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefI8(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefI8(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func @printMemrefI32(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @printMemrefF64(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @main() {
    %0 = llvm.mlir.constant(2 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(3 : index) : i64
    %3 = llvm.mlir.constant(0 : index) : i64
    %4 = llvm.mlir.constant(3.14159265358979 : f64) : f64
    %5 = llvm.mlir.constant(-7 : i32) : i32
    %6 = llvm.mlir.constant(65 : i8) : i8
    %7 = llvm.mlir.constant(1.000000e-01 : f32) : f32
    %8 = llvm.mlir.constant(1.000000e+10 : f32) : f32
    %9 = llvm.mlir.constant(1.500000e+00 : f32) : f32
    %10 = llvm.mlir.constant(1 : index) : i64
    %11 = llvm.mlir.zero : !llvm.ptr
    %12 = llvm.getelementptr %11[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %13 = llvm.ptrtoint %12 : !llvm.ptr to i64
    %14 = llvm.call @malloc(%13) : (i64) -> !llvm.ptr
    %15 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %16 = llvm.insertvalue %14, %15[0] : !llvm.struct<(ptr, ptr, i64)> 
    %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<(ptr, ptr, i64)> 
    %18 = llvm.mlir.constant(0 : index) : i64
    %19 = llvm.insertvalue %18, %17[2] : !llvm.struct<(ptr, ptr, i64)> 
    %20 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %9, %20 : f32, !llvm.ptr
    %21 = llvm.mlir.constant(1 : index) : i64
    %22 = llvm.alloca %21 x !llvm.struct<(ptr, ptr, i64)> : (i64) -> !llvm.ptr
    llvm.store %19, %22 : !llvm.struct<(ptr, ptr, i64)>, !llvm.ptr
    %23 = llvm.mlir.constant(0 : index) : i64
    %24 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %25 = llvm.insertvalue %23, %24[0] : !llvm.struct<(i64, ptr)> 
    %26 = llvm.insertvalue %22, %25[1] : !llvm.struct<(i64, ptr)> 
    %27 = llvm.extractvalue %26[0] : !llvm.struct<(i64, ptr)> 
    %28 = llvm.extractvalue %26[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%27, %28) : (i64, !llvm.ptr) -> ()
    %29 = llvm.mlir.constant(3 : index) : i64
    %30 = llvm.mlir.constant(1 : index) : i64
    %31 = llvm.mlir.zero : !llvm.ptr
    %32 = llvm.getelementptr %31[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %33 = llvm.ptrtoint %32 : !llvm.ptr to i64
    %34 = llvm.call @malloc(%33) : (i64) -> !llvm.ptr
    %35 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %36 = llvm.insertvalue %34, %35[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %37 = llvm.insertvalue %34, %36[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.mlir.constant(0 : index) : i64
    %39 = llvm.insertvalue %38, %37[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %40 = llvm.insertvalue %29, %39[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %41 = llvm.insertvalue %30, %40[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb1(%3 : i64)
  ^bb1(%42: i64):  // 2 preds: ^bb0, ^bb2
    %43 = llvm.icmp "slt" %42, %2 : i64
    llvm.cond_br %43, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %44 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %45 = llvm.getelementptr inbounds|nuw %44[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9, %45 : f32, !llvm.ptr
    %46 = llvm.add %42, %1 : i64
    llvm.br ^bb1(%46 : i64)
  ^bb3:  // pred: ^bb1
    %47 = llvm.mlir.constant(1 : index) : i64
    %48 = llvm.alloca %47 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %41, %48 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %49 = llvm.mlir.constant(1 : index) : i64
    %50 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %51 = llvm.insertvalue %49, %50[0] : !llvm.struct<(i64, ptr)> 
    %52 = llvm.insertvalue %48, %51[1] : !llvm.struct<(i64, ptr)> 
    %53 = llvm.extractvalue %52[0] : !llvm.struct<(i64, ptr)> 
    %54 = llvm.extractvalue %52[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%53, %54) : (i64, !llvm.ptr) -> ()
    %55 = llvm.mlir.constant(2 : index) : i64
    %56 = llvm.mlir.constant(3 : index) : i64
    %57 = llvm.mlir.constant(1 : index) : i64
    %58 = llvm.mlir.constant(6 : index) : i64
    %59 = llvm.mlir.zero : !llvm.ptr
    %60 = llvm.getelementptr %59[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %61 = llvm.ptrtoint %60 : !llvm.ptr to i64
    %62 = llvm.call @malloc(%61) : (i64) -> !llvm.ptr
    %63 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %64 = llvm.insertvalue %62, %63[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %65 = llvm.insertvalue %62, %64[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %66 = llvm.mlir.constant(0 : index) : i64
    %67 = llvm.insertvalue %66, %65[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %68 = llvm.insertvalue %55, %67[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %69 = llvm.insertvalue %56, %68[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %70 = llvm.insertvalue %56, %69[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %71 = llvm.insertvalue %57, %70[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb4(%3 : i64)
  ^bb4(%72: i64):  // 2 preds: ^bb3, ^bb8
    %73 = llvm.icmp "slt" %72, %0 : i64
    llvm.cond_br %73, ^bb5, ^bb9
  ^bb5:  // pred: ^bb4
    llvm.br ^bb6(%3 : i64)
  ^bb6(%74: i64):  // 2 preds: ^bb5, ^bb7
    %75 = llvm.icmp "slt" %74, %2 : i64
    llvm.cond_br %75, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %76 = llvm.extractvalue %71[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %77 = llvm.mlir.constant(3 : index) : i64
    %78 = llvm.mul %72, %77 overflow<nsw, nuw> : i64
    %79 = llvm.add %78, %74 overflow<nsw, nuw> : i64
    %80 = llvm.getelementptr inbounds|nuw %76[%79] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8, %80 : f32, !llvm.ptr
    %81 = llvm.add %74, %1 : i64
    llvm.br ^bb6(%81 : i64)
  ^bb8:  // pred: ^bb6
    %82 = llvm.add %72, %1 : i64
    llvm.br ^bb4(%82 : i64)
  ^bb9:  // pred: ^bb4
    %83 = llvm.mlir.constant(1 : index) : i64
    %84 = llvm.alloca %83 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %71, %84 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %85 = llvm.mlir.constant(2 : index) : i64
    %86 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %87 = llvm.insertvalue %85, %86[0] : !llvm.struct<(i64, ptr)> 
    %88 = llvm.insertvalue %84, %87[1] : !llvm.struct<(i64, ptr)> 
    %89 = llvm.extractvalue %88[0] : !llvm.struct<(i64, ptr)> 
    %90 = llvm.extractvalue %88[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%89, %90) : (i64, !llvm.ptr) -> ()
    %91 = llvm.mlir.constant(2 : index) : i64
    %92 = llvm.mlir.constant(2 : index) : i64
    %93 = llvm.mlir.constant(3 : index) : i64
    %94 = llvm.mlir.constant(1 : index) : i64
    %95 = llvm.mlir.constant(6 : index) : i64
    %96 = llvm.mlir.constant(12 : index) : i64
    %97 = llvm.mlir.zero : !llvm.ptr
    %98 = llvm.getelementptr %97[%96] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %99 = llvm.ptrtoint %98 : !llvm.ptr to i64
    %100 = llvm.call @malloc(%99) : (i64) -> !llvm.ptr
    %101 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %102 = llvm.insertvalue %100, %101[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %103 = llvm.insertvalue %100, %102[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %104 = llvm.mlir.constant(0 : index) : i64
    %105 = llvm.insertvalue %104, %103[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %106 = llvm.insertvalue %91, %105[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %107 = llvm.insertvalue %92, %106[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %108 = llvm.insertvalue %93, %107[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %109 = llvm.insertvalue %95, %108[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %110 = llvm.insertvalue %93, %109[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %111 = llvm.insertvalue %94, %110[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    llvm.br ^bb10(%3 : i64)
  ^bb10(%112: i64):  // 2 preds: ^bb9, ^bb17
    %113 = llvm.icmp "slt" %112, %0 : i64
    llvm.cond_br %113, ^bb11, ^bb18
  ^bb11:  // pred: ^bb10
    llvm.br ^bb12(%3 : i64)
  ^bb12(%114: i64):  // 2 preds: ^bb11, ^bb16
    %115 = llvm.icmp "slt" %114, %0 : i64
    llvm.cond_br %115, ^bb13, ^bb17
  ^bb13:  // pred: ^bb12
    llvm.br ^bb14(%3 : i64)
  ^bb14(%116: i64):  // 2 preds: ^bb13, ^bb15
    %117 = llvm.icmp "slt" %116, %2 : i64
    llvm.cond_br %117, ^bb15, ^bb16
  ^bb15:  // pred: ^bb14
    %118 = llvm.extractvalue %111[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %119 = llvm.mlir.constant(6 : index) : i64
    %120 = llvm.mul %112, %119 overflow<nsw, nuw> : i64
    %121 = llvm.mlir.constant(3 : index) : i64
    %122 = llvm.mul %114, %121 overflow<nsw, nuw> : i64
    %123 = llvm.add %120, %122 overflow<nsw, nuw> : i64
    %124 = llvm.add %123, %116 overflow<nsw, nuw> : i64
    %125 = llvm.getelementptr inbounds|nuw %118[%124] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7, %125 : f32, !llvm.ptr
    %126 = llvm.add %116, %1 : i64
    llvm.br ^bb14(%126 : i64)
  ^bb16:  // pred: ^bb14
    %127 = llvm.add %114, %1 : i64
    llvm.br ^bb12(%127 : i64)
  ^bb17:  // pred: ^bb12
    %128 = llvm.add %112, %1 : i64
    llvm.br ^bb10(%128 : i64)
  ^bb18:  // pred: ^bb10
    %129 = llvm.mlir.constant(1 : index) : i64
    %130 = llvm.alloca %129 x !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %111, %130 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
    %131 = llvm.mlir.constant(3 : index) : i64
    %132 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %133 = llvm.insertvalue %131, %132[0] : !llvm.struct<(i64, ptr)> 
    %134 = llvm.insertvalue %130, %133[1] : !llvm.struct<(i64, ptr)> 
    %135 = llvm.extractvalue %134[0] : !llvm.struct<(i64, ptr)> 
    %136 = llvm.extractvalue %134[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%135, %136) : (i64, !llvm.ptr) -> ()
    %137 = llvm.mlir.constant(1 : index) : i64
    %138 = llvm.mlir.constant(1 : index) : i64
    %139 = llvm.mlir.constant(1 : index) : i64
    %140 = llvm.mlir.zero : !llvm.ptr
    %141 = llvm.getelementptr %140[%137] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %142 = llvm.ptrtoint %141 : !llvm.ptr to i64
    %143 = llvm.call @malloc(%142) : (i64) -> !llvm.ptr
    %144 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %145 = llvm.insertvalue %143, %144[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %146 = llvm.insertvalue %143, %145[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %147 = llvm.mlir.constant(0 : index) : i64
    %148 = llvm.insertvalue %147, %146[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %149 = llvm.insertvalue %137, %148[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %150 = llvm.insertvalue %138, %149[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %151 = llvm.insertvalue %138, %150[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %152 = llvm.insertvalue %139, %151[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb19(%3 : i64)
  ^bb19(%153: i64):  // 2 preds: ^bb18, ^bb23
    %154 = llvm.icmp "slt" %153, %1 : i64
    llvm.cond_br %154, ^bb20, ^bb24
  ^bb20:  // pred: ^bb19
    llvm.br ^bb21(%3 : i64)
  ^bb21(%155: i64):  // 2 preds: ^bb20, ^bb22
    %156 = llvm.icmp "slt" %155, %1 : i64
    llvm.cond_br %156, ^bb22, ^bb23
  ^bb22:  // pred: ^bb21
    %157 = llvm.extractvalue %152[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %158 = llvm.add %153, %155 overflow<nsw, nuw> : i64
    %159 = llvm.getelementptr inbounds|nuw %157[%158] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7, %159 : f32, !llvm.ptr
    %160 = llvm.add %155, %1 : i64
    llvm.br ^bb21(%160 : i64)
  ^bb23:  // pred: ^bb21
    %161 = llvm.add %153, %1 : i64
    llvm.br ^bb19(%161 : i64)
  ^bb24:  // pred: ^bb19
    %162 = llvm.mlir.constant(1 : index) : i64
    %163 = llvm.alloca %162 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %152, %163 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %164 = llvm.mlir.constant(2 : index) : i64
    %165 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %166 = llvm.insertvalue %164, %165[0] : !llvm.struct<(i64, ptr)> 
    %167 = llvm.insertvalue %163, %166[1] : !llvm.struct<(i64, ptr)> 
    %168 = llvm.extractvalue %167[0] : !llvm.struct<(i64, ptr)> 
    %169 = llvm.extractvalue %167[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%168, %169) : (i64, !llvm.ptr) -> ()
    %170 = llvm.mlir.constant(2 : index) : i64
    %171 = llvm.mlir.constant(1 : index) : i64
    %172 = llvm.mlir.zero : !llvm.ptr
    %173 = llvm.getelementptr %172[%170] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %174 = llvm.ptrtoint %173 : !llvm.ptr to i64
    %175 = llvm.call @malloc(%174) : (i64) -> !llvm.ptr
    %176 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %177 = llvm.insertvalue %175, %176[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %178 = llvm.insertvalue %175, %177[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %179 = llvm.mlir.constant(0 : index) : i64
    %180 = llvm.insertvalue %179, %178[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %181 = llvm.insertvalue %170, %180[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %182 = llvm.insertvalue %171, %181[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb25(%3 : i64)
  ^bb25(%183: i64):  // 2 preds: ^bb24, ^bb26
    %184 = llvm.icmp "slt" %183, %0 : i64
    llvm.cond_br %184, ^bb26, ^bb27
  ^bb26:  // pred: ^bb25
    %185 = llvm.extractvalue %182[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %186 = llvm.getelementptr inbounds|nuw %185[%183] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %6, %186 : i8, !llvm.ptr
    %187 = llvm.add %183, %1 : i64
    llvm.br ^bb25(%187 : i64)
  ^bb27:  // pred: ^bb25
    %188 = llvm.mlir.constant(1 : index) : i64
    %189 = llvm.alloca %188 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %182, %189 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %190 = llvm.mlir.constant(1 : index) : i64
    %191 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %192 = llvm.insertvalue %190, %191[0] : !llvm.struct<(i64, ptr)> 
    %193 = llvm.insertvalue %189, %192[1] : !llvm.struct<(i64, ptr)> 
    %194 = llvm.extractvalue %193[0] : !llvm.struct<(i64, ptr)> 
    %195 = llvm.extractvalue %193[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI8(%194, %195) : (i64, !llvm.ptr) -> ()
    %196 = llvm.mlir.constant(3 : index) : i64
    %197 = llvm.mlir.constant(1 : index) : i64
    %198 = llvm.mlir.constant(2 : index) : i64
    %199 = llvm.mlir.constant(1 : index) : i64
    %200 = llvm.mlir.constant(2 : index) : i64
    %201 = llvm.mlir.constant(6 : index) : i64
    %202 = llvm.mlir.zero : !llvm.ptr
    %203 = llvm.getelementptr %202[%201] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %204 = llvm.ptrtoint %203 : !llvm.ptr to i64
    %205 = llvm.call @malloc(%204) : (i64) -> !llvm.ptr
    %206 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %207 = llvm.insertvalue %205, %206[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %208 = llvm.insertvalue %205, %207[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %209 = llvm.mlir.constant(0 : index) : i64
    %210 = llvm.insertvalue %209, %208[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %211 = llvm.insertvalue %196, %210[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %212 = llvm.insertvalue %197, %211[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %213 = llvm.insertvalue %198, %212[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %214 = llvm.insertvalue %200, %213[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %215 = llvm.insertvalue %198, %214[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %216 = llvm.insertvalue %199, %215[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    llvm.br ^bb28(%3 : i64)
  ^bb28(%217: i64):  // 2 preds: ^bb27, ^bb35
    %218 = llvm.icmp "slt" %217, %2 : i64
    llvm.cond_br %218, ^bb29, ^bb36
  ^bb29:  // pred: ^bb28
    llvm.br ^bb30(%3 : i64)
  ^bb30(%219: i64):  // 2 preds: ^bb29, ^bb34
    %220 = llvm.icmp "slt" %219, %1 : i64
    llvm.cond_br %220, ^bb31, ^bb35
  ^bb31:  // pred: ^bb30
    llvm.br ^bb32(%3 : i64)
  ^bb32(%221: i64):  // 2 preds: ^bb31, ^bb33
    %222 = llvm.icmp "slt" %221, %0 : i64
    llvm.cond_br %222, ^bb33, ^bb34
  ^bb33:  // pred: ^bb32
    %223 = llvm.extractvalue %216[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %224 = llvm.mlir.constant(2 : index) : i64
    %225 = llvm.mul %217, %224 overflow<nsw, nuw> : i64
    %226 = llvm.mlir.constant(2 : index) : i64
    %227 = llvm.mul %219, %226 overflow<nsw, nuw> : i64
    %228 = llvm.add %225, %227 overflow<nsw, nuw> : i64
    %229 = llvm.add %228, %221 overflow<nsw, nuw> : i64
    %230 = llvm.getelementptr inbounds|nuw %223[%229] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %5, %230 : i32, !llvm.ptr
    %231 = llvm.add %221, %1 : i64
    llvm.br ^bb32(%231 : i64)
  ^bb34:  // pred: ^bb32
    %232 = llvm.add %219, %1 : i64
    llvm.br ^bb30(%232 : i64)
  ^bb35:  // pred: ^bb30
    %233 = llvm.add %217, %1 : i64
    llvm.br ^bb28(%233 : i64)
  ^bb36:  // pred: ^bb28
    %234 = llvm.mlir.constant(1 : index) : i64
    %235 = llvm.alloca %234 x !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %216, %235 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
    %236 = llvm.mlir.constant(3 : index) : i64
    %237 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %238 = llvm.insertvalue %236, %237[0] : !llvm.struct<(i64, ptr)> 
    %239 = llvm.insertvalue %235, %238[1] : !llvm.struct<(i64, ptr)> 
    %240 = llvm.extractvalue %239[0] : !llvm.struct<(i64, ptr)> 
    %241 = llvm.extractvalue %239[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%240, %241) : (i64, !llvm.ptr) -> ()
    %242 = llvm.mlir.constant(2 : index) : i64
    %243 = llvm.mlir.constant(1 : index) : i64
    %244 = llvm.mlir.constant(1 : index) : i64
    %245 = llvm.mlir.zero : !llvm.ptr
    %246 = llvm.getelementptr %245[%242] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %247 = llvm.ptrtoint %246 : !llvm.ptr to i64
    %248 = llvm.call @malloc(%247) : (i64) -> !llvm.ptr
    %249 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %250 = llvm.insertvalue %248, %249[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %251 = llvm.insertvalue %248, %250[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %252 = llvm.mlir.constant(0 : index) : i64
    %253 = llvm.insertvalue %252, %251[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %254 = llvm.insertvalue %242, %253[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %255 = llvm.insertvalue %243, %254[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %256 = llvm.insertvalue %243, %255[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %257 = llvm.insertvalue %244, %256[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb37(%3 : i64)
  ^bb37(%258: i64):  // 2 preds: ^bb36, ^bb41
    %259 = llvm.icmp "slt" %258, %0 : i64
    llvm.cond_br %259, ^bb38, ^bb42
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%3 : i64)
  ^bb39(%260: i64):  // 2 preds: ^bb38, ^bb40
    %261 = llvm.icmp "slt" %260, %1 : i64
    llvm.cond_br %261, ^bb40, ^bb41
  ^bb40:  // pred: ^bb39
    %262 = llvm.extractvalue %257[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %263 = llvm.add %258, %260 overflow<nsw, nuw> : i64
    %264 = llvm.getelementptr inbounds|nuw %262[%263] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4, %264 : f64, !llvm.ptr
    %265 = llvm.add %260, %1 : i64
    llvm.br ^bb39(%265 : i64)
  ^bb41:  // pred: ^bb39
    %266 = llvm.add %258, %1 : i64
    llvm.br ^bb37(%266 : i64)
  ^bb42:  // pred: ^bb37
    %267 = llvm.mlir.constant(1 : index) : i64
    %268 = llvm.alloca %267 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %257, %268 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %269 = llvm.mlir.constant(2 : index) : i64
    %270 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %271 = llvm.insertvalue %269, %270[0] : !llvm.struct<(i64, ptr)> 
    %272 = llvm.insertvalue %268, %271[1] : !llvm.struct<(i64, ptr)> 
    %273 = llvm.extractvalue %272[0] : !llvm.struct<(i64, ptr)> 
    %274 = llvm.extractvalue %272[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF64(%273, %274) : (i64, !llvm.ptr) -> ()
    %275 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %276 = llvm.extractvalue %111[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %277 = llvm.extractvalue %111[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %278 = llvm.insertvalue %276, %275[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %279 = llvm.insertvalue %277, %278[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %280 = llvm.mlir.constant(4 : index) : i64
    %281 = llvm.insertvalue %280, %279[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %282 = llvm.mlir.constant(2 : index) : i64
    %283 = llvm.insertvalue %282, %281[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %284 = llvm.mlir.constant(6 : index) : i64
    %285 = llvm.insertvalue %284, %283[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %286 = llvm.mlir.constant(2 : index) : i64
    %287 = llvm.insertvalue %286, %285[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %288 = llvm.mlir.constant(1 : index) : i64
    %289 = llvm.insertvalue %288, %287[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %290 = llvm.mlir.constant(1 : index) : i64
    %291 = llvm.alloca %290 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %289, %291 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %292 = llvm.mlir.constant(2 : index) : i64
    %293 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %294 = llvm.insertvalue %292, %293[0] : !llvm.struct<(i64, ptr)> 
    %295 = llvm.insertvalue %291, %294[1] : !llvm.struct<(i64, ptr)> 
    %296 = llvm.extractvalue %295[0] : !llvm.struct<(i64, ptr)> 
    %297 = llvm.extractvalue %295[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%296, %297) : (i64, !llvm.ptr) -> ()
    llvm.return
  }
}


// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [1.5]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [1.5,  1.5,  1.5]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}1e+10,   1e+10,   1e+10],
// CHECK-NEXT:  [1e+10,   1e+10,   1e+10]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 2, 3] strides = [6, 3, 1] data =
// CHECK-NEXT: {{\[\[}}[0.1,    0.1,    0.1],
// CHECK-NEXT:   [0.1,    0.1,    0.1]],
// CHECK-NEXT:  {{\[\[}}0.1,    0.1,    0.1],
// CHECK-NEXT:   [0.1,    0.1,    0.1]]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [1, 1] strides = [1, 1] data =
// CHECK-NEXT: {{\[\[}}0.1]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [A,  A]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 0 sizes = [3, 1, 2] strides = [2, 2, 1] data =
// CHECK-NEXT: {{\[\[}}[-7,    -7]],
// CHECK-NEXT:  {{\[\[}}-7,    -7]],
// CHECK-NEXT:  {{\[\[}}-7,    -7]]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 1] strides = [1, 1] data =
// CHECK-NEXT: {{\[\[}}3.14159],
// CHECK-NEXT:  [3.14159]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 4 sizes = [2, 2] strides = [6, 1] data =
// CHECK-NEXT: {{\[\[}}0.1,   0.1],
// CHECK-NEXT:  [0.1,   0.1]]
