// RUN: strata-opt %s -split-input-file -verify-diagnostics

llvm.func @insert_too_wide(%v: vector<8193xi16>, %d: vector<[4]xi16>) {
  // expected-error @+1 {{'llvm.intr.vector.insert' op failed to verify that vectors are not bigger than 2^17 bits.}}
  %0 = llvm.intr.vector.insert %v, %d[0] : vector<8193xi16> into vector<[4]xi16>
  llvm.return
}

// -----

llvm.func @insert_scalable_into_fixed(%v: vector<[2]xi64>, %d: vector<8xi64>) {
  // expected-error @+1 {{'llvm.intr.vector.insert' op failed to verify that it is not inserting scalable into fixed-length vectors.}}
  %0 = llvm.intr.vector.insert %v, %d[0] : vector<[2]xi64> into vector<8xi64>
  llvm.return
}

// -----

llvm.func @extract_too_wide(%v: vector<[4097]xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.extract' op failed to verify that vectors are not bigger than 2^17 bits.}}
  %0 = llvm.intr.vector.extract %v[0] : vector<4xf32> from vector<[4097]xf32>
  llvm.return
}

// -----

llvm.func @extract_scalable_from_fixed(%v: vector<8xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.extract' op failed to verify that it is not extracting scalable from fixed-length vectors.}}
  %0 = llvm.intr.vector.extract %v[0] : vector<[2]xf32> from vector<8xf32>
  llvm.return
}

// -----

llvm.func @interleave_types(%a: vector<4xi8>, %b: vector<4xi16>) {
  // expected-error @+1 {{'llvm.intr.vector.interleave2' op failed to verify that all of {vec1, vec2} have same type}}
  %0 = "llvm.intr.vector.interleave2"(%a, %b) : (vector<4xi8>, vector<4xi16>) -> vector<8xi8>
  llvm.return
}

// -----

llvm.func @interleave_count(%a: vector<4xi8>, %b: vector<4xi8>) {
  // expected-error @+1 {{'llvm.intr.vector.interleave2' op failed to verify that result has twice as many elements as 'vec1'}}
  %0 = "llvm.intr.vector.interleave2"(%a, %b) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  llvm.return
}

// -----

llvm.func @sincos(%x: f64) {
  // expected-error @+1 {{'llvm.intr.sincos' op expected result type to be an homogeneous struct with two elements matching the operand type, but got '!llvm.struct<(f64, f32)>'}}
  %0 = llvm.intr.sincos(%x) : (f64) -> !llvm.struct<(f64, f32)>
  llvm.return
}

// -----

llvm.func @bitcast_spaces(%p: !llvm.ptr<3>) {
  // expected-error @+1 {{'llvm.bitcast' op cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %0 = llvm.bitcast %p : !llvm.ptr<3> to !llvm.ptr<5>
  llvm.return
}

// -----

llvm.func @bitcast_ptr_to_vector(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.bitcast' op cannot cast pointer to vector of pointers}}
  %0 = llvm.bitcast %p : !llvm.ptr to vector<1x!llvm.ptr>
  llvm.return
}

// -----

llvm.func @bitcast_vector_to_ptr(%p: vector<1x!llvm.ptr>) {
  // expected-error @+1 {{'llvm.bitcast' op cannot cast vector of pointers to pointer}}
  %0 = llvm.bitcast %p : vector<1x!llvm.ptr> to !llvm.ptr
  llvm.return
}

// -----

llvm.func @atomic_f80(%p: !llvm.ptr, %v: f80) {
  // expected-error @+1 {{'llvm.store' op unsupported type 'f80' for atomic access}}
  llvm.store %v, %p atomic release {alignment = 16 : i64} : f80, !llvm.ptr
  llvm.return
}

// -----

llvm.func @xchg_i1(%p: !llvm.ptr, %v: i1) {
  // expected-error @+1 {{'llvm.atomicrmw' op unexpected LLVM IR type for 'xchg' bin_op}}
  %0 = llvm.atomicrmw xchg %p, %v monotonic : !llvm.ptr, i1
  llvm.return
}

