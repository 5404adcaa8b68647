// RUN: strata-opt %s -test-ir-visitors -allow-unregistered-dialect | FileCheck %s

// The orders in which the IR walks visit ops, blocks and regions, and
// what walks that erase what they visit would erase (from a copy: the
// module is printed unchanged). The CFG region has an unreachable block
// branching to itself, which the dominance-ordered walks skip and the
// erasing walks cannot erase.

func.func @nest(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      "a"(%i) : (index) -> ()
    }
    "b"() ({
      "c"() : () -> ()
    }, {
      "d"() : () -> ()
    }) : () -> ()
  } {walk_blocks, walk_regions}
  return
}

func.func @cfg(%c: i1) {
  "r"() ({
  ^bb0:
    cf.cond_br %c, ^bb3, ^bb1
  ^bb1:
    "x"() : () -> ()
    cf.br ^bb3
  ^bb2:
    cf.br ^bb2
  ^bb3:
    "y"() ({
      "z"() : () -> ()
    }) : () -> ()
    cf.br ^bb4
  ^bb4:
    "w"() : () -> ()
  }) {walk_blocks} : () -> ()
  return
}

// CHECK: Op pre-order visits
// CHECK-NEXT: Visiting op 'builtin.module'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'arith.constant'
// CHECK-NEXT: Visiting op 'arith.constant'
// CHECK-NEXT: Visiting op 'scf.for'
// CHECK-NEXT: Visiting op 'scf.if'
// CHECK-NEXT: Visiting op 'a'
// CHECK-NEXT: Visiting op 'scf.yield'
// CHECK-NEXT: Visiting op 'b'
// CHECK-NEXT: Visiting op 'c'
// CHECK-NEXT: Visiting op 'd'
// CHECK-NEXT: Visiting op 'scf.yield'
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'r'
// CHECK-NEXT: Visiting op 'cf.cond_br'
// CHECK-NEXT: Visiting op 'x'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'y'
// CHECK-NEXT: Visiting op 'z'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'w'
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Block pre-order visits
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'builtin.module'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'scf.for'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'scf.if'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'b'
// CHECK-NEXT: Visiting block ^bb0 from region 1 from operation 'b'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb1 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb2 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb3 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'y'
// CHECK-NEXT: Visiting block ^bb4 from region 0 from operation 'r'
// CHECK-NEXT: Region pre-order visits
// CHECK-NEXT: Visiting region 0 from operation 'builtin.module'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Visiting region 0 from operation 'scf.for'
// CHECK-NEXT: Visiting region 0 from operation 'scf.if'
// CHECK-NEXT: Visiting region 1 from operation 'scf.if'
// CHECK-NEXT: Visiting region 0 from operation 'b'
// CHECK-NEXT: Visiting region 1 from operation 'b'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Visiting region 0 from operation 'r'
// CHECK-NEXT: Visiting region 0 from operation 'y'
// CHECK-NEXT: Op post-order visits
// CHECK-NEXT: Visiting op 'arith.constant'
// CHECK-NEXT: Visiting op 'arith.constant'
// CHECK-NEXT: Visiting op 'a'
// CHECK-NEXT: Visiting op 'scf.yield'
// CHECK-NEXT: Visiting op 'scf.if'
// CHECK-NEXT: Visiting op 'c'
// CHECK-NEXT: Visiting op 'd'
// CHECK-NEXT: Visiting op 'b'
// CHECK-NEXT: Visiting op 'scf.yield'
// CHECK-NEXT: Visiting op 'scf.for'
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'cf.cond_br'
// CHECK-NEXT: Visiting op 'x'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'z'
// CHECK-NEXT: Visiting op 'y'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'w'
// CHECK-NEXT: Visiting op 'r'
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'builtin.module'
// CHECK-NEXT: Block post-order visits
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'scf.if'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'b'
// CHECK-NEXT: Visiting block ^bb0 from region 1 from operation 'b'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'scf.for'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb1 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb2 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'y'
// CHECK-NEXT: Visiting block ^bb3 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb4 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'builtin.module'
// CHECK-NEXT: Region post-order visits
// CHECK-NEXT: Visiting region 0 from operation 'scf.if'
// CHECK-NEXT: Visiting region 1 from operation 'scf.if'
// CHECK-NEXT: Visiting region 0 from operation 'b'
// CHECK-NEXT: Visiting region 1 from operation 'b'
// CHECK-NEXT: Visiting region 0 from operation 'scf.for'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Visiting region 0 from operation 'y'
// CHECK-NEXT: Visiting region 0 from operation 'r'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Visiting region 0 from operation 'builtin.module'
// CHECK-NEXT: Op reverse post-order visits
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'w'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'z'
// CHECK-NEXT: Visiting op 'y'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'x'
// CHECK-NEXT: Visiting op 'cf.cond_br'
// CHECK-NEXT: Visiting op 'r'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'scf.yield'
// CHECK-NEXT: Visiting op 'd'
// CHECK-NEXT: Visiting op 'c'
// CHECK-NEXT: Visiting op 'b'
// CHECK-NEXT: Visiting op 'scf.yield'
// CHECK-NEXT: Visiting op 'a'
// CHECK-NEXT: Visiting op 'scf.if'
// CHECK-NEXT: Visiting op 'scf.for'
// CHECK-NEXT: Visiting op 'arith.constant'
// CHECK-NEXT: Visiting op 'arith.constant'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'builtin.module'
// CHECK-NEXT: Block reverse post-order visits
// CHECK-NEXT: Visiting block ^bb4 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'y'
// CHECK-NEXT: Visiting block ^bb3 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb2 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb1 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Visiting block ^bb0 from region 1 from operation 'b'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'b'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'scf.if'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'scf.for'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'builtin.module'
// CHECK-NEXT: Region reverse post-order visits
// CHECK-NEXT: Visiting region 0 from operation 'y'
// CHECK-NEXT: Visiting region 0 from operation 'r'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Visiting region 1 from operation 'b'
// CHECK-NEXT: Visiting region 0 from operation 'b'
// CHECK-NEXT: Visiting region 1 from operation 'scf.if'
// CHECK-NEXT: Visiting region 0 from operation 'scf.if'
// CHECK-NEXT: Visiting region 0 from operation 'scf.for'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Visiting region 0 from operation 'builtin.module'
// CHECK-NEXT: Op forward dominance post-order visits
// CHECK-NEXT: Visiting op 'arith.constant'
// CHECK-NEXT: Visiting op 'arith.constant'
// CHECK-NEXT: Visiting op 'a'
// CHECK-NEXT: Visiting op 'scf.yield'
// CHECK-NEXT: Visiting op 'scf.if'
// CHECK-NEXT: Visiting op 'c'
// CHECK-NEXT: Visiting op 'd'
// CHECK-NEXT: Visiting op 'b'
// CHECK-NEXT: Visiting op 'scf.yield'
// CHECK-NEXT: Visiting op 'scf.for'
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Block forward dominance post-order visits
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'scf.if'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'b'
// CHECK-NEXT: Visiting block ^bb0 from region 1 from operation 'b'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'scf.for'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Region forward dominance post-order visits
// CHECK-NEXT: Visiting region 0 from operation 'scf.if'
// CHECK-NEXT: Visiting region 1 from operation 'scf.if'
// CHECK-NEXT: Visiting region 0 from operation 'b'
// CHECK-NEXT: Visiting region 1 from operation 'b'
// CHECK-NEXT: Visiting region 0 from operation 'scf.for'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Op reverse dominance post-order visits
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'scf.yield'
// CHECK-NEXT: Visiting op 'd'
// CHECK-NEXT: Visiting op 'c'
// CHECK-NEXT: Visiting op 'b'
// CHECK-NEXT: Visiting op 'scf.yield'
// CHECK-NEXT: Visiting op 'a'
// CHECK-NEXT: Visiting op 'scf.if'
// CHECK-NEXT: Visiting op 'scf.for'
// CHECK-NEXT: Visiting op 'arith.constant'
// CHECK-NEXT: Visiting op 'arith.constant'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Block reverse dominance post-order visits
// CHECK-NEXT: Visiting block ^bb0 from region 1 from operation 'b'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'b'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'scf.if'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'scf.for'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Region reverse dominance post-order visits
// CHECK-NEXT: Visiting region 1 from operation 'b'
// CHECK-NEXT: Visiting region 0 from operation 'b'
// CHECK-NEXT: Visiting region 1 from operation 'scf.if'
// CHECK-NEXT: Visiting region 0 from operation 'scf.if'
// CHECK-NEXT: Visiting region 0 from operation 'scf.for'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Op forward dominance post-order visits
// CHECK-NEXT: Visiting op 'cf.cond_br'
// CHECK-NEXT: Visiting op 'z'
// CHECK-NEXT: Visiting op 'y'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'w'
// CHECK-NEXT: Visiting op 'x'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'r'
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Block forward dominance post-order visits
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'y'
// CHECK-NEXT: Visiting block ^bb3 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb4 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb1 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Region forward dominance post-order visits
// CHECK-NEXT: Visiting region 0 from operation 'y'
// CHECK-NEXT: Visiting region 0 from operation 'r'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Op reverse dominance post-order visits
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'w'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'z'
// CHECK-NEXT: Visiting op 'y'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'x'
// CHECK-NEXT: Visiting op 'cf.cond_br'
// CHECK-NEXT: Visiting op 'r'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Block reverse dominance post-order visits
// CHECK-NEXT: Visiting block ^bb4 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'y'
// CHECK-NEXT: Visiting block ^bb3 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb1 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Region reverse dominance post-order visits
// CHECK-NEXT: Visiting region 0 from operation 'y'
// CHECK-NEXT: Visiting region 0 from operation 'r'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Invoke block pre-order visits on blocks
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'scf.for'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'scf.if'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'b'
// CHECK-NEXT: Visiting block ^bb0 from region 1 from operation 'b'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb1 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb2 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb3 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'y'
// CHECK-NEXT: Visiting block ^bb4 from region 0 from operation 'r'
// CHECK-NEXT: Invoke block post-order visits on blocks
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'scf.if'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'b'
// CHECK-NEXT: Visiting block ^bb0 from region 1 from operation 'b'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'scf.for'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb1 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb2 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'y'
// CHECK-NEXT: Visiting block ^bb3 from region 0 from operation 'r'
// CHECK-NEXT: Visiting block ^bb4 from region 0 from operation 'r'
// CHECK-NEXT: Invoke region pre-order visits on region
// CHECK-NEXT: Visiting region 0 from operation 'scf.for'
// CHECK-NEXT: Visiting region 0 from operation 'scf.if'
// CHECK-NEXT: Visiting region 1 from operation 'scf.if'
// CHECK-NEXT: Visiting region 0 from operation 'b'
// CHECK-NEXT: Visiting region 1 from operation 'b'
// CHECK-NEXT: Invoke region post-order visits on region
// CHECK-NEXT: Visiting region 0 from operation 'scf.if'
// CHECK-NEXT: Visiting region 1 from operation 'scf.if'
// CHECK-NEXT: Visiting region 0 from operation 'b'
// CHECK-NEXT: Visiting region 1 from operation 'b'
// CHECK-NEXT: Visiting region 0 from operation 'scf.for'
// CHECK-NEXT: Op pre-order erasures (skip)
// CHECK-NEXT: Erasing op 'arith.constant'
// CHECK-NEXT: Erasing op 'arith.constant'
// CHECK-NEXT: Erasing op 'scf.for'
// CHECK-NEXT: Erasing op 'func.return'
// CHECK-NEXT: Erasing op 'r'
// CHECK-NEXT: Erasing op 'func.return'
// CHECK-NEXT: Block pre-order erasures (skip)
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'scf.for'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'r'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'r'
// CHECK-NEXT: Cannot erase block ^bb0 from region 0 from operation 'r', still has uses
// CHECK-NEXT: Erasing block ^bb1 from region 0 from operation 'r'
// CHECK-NEXT: Erasing block ^bb1 from region 0 from operation 'r'
// CHECK-NEXT: Op post-order erasures (skip)
// CHECK-NEXT: Erasing op 'arith.constant'
// CHECK-NEXT: Erasing op 'arith.constant'
// CHECK-NEXT: Erasing op 'a'
// CHECK-NEXT: Erasing op 'scf.yield'
// CHECK-NEXT: Erasing op 'scf.if'
// CHECK-NEXT: Erasing op 'c'
// CHECK-NEXT: Erasing op 'd'
// CHECK-NEXT: Erasing op 'b'
// CHECK-NEXT: Erasing op 'scf.yield'
// CHECK-NEXT: Erasing op 'scf.for'
// CHECK-NEXT: Erasing op 'func.return'
// CHECK-NEXT: Erasing op 'cf.cond_br'
// CHECK-NEXT: Erasing op 'x'
// CHECK-NEXT: Erasing op 'cf.br'
// CHECK-NEXT: Erasing op 'cf.br'
// CHECK-NEXT: Erasing op 'z'
// CHECK-NEXT: Erasing op 'y'
// CHECK-NEXT: Erasing op 'cf.br'
// CHECK-NEXT: Erasing op 'w'
// CHECK-NEXT: Erasing op 'r'
// CHECK-NEXT: Erasing op 'func.return'
// CHECK-NEXT: Block post-order erasures (skip)
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'scf.if'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'b'
// CHECK-NEXT: Erasing block ^bb0 from region 1 from operation 'b'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'scf.for'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'r'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'r'
// CHECK-NEXT: Cannot erase block ^bb0 from region 0 from operation 'r', still has uses
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'y'
// CHECK-NEXT: Erasing block ^bb1 from region 0 from operation 'r'
// CHECK-NEXT: Erasing block ^bb1 from region 0 from operation 'r'
// CHECK-NEXT: Op post-order erasures (no skip)
// CHECK-NEXT: Erasing op 'arith.constant'
// CHECK-NEXT: Erasing op 'arith.constant'
// CHECK-NEXT: Erasing op 'a'
// CHECK-NEXT: Erasing op 'scf.yield'
// CHECK-NEXT: Erasing op 'scf.if'
// CHECK-NEXT: Erasing op 'c'
// CHECK-NEXT: Erasing op 'd'
// CHECK-NEXT: Erasing op 'b'
// CHECK-NEXT: Erasing op 'scf.yield'
// CHECK-NEXT: Erasing op 'scf.for'
// CHECK-NEXT: Erasing op 'func.return'
// CHECK-NEXT: Erasing op 'func.func'
// CHECK-NEXT: Erasing op 'cf.cond_br'
// CHECK-NEXT: Erasing op 'x'
// CHECK-NEXT: Erasing op 'cf.br'
// CHECK-NEXT: Erasing op 'cf.br'
// CHECK-NEXT: Erasing op 'z'
// CHECK-NEXT: Erasing op 'y'
// CHECK-NEXT: Erasing op 'cf.br'
// CHECK-NEXT: Erasing op 'w'
// CHECK-NEXT: Erasing op 'r'
// CHECK-NEXT: Erasing op 'func.return'
// CHECK-NEXT: Erasing op 'func.func'
// CHECK-NEXT: Erasing op 'builtin.module'
// CHECK-NEXT: Block post-order erasures (no skip)
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'scf.if'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'b'
// CHECK-NEXT: Erasing block ^bb0 from region 1 from operation 'b'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'scf.for'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'r'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'r'
// CHECK-NEXT: Cannot erase block ^bb0 from region 0 from operation 'r', still has uses
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'y'
// CHECK-NEXT: Erasing block ^bb1 from region 0 from operation 'r'
// CHECK-NEXT: Erasing block ^bb1 from region 0 from operation 'r'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'builtin.module'

// The module itself is unchanged.
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nest(
