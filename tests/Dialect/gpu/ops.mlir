// Round trip of the gpu ops, in the custom and the generic form; the
// expected text is mlir-opt 22's printing of this file.
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel(%arg0: f32, %arg1: memref<?xf32, #gpu.address_space<global>>) workgroup(%w: memref<32xf32, #gpu.address_space<workgroup>>, %w2: memref<4xi32, #gpu.address_space<workgroup>> {test.attr = 1}) private(%p: memref<1xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 32, 1, 1>, known_grid_size = array<i32: 8, 1, 1>} {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y upper_bound 16
      %bz = gpu.block_id z
      %bdx = gpu.block_dim x
      %gdy = gpu.grid_dim y
      %gid = gpu.global_id x upper_bound 65536
      %cid = gpu.cluster_id x
      %cdim = gpu.cluster_dim y
      %cdb = gpu.cluster_dim_blocks z
      %cbid = gpu.cluster_block_id x
      %lane = gpu.lane_id
      %lane2 = gpu.lane_id upper_bound 64
      %sg = gpu.subgroup_id : index
      %nsg = gpu.num_subgroups : index
      %sgs = gpu.subgroup_size upper_bound 32 : index
      gpu.barrier
      gpu.return
    }
    gpu.func @device(%a: i32 {test.arg}, %b: f32) -> (i32 {test.res}, f32) {
      gpu.return %a, %b : i32, f32
    }
    gpu.func @empty() kernel {
      gpu.return
    }
  }
  gpu.module @empty_module {
  }
  gpu.module @with_attrs attributes {test.unit} {
  }

  func.func @launch(%n: index, %x: f32, %m: memref<?xf32, #gpu.address_space<global>>, %s: i32) {
    %c1 = arith.constant 1 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      %t = gpu.thread_id x
      gpu.terminator
    }
    gpu.launch clusters(%cx, %cy, %cz) in (%ncx = %c1, %ncy = %c1, %ncz = %c1) blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) dynamic_shared_memory_size %s {
      gpu.terminator
    } {test.attr}
    %t0 = gpu.wait async
    %t1 = gpu.launch async [%t0] blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) workgroup(%w: memref<4xf32, #gpu.address_space<workgroup>>) private(%p: memref<1xf32, #gpu.address_space<private>>) {
      gpu.terminator
    }
    %t2 = gpu.launch async blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) module(@my_module) function(@my_kernel) {
      gpu.terminator
    }
    gpu.launch_func @kernels::@kernel blocks in (%n, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : f32, %m : memref<?xf32, #gpu.address_space<global>>)
    %t3 = gpu.launch_func async [%t0, %t1] @kernels::@kernel blocks in (%n, %c1, %c1) threads in (%c1, %c1, %c1) dynamic_shared_memory_size %s args(%x : f32, %m : memref<?xf32, #gpu.address_space<global>>)
    %i = arith.constant 1 : i32
    gpu.launch_func @kernels::@empty clusters in (%i, %i, %i) blocks in (%i, %i, %i) threads in (%i, %i, %i) : i32
    gpu.wait [%t2, %t3]
    return
  }

  func.func @memory(%n: index, %src: memref<?xf32>, %v: f32) {
    %m0 = gpu.alloc (%n) : memref<?xf32, 1>
    %m1 = gpu.alloc host_shared () : memref<8xf32>
    %t0 = gpu.wait async
    %m2, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %m3, %t2 = gpu.alloc async [%t0] host_shared (%n) : memref<?xf32>
    %t3 = gpu.memcpy async [%t1] %m2, %src : memref<?xf32>, memref<?xf32>
    gpu.memcpy %m0, %src : memref<?xf32, 1>, memref<?xf32>
    %t4 = gpu.memset async [%t3] %m2, %v : memref<?xf32>, f32
    gpu.memset %m0, %v : memref<?xf32, 1>, f32
    %t5 = gpu.dealloc async [%t4] %m2 : memref<?xf32>
    gpu.dealloc %m0 : memref<?xf32, 1>
    %t6 = gpu.wait async [%t5, %t2]
    gpu.wait
    return
  }

  func.func @reductions(%x: f32, %i: i32, %o: i32, %w: i32, %v: vector<4xf32>) {
    %0 = gpu.all_reduce add %x {} : (f32) -> f32
    %1 = gpu.all_reduce maxsi %i uniform {} : (i32) -> i32
    %2 = gpu.all_reduce %x {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      gpu.yield %s : f32
    } : (f32) -> f32
    %3, %4 = gpu.shuffle xor %x, %o, %w : f32
    %5, %6 = gpu.shuffle idx %v, %o, %w : vector<4xf32>
    %7, %8 = gpu.shuffle down %i, %o, %w : i32
    return
  }

  func.func @subgroup(%x: f32, %v: vector<4xf16>, %i: i32, %l: i32) {
    %0 = gpu.subgroup_reduce add %x : (f32) -> f32
    %1 = gpu.subgroup_reduce maxnumf %v uniform : (vector<4xf16>) -> vector<4xf16>
    %2 = gpu.subgroup_reduce xor %i cluster(size = 4) : (i32) -> i32
    %3 = gpu.subgroup_reduce mul %i cluster(size = 8, stride = 2) : (i32) -> i32
    %4, %5 = gpu.rotate %x, 1, 16 : f32
    %6 = gpu.subgroup_broadcast %x, first_active_lane : f32
    %7 = gpu.subgroup_broadcast %x, specific_lane %l : f32
    gpu.printf "x=%f i=%d\n", %x, %i : f32, i32
    gpu.printf "done\n"
    gpu.set_default_device %i
    %s = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    return
  }

  func.func @host(%m: memref<*xf32>) {
    gpu.host_register %m : memref<*xf32>
    gpu.host_unregister %m : memref<*xf32>
    return
  }
}

// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT:   gpu.module @kernels {
// CHECK-NEXT:     gpu.func @kernel(%arg0: f32, %arg1: memref<?xf32, #gpu.address_space<global>>) workgroup(%arg2 : memref<32xf32, #gpu.address_space<workgroup>>, %arg3 : memref<4xi32, #gpu.address_space<workgroup>> {test.attr = 1 : i64}) private(%arg4 : memref<1xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 32, 1, 1>, known_grid_size = array<i32: 8, 1, 1>} {
// CHECK-NEXT:       %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:       %thread_id_y = gpu.thread_id  y upper_bound 16
// CHECK-NEXT:       %block_id_z = gpu.block_id  z
// CHECK-NEXT:       %block_dim_x = gpu.block_dim  x
// CHECK-NEXT:       %grid_dim_y = gpu.grid_dim  y
// CHECK-NEXT:       %global_id_x = gpu.global_id  x upper_bound 65536
// CHECK-NEXT:       %cluster_id_x = gpu.cluster_id  x
// CHECK-NEXT:       %cluster_dim_y = gpu.cluster_dim  y
// CHECK-NEXT:       %cluster_dim_blocks_z = gpu.cluster_dim_blocks  z
// CHECK-NEXT:       %cluster_block_id_x = gpu.cluster_block_id  x
// CHECK-NEXT:       %0 = gpu.lane_id
// CHECK-NEXT:       %1 = gpu.lane_id upper_bound 64
// CHECK-NEXT:       %2 = gpu.subgroup_id : index
// CHECK-NEXT:       %3 = gpu.num_subgroups : index
// CHECK-NEXT:       %4 = gpu.subgroup_size upper_bound 32 : index
// CHECK-NEXT:       gpu.barrier
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:     gpu.func @device(%arg0: i32 {test.arg}, %arg1: f32) -> (i32 {test.res}, f32) {
// CHECK-NEXT:       gpu.return %arg0, %arg1 : i32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     gpu.func @empty() kernel {
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.module @empty_module {
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.module @with_attrs attributes {test.unit} {
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @launch(%arg0: index, %arg1: f32, %arg2: memref<?xf32, #gpu.address_space<global>>, %arg3: i32) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     gpu.launch blocks(%arg4, %arg5, %arg6) in (%arg10 = %arg0, %arg11 = %c1, %arg12 = %c1) threads(%arg7, %arg8, %arg9) in (%arg13 = %c1, %arg14 = %c1, %arg15 = %c1) {
// CHECK-NEXT:       %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:       gpu.terminator
// CHECK-NEXT:     }
// CHECK-NEXT:     gpu.launch clusters(%arg16, %arg17, %arg18) in (%arg19 = %c1, %arg20 = %c1, %arg21 = %c1) blocks(%arg4, %arg5, %arg6) in (%arg10 = %arg0, %arg11 = %c1, %arg12 = %c1) threads(%arg7, %arg8, %arg9) in (%arg13 = %c1, %arg14 = %c1, %arg15 = %c1) dynamic_shared_memory_size %arg3 {
// CHECK-NEXT:       gpu.terminator
// CHECK-NEXT:     } {test.attr}
// CHECK-NEXT:     %0 = gpu.wait async
// CHECK-NEXT:     %1 = gpu.launch async [%0] blocks(%arg4, %arg5, %arg6) in (%arg10 = %arg0, %arg11 = %c1, %arg12 = %c1) threads(%arg7, %arg8, %arg9) in (%arg13 = %c1, %arg14 = %c1, %arg15 = %c1) workgroup(%arg16 : memref<4xf32, #gpu.address_space<workgroup>>) private(%arg17 : memref<1xf32, #gpu.address_space<private>>) {
// CHECK-NEXT:       gpu.terminator
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = gpu.launch async blocks(%arg4, %arg5, %arg6) in (%arg10 = %arg0, %arg11 = %c1, %arg12 = %c1) threads(%arg7, %arg8, %arg9) in (%arg13 = %c1, %arg14 = %c1, %arg15 = %c1) module(@my_module) function(@my_kernel) {
// CHECK-NEXT:       gpu.terminator
// CHECK-NEXT:     }
// CHECK-NEXT:     gpu.launch_func  @kernels::@kernel blocks in (%arg0, %c1, %c1) threads in (%c1, %c1, %c1)  args(%arg1 : f32, %arg2 : memref<?xf32, #gpu.address_space<global>>)
// CHECK-NEXT:     %3 = gpu.launch_func async [%0, %1] @kernels::@kernel blocks in (%arg0, %c1, %c1) threads in (%c1, %c1, %c1)  dynamic_shared_memory_size %arg3 args(%arg1 : f32, %arg2 : memref<?xf32, #gpu.address_space<global>>)
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     gpu.launch_func  @kernels::@empty clusters in (%c1_i32, %c1_i32, %c1_i32) blocks in (%c1_i32, %c1_i32, %c1_i32) threads in (%c1_i32, %c1_i32, %c1_i32) : i32
// CHECK-NEXT:     gpu.wait [%2, %3]
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @memory(%arg0: index, %arg1: memref<?xf32>, %arg2: f32) {
// CHECK-NEXT:     %memref = gpu.alloc  (%arg0) : memref<?xf32, 1>
// CHECK-NEXT:     %memref_0 = gpu.alloc  host_shared () : memref<8xf32>
// CHECK-NEXT:     %0 = gpu.wait async
// CHECK-NEXT:     %memref_1, %asyncToken = gpu.alloc async [%0] (%arg0) : memref<?xf32>
// CHECK-NEXT:     %memref_2, %asyncToken_3 = gpu.alloc async [%0] host_shared (%arg0) : memref<?xf32>
// CHECK-NEXT:     %1 = gpu.memcpy async [%asyncToken] %memref_1, %arg1 : memref<?xf32>, memref<?xf32>
// CHECK-NEXT:     gpu.memcpy  %memref, %arg1 : memref<?xf32, 1>, memref<?xf32>
// CHECK-NEXT:     %2 = gpu.memset async [%1] %memref_1, %arg2 : memref<?xf32>, f32
// CHECK-NEXT:     gpu.memset  %memref, %arg2 : memref<?xf32, 1>, f32
// CHECK-NEXT:     %3 = gpu.dealloc async [%2] %memref_1 : memref<?xf32>
// CHECK-NEXT:     gpu.dealloc  %memref : memref<?xf32, 1>
// CHECK-NEXT:     %4 = gpu.wait async [%3, %asyncToken_3]
// CHECK-NEXT:     gpu.wait
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reductions(%arg0: f32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: vector<4xf32>) {
// CHECK-NEXT:     %0 = gpu.all_reduce  add %arg0 {
// CHECK-NEXT:     } : (f32) -> f32
// CHECK-NEXT:     %1 = gpu.all_reduce  maxsi %arg1 uniform {
// CHECK-NEXT:     } : (i32) -> i32
// CHECK-NEXT:     %2 = gpu.all_reduce  %arg0 {
// CHECK-NEXT:     ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT:       %3 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT:       gpu.yield %3 : f32
// CHECK-NEXT:     } : (f32) -> f32
// CHECK-NEXT:     %shuffleResult, %valid = gpu.shuffle  xor %arg0, %arg2, %arg3 : f32
// CHECK-NEXT:     %shuffleResult_0, %valid_1 = gpu.shuffle  idx %arg4, %arg2, %arg3 : vector<4xf32>
// CHECK-NEXT:     %shuffleResult_2, %valid_3 = gpu.shuffle  down %arg1, %arg2, %arg3 : i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @subgroup(%arg0: f32, %arg1: vector<4xf16>, %arg2: i32, %arg3: i32) {
// CHECK-NEXT:     %0 = gpu.subgroup_reduce  add %arg0 : (f32) -> f32
// CHECK-NEXT:     %1 = gpu.subgroup_reduce  maxnumf %arg1 uniform : (vector<4xf16>) -> vector<4xf16>
// CHECK-NEXT:     %2 = gpu.subgroup_reduce  xor %arg2 cluster(size = 4) : (i32) -> i32
// CHECK-NEXT:     %3 = gpu.subgroup_reduce  mul %arg2 cluster(size = 8, stride = 2) : (i32) -> i32
// CHECK-NEXT:     %rotateResult, %valid = gpu.rotate %arg0, 1, 16 : f32
// CHECK-NEXT:     %4 = gpu.subgroup_broadcast %arg0,  first_active_lane : f32
// CHECK-NEXT:     %5 = gpu.subgroup_broadcast %arg0,  specific_lane %arg3 : f32
// CHECK-NEXT:     gpu.printf "x=%f i=%d\0A", %arg0, %arg2 : f32, i32
// CHECK-NEXT:     gpu.printf "done\0A"
// CHECK-NEXT:     gpu.set_default_device %arg2
// CHECK-NEXT:     %6 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @host(%arg0: memref<*xf32>) {
// CHECK-NEXT:     gpu.host_register %arg0 : memref<*xf32>
// CHECK-NEXT:     gpu.host_unregister %arg0 : memref<*xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