// -----

llvm.func @add_i24(%p: !llvm.ptr, %v: i24) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, i24
  llvm.return
}

// -----

llvm.func @switch_case_type(%c: i32) {
  // expected-error @+1 {{expects case value type to match condition value type}}
  "llvm.switch"(%c)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<7> : vector<1xi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

llvm.func @switch_cases_before_condition(%c: i64) {
  // The cases' syntax error comes first, then the condition's type.
  // expected-error @+3 {{custom op 'llvm.switch' expected integer value}}
  llvm.switch %c : i16, ^bb1 [
    1: ^bb1,
  ]
^bb1:
  llvm.return
}

// -----

llvm.func @icmp_predicate(%a: i32) {
  // expected-error @+1 {{custom op 'llvm.icmp' invalid kind of attribute specified}}
  %0 = llvm.icmp 3 %a, %a : i32
  llvm.return
}

// -----

llvm.func @alloca_type(%n: i64) {
  // expected-error @+1 {{custom op 'llvm.alloca' expected trailing function type with one argument and one result}}
  %0 = llvm.alloca %n x i8 : !llvm.ptr
  llvm.return
}

// -----

llvm.func @alloca_alignment(%n: i64) {
  // expected-error @+1 {{custom op 'llvm.alloca' expected integer alignment}}
  %0 = llvm.alloca %n x i8 {alignment = "8"} : (i64) -> !llvm.ptr
  llvm.return
}

// -----

func.func @extractvalue_builtin(%t: tensor<2xi32>) {
  // The error points at the token after the type.
  // expected-error @+2 {{custom op 'llvm.extractvalue' expected LLVM IR Dialect type, got 'tensor<2xi32>'}}
  %0 = llvm.extractvalue %t[0] : tensor<2xi32>
  return
}

// -----

llvm.func @extractelement_scalar(%v: f64, %i: i32) {
  // expected-error @+1 {{custom op 'llvm.extractelement' invalid kind of type specified: expected builtin.vector, but found 'f64'}}
  %0 = llvm.extractelement %v[%i : i32] : f64
  llvm.return
}

// -----

llvm.func @gep_count(%base: !llvm.ptr, %i: i64) {
  // expected-error @+1 {{custom op 'llvm.getelementptr' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = llvm.getelementptr %base[%i] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @personality(...) -> i32
llvm.func @may_throw()
// expected-error @+1 {{'llvm.landingpad' should have a consistent result type inside a function}}
llvm.func @pads() attributes {personality = @personality} {
  llvm.invoke @may_throw() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.invoke @may_throw() to ^bb3 unwind ^bb4 : () -> ()
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %0 : !llvm.struct<(ptr, i32)>
^bb3:
  llvm.return
^bb4:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i64)>
  llvm.resume %1 : !llvm.struct<(ptr, i64)>
}

// -----

llvm.func @personality(...) -> i32
llvm.func @may_throw()
// expected-error @+1 {{'llvm.resume' should have a consistent input type inside a function}}
llvm.func @resumes(%x: i32) attributes {personality = @personality} {
  llvm.invoke @may_throw() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %x : i32
}

// -----

llvm.func @gep_inbounds_flag(%p: !llvm.ptr, %i: i64) {
  // expected-error @+1 {{'llvm.getelementptr' op 'inbounds_flag' cannot be used directly.}}
  %0 = llvm.getelementptr inbounds_flag %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @asm_musttail(%x: i32) {
  // expected-error @+1 {{'llvm.inline_asm' op tail call kind 'musttail' is not supported by this operation}}
  %0 = llvm.inline_asm tail_call_kind = <musttail> "nop", "=r,r" %x : (i32) -> i32
  llvm.return
}

// -----

llvm.func @access_groups(%p: !llvm.ptr) {
  // expected-error @+1 {{attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array}}
  %0 = llvm.load %p {access_groups = [@group]} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @alias_scopes(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  llvm.store %v, %p {alias_scopes = [1 : i32]} : i32, !llvm.ptr
  llvm.return
}
