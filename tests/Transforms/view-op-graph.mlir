// RUN: strata-opt %s --view-op-graph --allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s
// CONFORMANCE: pipeline=--view-op-graph
// The graph on stderr: clusters for ops with regions and their blocks,
// record nodes with operand and result ports, one color per op name,
// attributes (large ones elided, long ones truncated) and data-flow edges.

func.func @f(%c: i1, %a: i32) -> (i32, i32) attributes {my.attr = "x|y{z}"} {
  %p:2 = "test.two"(%a) {k = 1 : i64} : (i32) -> (i32, tensor<4x4x4x4x4xf32>)
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%v: i32):
  "test.none"() : () -> ()
  cf.br ^bb2
^bb2:
  %s = arith.addi %p#0, %a : i32
  return %s, %a : i32, i32
}

func.func @g(%a: i32, %i: index) -> i32 {
  %0 = "test.x"(%a) {s = "a\\b'\09t", arr = [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22], d = dense<[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17]> : tensor<17xi32>, e = dense<[1,2]> : tensor<2xi32>, sp = dense<1> : tensor<100xi32>, z = 1.0 : f32} : (i32) -> i32
  %1:3 = "test.y"() : () -> (i32, i32, i32)
  %r = "test.r"(%0) ({
    "test.t"(%1#2) : (i32) -> ()
  }) : (i32) -> i32
  %q = "test.q"(%r) ({
  ^bb0(%x: i32):
    "test.t"(%x, %r) : (i32, i32) -> ()
  }, {
  }) {attr = 3} : (i32) -> i32
  %w = scf.index_switch %i -> i32
  case 2 {
    scf.yield %q : i32
  }
  default {
    %m = memref.alloca() : memref<i32>
    %l = memref.load %m[] : memref<i32>
    scf.yield %l : i32
  }
  return %w : i32
}

module @nested attributes {test.flag} {
  func.func private @decl(i32) -> i32
}

// CHECK: digraph G {
// CHECK-NEXT:   compound = true;
// CHECK-NEXT:   subgraph cluster_1 {
// CHECK-NEXT:     v2 [label = " ", shape = plain];
// CHECK-NEXT:     label = "builtin.module : ()\l";
// CHECK-NEXT:     subgraph cluster_3 {
// CHECK-NEXT:       v4 [label = " ", shape = plain];
// CHECK-NEXT:       label = "";
// CHECK-NEXT:       subgraph cluster_5 {
// CHECK-NEXT:         v6 [label = " ", shape = plain];
// CHECK-NEXT:         label = "func.func : ()\lfunction_type: (i1, i32) -\> (i32, i...\lmy.attr: \"x\|y\{z\}\"\lsym_name: \"f\"\l";
// CHECK-NEXT:         subgraph cluster_7 {
// CHECK-NEXT:           v8 [label = " ", shape = plain];
// CHECK-NEXT:           label = "";
// CHECK-NEXT:           v9 [label = "<res_arg0> %arg0 i1", shape = Mrecord];
// CHECK-NEXT:           v10 [label = "<res_arg1> %arg1 i32", shape = Mrecord];
// CHECK-NEXT:           v11 [fillcolor = "0.000000 0.3 0.95", label = "{{[{][{]}}<arg_arg1> %arg1}|test.two\l\lk: 1 : i64\l|{<res_0_0> %0#0 i32|<res_0_1> %0#1 tensor\<4x4x4x4x4xf32...}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           v12 [fillcolor = "0.058824 0.3 0.95", label = "{{[{][{]}}<arg_arg0> %arg0|<arg_arg1> %arg1}|cf.cond_br\l\loperandSegmentSizes: array\<i32: 1, 1, 0\>\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:         }
// CHECK-NEXT:         subgraph cluster_13 {
// CHECK-NEXT:           v14 [label = " ", shape = plain];
// CHECK-NEXT:           label = "";
// CHECK-NEXT:           v15 [label = "<res_1> %1 i32", shape = Mrecord];
// CHECK-NEXT:           v16 [fillcolor = "0.117647 0.3 0.95", label = "{test.none\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:           v17 [fillcolor = "0.176471 0.3 0.95", label = "{cf.br\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:         }
// CHECK-NEXT:         subgraph cluster_18 {
// CHECK-NEXT:           v19 [label = " ", shape = plain];
// CHECK-NEXT:           label = "";
// CHECK-NEXT:           v20 [fillcolor = "0.235294 0.3 0.95", label = "{{[{][{]}}<arg_0_0> %0#0|<arg_arg1> %arg1}|arith.addi\l\loverflowFlags: #arith.overflow\<none...\l|{<res_2> %2 i32}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           v21 [fillcolor = "0.294118 0.3 0.95", label = "{{[{][{]}}<arg_2> %2|<arg_arg1> %arg1}|func.return\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       subgraph cluster_22 {
// CHECK-NEXT:         v23 [label = " ", shape = plain];
// CHECK-NEXT:         label = "func.func : ()\lfunction_type: (i32, index) -\> i32\lsym_name: \"g\"\l";
// CHECK-NEXT:         subgraph cluster_24 {
// CHECK-NEXT:           v25 [label = " ", shape = plain];
// CHECK-NEXT:           label = "";
// CHECK-NEXT:           v26 [label = "<res_arg0> %arg0 i32", shape = Mrecord];
// CHECK-NEXT:           v27 [label = "<res_arg1> %arg1 index", shape = Mrecord];
// CHECK-NEXT:           v28 [fillcolor = "0.411765 0.3 0.95", label = "{{[{][{]}}<arg_arg0> %arg0}|test.x\l\larr: [...]\ld: [...] : tensor\<17xi32\>\le: dense\<[1, 2]\> : tens...\ls: \"a\\b'\09t\"\lsp: dense\<1\> : tensor\<100xi32\>\lz: 1.000000e+00 : f32\l|{<res_0> %0 i32}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           v29 [fillcolor = "0.470588 0.3 0.95", label = "{test.y\l|{<res_1_0> %1#0 i32|<res_1_1> %1#1 i32|<res_1_2> %1#2 i32}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           subgraph cluster_30 {
// CHECK-NEXT:             v31 [label = " ", shape = plain];
// CHECK-NEXT:             label = "test.r : (i32)\l";
// CHECK-NEXT:             subgraph cluster_32 {
// CHECK-NEXT:               v33 [label = " ", shape = plain];
// CHECK-NEXT:               label = "";
// CHECK-NEXT:               v34 [fillcolor = "0.529412 0.3 0.95", label = "{{[{][{]}}<arg_1_2> %1#2}|test.t\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:           subgraph cluster_35 {
// CHECK-NEXT:             v36 [label = " ", shape = plain];
// CHECK-NEXT:             label = "test.q : (i32)\lattr: 3 : i64\l";
// CHECK-NEXT:             subgraph cluster_37 {
// CHECK-NEXT:               v38 [label = " ", shape = plain];
// CHECK-NEXT:               label = "";
// CHECK-NEXT:               v39 [label = "<res_arg2> %arg2 i32", shape = Mrecord];
// CHECK-NEXT:               v40 [fillcolor = "0.529412 0.3 0.95", label = "{{[{][{]}}<arg_arg2> %arg2|<arg_2> %2}|test.t\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:           subgraph cluster_41 {
// CHECK-NEXT:             v42 [label = " ", shape = plain];
// CHECK-NEXT:             label = "scf.index_switch : (i32)\lcases: array\<i64: 2\>\l";
// CHECK-NEXT:             subgraph cluster_43 {
// CHECK-NEXT:               v44 [label = " ", shape = plain];
// CHECK-NEXT:               label = "";
// CHECK-NEXT:               v45 [fillcolor = "0.705882 0.3 0.95", label = "{memref.alloca\l\loperandSegmentSizes: array\<i32: 0, 0\>\l|{<res_alloca> %alloca memref\<i32\>}}", shape = Mrecord, style = filled];
// CHECK-NEXT:               v46 [fillcolor = "0.764706 0.3 0.95", label = "{{[{][{]}}<arg_alloca> %alloca}|memref.load\l|{<res_5> %5 i32}}", shape = Mrecord, style = filled];
// CHECK-NEXT:               v47 [fillcolor = "0.823529 0.3 0.95", label = "{{[{][{]}}<arg_5> %5}|scf.yield\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:             }
// CHECK-NEXT:             subgraph cluster_48 {
// CHECK-NEXT:               v49 [label = " ", shape = plain];
// CHECK-NEXT:               label = "";
// CHECK-NEXT:               v50 [fillcolor = "0.823529 0.3 0.95", label = "{{[{][{]}}<arg_3> %3}|scf.yield\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:           v51 [fillcolor = "0.294118 0.3 0.95", label = "{{[{][{]}}<arg_4> %4}|func.return\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       subgraph cluster_52 {
// CHECK-NEXT:         v53 [label = " ", shape = plain];
// CHECK-NEXT:         label = "builtin.module : ()\lsym_name: \"nested\"\ltest.flag: unit\l";
// CHECK-NEXT:         subgraph cluster_54 {
// CHECK-NEXT:           v55 [label = " ", shape = plain];
// CHECK-NEXT:           label = "";
// CHECK-NEXT:           subgraph cluster_56 {
// CHECK-NEXT:             v57 [label = " ", shape = plain];
// CHECK-NEXT:             label = "func.func : ()\lfunction_type: (i32) -\> i32\lsym_name: \"decl\"\lsym_visibility: \"private\"\l";
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   v10:res_arg1:s -> v11:arg_arg1:n[style = solid];
// CHECK-NEXT:   v9:res_arg0:s -> v12:arg_arg0:n[style = solid];
// CHECK-NEXT:   v10:res_arg1:s -> v12:arg_arg1:n[style = solid];
// CHECK-NEXT:   v11:res_0_0:s -> v20:arg_0_0:n[style = solid];
// CHECK-NEXT:   v10:res_arg1:s -> v20:arg_arg1:n[style = solid];
// CHECK-NEXT:   v20:res_2:s -> v21:arg_2:n[style = solid];
// CHECK-NEXT:   v10:res_arg1:s -> v21:arg_arg1:n[style = solid];
// CHECK-NEXT:   v26:res_arg0:s -> v28:arg_arg0:n[style = solid];
// CHECK-NEXT:   v29:res_1_2:s -> v34:arg_1_2:n[style = solid];
// CHECK-NEXT:   v28:res_0:s -> v31[lhead = cluster_30, style = solid];
// CHECK-NEXT:   v39:res_arg2:s -> v40:arg_arg2:n[style = solid];
// CHECK-NEXT:   v31 -> v40:arg_2:n[ltail = cluster_30, style = solid];
// CHECK-NEXT:   v31 -> v36[lhead = cluster_35, ltail = cluster_30, style = solid];
// CHECK-NEXT:   v45:res_alloca:s -> v46:arg_alloca:n[style = solid];
// CHECK-NEXT:   v46:res_5:s -> v47:arg_5:n[style = solid];
// CHECK-NEXT:   v36 -> v50:arg_3:n[ltail = cluster_35, style = solid];
// CHECK-NEXT:   v27:res_arg1:s -> v42[lhead = cluster_41, style = solid];
// CHECK-NEXT:   v42 -> v51:arg_4:n[ltail = cluster_41, style = solid];
// CHECK-NEXT: }
