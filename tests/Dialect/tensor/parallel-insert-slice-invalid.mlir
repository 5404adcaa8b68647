// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @not_in_parallel(%t: tensor<8xf32>, %s: tensor<4xf32>) {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> tensor<8xf32> {
    // expected-error @+1 {{expected InParallelOpInterface parent, got:}}
    tensor.parallel_insert_slice %s into %o[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
    scf.forall.in_parallel {
    }
  }
  return
}

// -----

func.func @not_output(%t: tensor<8xf32>, %s: tensor<4xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      // expected-error @+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %s into %t[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @size_mismatch(%t: tensor<8xf32>, %s: tensor<5xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      // expected-error @+1 {{expected type to be 'tensor<4xf32>' or a rank-reduced version. (size mismatch)}}
      tensor.parallel_insert_slice %s into %o[0] [4] [1] : tensor<5xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @out_of_bounds(%t: tensor<8xf32>, %s: tensor<4xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
      tensor.parallel_insert_slice %s into %o[6] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @rank_mismatch(%t: tensor<8xf32>, %s: tensor<4xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
      tensor.parallel_insert_slice %s into %o[0, 0] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @element_type(%t: tensor<8xf32>, %s: tensor<4xi32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      // expected-error @+1 {{expected element type to be 'f32'}}
      tensor.parallel_insert_slice %s into %o[0] [4] [1] : tensor<4xi32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @source_rank(%t: tensor<8xf32>, %s: tensor<1x4xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      // expected-error @+1 {{expected rank to be smaller or equal to the other rank.}}
      tensor.parallel_insert_slice %s into %o[0] [4] [1] : tensor<1x4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @results(%t: tensor<8xf32>, %s: tensor<4xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      // expected-error @+1 {{'tensor.parallel_insert_slice' op requires zero results}}
      "tensor.parallel_insert_slice"(%s, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, tensor<8xf32>) -> (tensor<8xf32>)
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @not_combining(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> tensor<8xf32> {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      arith.constant 0 : index
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @dynamic_source(%t: tensor<8xf32>, %s: tensor<?xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      // expected-error @+1 {{expected type to be 'tensor<4xf32>' or a rank-reduced version. (size mismatch)}}
      tensor.parallel_insert_slice %s into %o[0] [4] [1] : tensor<?xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
