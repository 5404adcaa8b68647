// RUN: strata-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @memref_arg(memref<4xf32>)

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function results'index'}}
llvm.func @index_result() -> index

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected zero or one function result}}
llvm.func @two_results(%a: i32) -> (i32, f32)

// -----

"llvm.func"() ({
}) {sym_name = "cc", function_type = !llvm.func<void ()>,
    // expected-error @+2 {{expected one of [ccc, fastcc, coldcc, cc_10, cc_11, anyregcc, preserve_mostcc, preserve_allcc, swiftcc, cxx_fast_tlscc, tailcc, cfguard_checkcc, swifttailcc, x86_stdcallcc, x86_fastcallcc, arm_apcscc, arm_aapcscc, arm_aapcs_vfpcc, msp430_intrcc, x86_thiscallcc, ptx_kernelcc, ptx_devicecc, spir_funccc, spir_kernelcc, intel_ocl_bicc, x86_64_sysvcc, win64cc, x86_vectorcallcc, hhvmcc, hhvm_ccc, x86_intrcc, avr_intrcc, avr_builtincc, amdgpu_vscc, amdgpu_gscc, amdgpu_cscc, amdgpu_kernelcc, x86_regcallcc, amdgpu_hscc, msp430_builtincc, amdgpu_lscc, amdgpu_escc, aarch64_vectorcallcc, aarch64_sve_vectorcallcc, wasm_emscripten_invokecc, amdgpu_gfxcc, m68k_intrcc] for Calling Conventions, got: amdgpu_pscc}}
    // expected-error @+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
    CConv = #llvm.cconv<amdgpu_pscc>} : () -> ()

// -----

"llvm.func"() ({
}) {sym_name = "cc", function_type = !llvm.func<void ()>,
    // expected-error @+2 {{expected keyword for Calling Conventions}}
    // expected-error @+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
    CConv = #llvm.cconv<12>} : () -> ()

// -----

// A quoted calling convention is accepted.
"llvm.func"() ({
}) {sym_name = "quoted_cc", function_type = !llvm.func<void ()>, CConv = #llvm.cconv<"fastcc">} : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op with optimize_none must also be no_inline}}
llvm.func @optnone() attributes {optimize_none} {
  llvm.return
}

// -----

// expected-error @+1 {{no_inline and always_inline attributes are incompatible}}
llvm.func @both_inline() attributes {always_inline, no_inline} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op attribute 'addr_space' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
"llvm.mlir.global"() ({}) {sym_name = "g", global_type = i32, addr_space = -3 : i32, linkage = #llvm.linkage<internal>} : () -> ()

// -----

// expected-error @+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal constant @short("abc") : !llvm.array<4 x i8>

// -----

// expected-error @+1 {{custom op 'llvm.mlir.global' expected zero or one type}}
llvm.mlir.global internal @two_types(1 : i32) : i32, i64

// -----

// expected-error @+1 {{'llvm.mlir.global' op initializer region type 'f32' does not match global type 'f64'}}
llvm.mlir.global internal @init() : f64 {
  %0 = llvm.mlir.constant(1.0 : f32) : f32
  llvm.return %0 : f32
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @nonzero(dense<[0, 2]> : vector<2xi32>) : vector<2xi32>

// -----

// Zero of either sign and splat zeros are zero values.
llvm.mlir.global common @neg_zero(-0.0 : f64) : f64
llvm.mlir.global common @splat_zero(dense<0> : vector<2xi32>) : vector<2xi32>

// -----

// expected-error @+1 {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @scalar(1 : i32) : i32

// -----

llvm.comdat @group {
  llvm.comdat_selector @any any
}
// expected-error @+1 {{expected comdat symbol}}
llvm.mlir.global external @no_selector(1 : i32) comdat(@group::@missing) : i32

// -----

llvm.mlir.global external @plain(1 : i32) : i32
// expected-error @+1 {{expected comdat symbol}}
llvm.func @not_a_comdat() comdat(@plain) {
  llvm.return
}

// -----

llvm.comdat @group {
  llvm.comdat_selector @any any
  // expected-error @+1 {{only comdat selector symbols can appear in a comdat region}}
  llvm.func @inside()
}

// -----

// expected-error @+1 {{'builtin.module' op invalid data layout descriptor: unknown specifier 'z'}}
module attributes {llvm.data_layout = "e-z8"} {
}

// -----

// expected-error @+1 {{'builtin.module' op invalid data layout descriptor: empty specification is not allowed}}
module attributes {llvm.data_layout = "e--i64:64"} {
}

// -----

// expected-error @+1 {{'builtin.module' op expected 'llvm.data_layout' to be a string attributes}}
module attributes {llvm.data_layout = 64 : i64} {
}

// -----

llvm.mlir.global external @not_a_function() : i32
// expected-error @+1 {{'llvm.mlir.global_ctors' op 'not_a_function' does not reference a valid LLVM function}}
llvm.mlir.global_ctors ctors = [@not_a_function], priorities = [0 : i32], data = [#llvm.zero]

// -----

llvm.func @declared()
// expected-error @+1 {{'llvm.mlir.global_dtors' op 'declared' does not have a definition}}
llvm.mlir.global_dtors dtors = [@declared], priorities = [0 : i32], data = [#llvm.zero]

// -----

llvm.func @fini() {
  llvm.return
}
// expected-error @+1 {{data element must be symbol or #llvm.zero}}
llvm.mlir.global_dtors dtors = [@fini], priorities = [0 : i32], data = [#llvm.undef]
