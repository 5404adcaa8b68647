// Verifier and parser errors of the gpu ops; the messages are mlir-opt 22's.
// RUN: strata-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

gpu.module @m {
  // expected-error @+1 {{'gpu.func' op expected void return type for kernel function}}
  gpu.func @k(%x: f32) -> f32 kernel {
    gpu.return %x : f32
  }
}

// -----

gpu.module @m {
  // expected-note @+1 {{return type declared here}}
  gpu.func @f(%x: f32) -> f32 {
    // expected-error @+1 {{'gpu.return' op expected 1 result operands}}
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @f(%x: f32, %y: i32) -> f32 {
    // expected-error @+1 {{'gpu.return' op unexpected type `'i32'' for operand #0}}
    gpu.return %y : i32
  }
}

// -----

gpu.module @m {
  // expected-error @+1 {{'gpu.func' op expected memory space private in attribution}}
  gpu.func @f() private(%p: memref<2xf32, #gpu.address_space<global>>) {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @+1 {{'gpu.func' op expected memref type in attribution}}
  gpu.func @f() workgroup(%w: f32) {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @+1 {{gpu.func requires named arguments}}
  gpu.func @f(f32, i32) {
    gpu.return
  }
}

// -----

func.func @f() {
  // expected-error @+1 {{'gpu.func' op expects parent op 'gpu.module'}}
  "gpu.func"() ({
    "gpu.return"() : () -> ()
  }) {function_type = () -> (), sym_name = "g"} : () -> ()
  return
}

// -----

gpu.module @m {
  // expected-error @+1 {{'gpu.func' op attribute 'known_grid_size' failed to satisfy constraint: i32 dense array attribute with 3 elements (if present)}}
  gpu.func @k() kernel attributes {known_grid_size = array<i32: 4>} {
    gpu.return
  }
}

// -----

// expected-error @+1 {{'func.func' op gpu.known_grid_size must be a dense i32 array}}
func.func @f() attributes {gpu.known_grid_size = [1, 2, 3]} {
  return
}

// -----

func.func @f(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    // expected-error @+1 {{expected 'gpu.terminator' or a terminator with successors}}
    "test.finish"() : () -> ()
  // expected-note @-3 {{in 'gpu.launch' body region}}
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'gpu.launch' op expected memory space workgroup in attribution}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) workgroup(%w: memref<4xf32, #gpu.address_space<private>>) {
    gpu.terminator
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{gpu.launch requires 'async' keyword to return a value}}
  %t = gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    gpu.terminator
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'gpu.wait' needs to be named when marked 'async'}}
  gpu.wait async
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %m = gpu.alloc (%n) : memref<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error @+1 {{'gpu.memcpy' op arguments have incompatible shape}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<5xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %v: i32) {
  // expected-error @+1 {{'gpu.memset' op failed to verify that all of {dst, value} have same element type}}
  gpu.memset %a, %v : memref<4xf32>, i32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{`xor` reduction operation is not compatible with type 'f32'}}
  %0 = gpu.all_reduce xor %x {} : (f32) -> f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{invalid op kind}}
  %0 = gpu.subgroup_reduce plus %x : (f32) -> f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'gpu.subgroup_reduce' op cluster size 3 is not a power of two}}
  %0 = gpu.subgroup_reduce add %x cluster(size = 3) : (f32) -> f32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'gpu.thread_id' expected ::mlir::gpu::Dimension to be one of: x, y, z}}
  %0 = gpu.thread_id w
  // expected-error @+1 {{failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`}}
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'gpu.launch_func' op expected the closest surrounding module to have the 'gpu.container_module' attribute}}
  gpu.launch_func @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
  return
}

// -----

module attributes {gpu.container_module} {
  func.func @f(%n: index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel container 'm' is undefined}}
    gpu.launch_func @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k() {
      gpu.return
    }
  }
  func.func @f(%n: index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%x: f32) kernel {
      gpu.return
    }
  }
  func.func @f(%n: index, %y: i32) {
    // expected-error @+1 {{'gpu.launch_func' op type of function argument 0 does not match}}
    gpu.launch_func @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%y : i32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%x: f32) kernel {
      gpu.return
    }
  }
  func.func @f(%n: index) {
    // expected-error @+1 {{'gpu.launch_func' op got 0 kernel operands but expected 1}}
    gpu.launch_func @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

// expected-error @+1 {{expected 'gpu.container_module' attribute to be attached to 'builtin.module'}}
func.func @f() attributes {gpu.container_module} {
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'gpu.dynamic_shared_memory' op address space must be address_space<workgroup>}}
  %0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<global>>
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'gpu.rotate' op offset must be in the range [0, 4)}}
  %0, %1 = gpu.rotate %x, 4, 4 : f32
  return
}

// -----

// expected-error @+1 {{unknown gpu type: token}}
func.func @f(%t: !gpu.token) {
  return
}

// -----

// expected-error @+2 {{expected ::mlir::gpu::MappingId to be one of: x, y, z, linear_dim_0, linear_dim_1, linear_dim_2, linear_dim_3, linear_dim_4, linear_dim_5, linear_dim_6, linear_dim_7, linear_dim_8, linear_dim_9}}
// expected-error @+1 {{failed to parse GPUThreadMappingAttr parameter 'thread' which is to be a `::mlir::gpu::MappingId`}}
func.func @f() attributes {m = #gpu.thread<w>} {
  return
}

// -----

// expected-error @+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64}}
func.func @f(%a: !gpu.mma_matrix<16x16xbf16, "AOp">) {
  return
}

// -----

// expected-error @+1 {{operand expected to be one of AOp, BOp or COp}}
func.func @f(%a: !gpu.mma_matrix<16x16xf32, "Acc">) {
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'gpu.subgroup_broadcast' op lane must be specified for `specific_lane` broadcast}}
  %0 = gpu.subgroup_broadcast %x, specific_lane : f32
  return
}

// -----

// expected-error @+1 {{'gpu.module' op attribute 'offloadingHandler' failed to satisfy constraint: any attribute with the `OffloadingTranslationAttrTrait` trait.}}
gpu.module @m <#gpu.thread<x>> {
}

// -----

// expected-error @+1 {{the target attribute must be a GPU Target attribute}}
gpu.module @m <#gpu.select_object<"sm_90">> {
}
