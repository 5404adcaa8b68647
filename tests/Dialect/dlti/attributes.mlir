// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=--allow-unregistered-dialect

// Entries are keyed by a type or a string; lists print their entries as
// `key = value` however they were written.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>, "dlti.endianness" = "big", i16 = dense<[16, 32]> : vector<2xi64>, "dlti.alloca_memory_space" = 5 : ui64>} {
  "test.op"() {
    a = #dlti.dl_entry<"k", 7>,
    b = #dlti.dl_entry<memref<?xf32>, [1, "x"]>,
    c = #dlti.map<"one" = 1 : i8, f32 = #dlti.map<"inner" = unit>>,
    d = #dlti.dl_spec<>,
    e = #dlti.map<>,
    f = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"cache" = 4096 : ui32>, "GPU" = #dlti.target_device_spec<#dlti.dl_entry<"width", 128>>>
  } : () -> ()
  "test.op"() {dlti.map = #dlti.map<"x" = 1>} : () -> ()
}

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, "dlti.endianness" = "big", i16 = dense<[16, 32]> : vector<2xi64>, "dlti.alloca_memory_space" = 5 : ui64>} {
// CHECK-NEXT:   "test.op"() {a = #dlti.dl_entry<"k", 7 : i64>, b = #dlti.dl_entry<memref<?xf32>, [1, "x"]>, c = #dlti.map<"one" = 1 : i8, f32 = #dlti.map<"inner" = unit>>, d = #dlti.dl_spec<>, e = #dlti.map<>, f = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"cache" = 4096 : ui32>, "GPU" = #dlti.target_device_spec<"width" = 128 : i64>>} : () -> ()
// CHECK-NEXT:   "test.op"() {dlti.map = #dlti.map<"x" = 1 : i64>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
