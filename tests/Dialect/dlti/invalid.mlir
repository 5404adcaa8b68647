// RUN: strata-opt %s --allow-unregistered-dialect -split-input-file -verify-diagnostics

// expected-error @+1 {{attribute 'dlti.other' not supported by dialect}}
"test.op"() {dlti.other = 1} : () -> ()

// -----

// expected-error @+1 {{'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute}}
"test.op"() {dlti.dl_spec = #dlti.map<>} : () -> ()

// -----

// expected-error @+1 {{'dlti.target_system_spec' is expected to be a #dlti.target_system_spec attribute}}
"test.op"() {dlti.target_system_spec = "cpu"} : () -> ()

// -----

// expected-error @+1 {{expected a type or a quoted string}}
"test.op"() {a = #dlti.dl_entry<1, 2>} : () -> ()

// -----

// expected-error @+1 {{invalid kind of attribute specified}}
"test.op"() {a = #dlti.map<3>} : () -> ()

// -----

// expected-error @+1 {{repeated DLTI key: f32}}
"test.op"() {a = #dlti.map<f32 = 1, #dlti.dl_entry<f32, 2>>} : () -> ()

// -----

// expected-error @+1 {{repeated DLTI key: "k"}}
"test.op"() {a = #dlti.dl_spec<"k" = 1, "k" = 2>} : () -> ()

// -----

// expected-error @+1 {{empty string as DLTI key is not allowed}}
"test.op"() {a = #dlti.dl_spec<"" = 1>} : () -> ()

// -----

// expected-error @+1 {{unknown attribute `layout` in dialect `dlti`}}
"test.op"() {a = #dlti.layout<>} : () -> ()

// -----

// expected-error @+1 {{invalid kind of attribute specified}}
"test.op"() {a = #dlti.target_device_spec<i32 = 1>} : () -> ()

// -----

// expected-error @+1 {{no DLTI entries provided}}
"test.op"() {a = #dlti.target_device_spec<>} : () -> ()

// -----

// expected-error @+1 {{value associated with key "cpu" is not a DLTI device spec}}
"test.op"() {a = #dlti.target_system_spec<"cpu" = 1>} : () -> ()

// -----

// expected-error @+1 {{repeated device ID in dlti.target_system_spec: "cpu"}}
"test.op"() {a = #dlti.target_system_spec<"cpu" = #dlti.target_device_spec<"a" = 1>, "cpu" = #dlti.target_device_spec<"a" = 1>>} : () -> ()

// -----

// expected-error @+1 {{unknown data layout entry name: dlti.no_such_key}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.no_such_key" = 1>} {}

// -----

// expected-error @+1 {{'dlti.endianness' data layout entry is expected to be either 'big' or 'little'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "middle">} {}
