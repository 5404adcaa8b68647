// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file | FileCheck %s
// Forms of builtin.module: implicit, explicit, named, with attributes,
// nested, and the generic spelling.

"u.a"() : () -> ()

// -----

module {
  "u.b"() : () -> ()
}

// -----

module @named {
}

// -----

module @"quoted name" attributes {u.x = 1 : i32, "u.q k" = "v"} {
  module @inner attributes {u.y} {
    module {
      "u.c"() : () -> ()
    }
  }
  builtin.module @prefixed {
  }
}

// -----

module attributes {u.only_attrs} {
}

// -----

"builtin.module"() <{sym_name = "generic"}> ({
  "builtin.module"() ({
  ^bb0:
  }) {u.z = unit} : () -> ()
}) : () -> ()

// -----

module @vis attributes {sym_visibility = "private"} {
}

// -----

"u.not_module"() : () -> ()
module {
}

// CHECK: module {
// CHECK-NEXT:   "u.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   "u.b"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module @named {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module @"quoted name" attributes {"u.q k" = "v", u.x = 1 : i32} {
// CHECK-NEXT:   module @inner attributes {u.y} {
// CHECK-NEXT:     module {
// CHECK-NEXT:       "u.c"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   module @prefixed {
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module attributes {u.only_attrs} {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module @generic {
// CHECK-NEXT:   module attributes {u.z} {
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module @vis attributes {sym_visibility = "private"} {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   "u.not_module"() : () -> ()
// CHECK-NEXT:   module {
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
