// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --mlir-print-skip-regions | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --mlir-print-skip-regions --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --mlir-print-skip-regions --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --mlir-print-skip-regions --no-implicit-module | FileCheck %s --check-prefix=NOMOD
// With --mlir-print-skip-regions, every region prints as `{...}`; aliases
// used only inside skipped regions are not printed.

!t = memref<2x3xi32, strided<[3, 1], offset: 7>>
module @m attributes {s.k = 1} {
  "s.x"() {m = affine_map<(d0) -> (d0)>} : () -> !t
  func.func @f(%a: i32, %c: i1) -> i32 {
    %r = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %a : i32
    }
    return %r : i32
  } loc("inner")
}

// -----

"s.two"() ({
^bb0(%z: i32):
  "s.t"() : () -> ()
}, {
}) : () -> ()

// -----

func.func @g(%a: i32, %c: i1) -> (i32, i1) {
  return %a, %c : i32, i1
}

// CHECK: module @m attributes {s.k = 1 : i64} {...}
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----$}}
// CHECK-NEXT: module {...}
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----$}}
// CHECK-NEXT: module {...}
// CHECK-NOT: {{.}}

// GEN: "builtin.module"() <{sym_name = "m"}> ({...}) {s.k = 1 : i64} : () -> ()
// GEN-EMPTY:
// GEN-NEXT: // {{-----$}}
// GEN-NEXT: "builtin.module"() ({...}) : () -> ()
// GEN-EMPTY:
// GEN-NEXT: // {{-----$}}
// GEN-NEXT: "builtin.module"() ({...}) : () -> ()
// GEN-NOT: {{.}}

// LOC: module @m attributes {s.k = 1 : i64} {...} loc(#loc)
// LOC-NEXT: #loc = loc("{{.*}}print-flags-skip-regions.mlir":9:1)
// LOC-EMPTY:
// LOC-NEXT: // {{-----$}}
// LOC-NEXT: module {...} loc(#loc)
// LOC-NEXT: #loc = loc("{{.*}}print-flags-skip-regions.mlir":21:9)
// LOC-EMPTY:
// LOC-NEXT: // {{-----$}}
// LOC-NEXT: module {...} loc(#loc)
// LOC-NEXT: #loc = loc("{{.*}}print-flags-skip-regions.mlir":29:9)
// LOC-NOT: {{.}}

// NOMOD: module @m attributes {s.k = 1 : i64} {...}
// NOMOD-EMPTY:
// NOMOD-NEXT: // {{-----$}}
// NOMOD-NEXT: "s.two"() ({...}, {...}) : () -> ()
// NOMOD-EMPTY:
// NOMOD-NEXT: // {{-----$}}
// NOMOD-NEXT: func.func @g(%arg0: i32, %arg1: i1) -> (i32, i1) {...}
// NOMOD-NOT: {{.}}
