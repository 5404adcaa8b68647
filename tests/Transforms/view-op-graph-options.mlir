// RUN: strata-opt %s --view-op-graph='print-control-flow-edges=true max-label-len=3 print-data-flow-edges=false' --allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s
// CONFORMANCE: pipeline=--view-op-graph=print-attrs=false
// view-op-graph's options: control-flow edges between consecutive ops,
// no data-flow edges, short labels.

func.func @f(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %r = scf.if %c -> i32 {
    %x = arith.muli %0, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  "test.after"(%r) {long = "a long string attribute"} : (i32) -> ()
  return %r : i32
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
// CHECK-NEXT:         label = "func.func : ()\lfunction_type: (i1...\lsym_name: \"f\"\l";
// CHECK-NEXT:         subgraph cluster_7 {
// CHECK-NEXT:           v8 [label = " ", shape = plain];
// CHECK-NEXT:           label = "";
// CHECK-NEXT:           v9 [label = "<res_arg0> %arg0 i1", shape = Mrecord];
// CHECK-NEXT:           v10 [label = "<res_arg1> %arg1 i32", shape = Mrecord];
// CHECK-NEXT:           v11 [fillcolor = "0.000000 0.3 0.95", label = "{{[{][{]}}<arg_arg1> %arg1|<arg_arg1> %arg1}|arith.addi\l\loverflowFlags: #ar...\l|{<res_0> %0 i32}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           subgraph cluster_12 {
// CHECK-NEXT:             v13 [label = " ", shape = plain];
// CHECK-NEXT:             label = "scf.if : (i32)\l";
// CHECK-NEXT:             subgraph cluster_14 {
// CHECK-NEXT:               v15 [label = " ", shape = plain];
// CHECK-NEXT:               label = "";
// CHECK-NEXT:               v16 [fillcolor = "0.125000 0.3 0.95", label = "{{[{][{]}}<arg_0> %0|<arg_arg1> %arg1}|arith.muli\l\loverflowFlags: #ar...\l|{<res_2> %2 i32}}", shape = Mrecord, style = filled];
// CHECK-NEXT:               v17 [fillcolor = "0.250000 0.3 0.95", label = "{{[{][{]}}<arg_2> %2}|scf.yield\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:             }
// CHECK-NEXT:             subgraph cluster_18 {
// CHECK-NEXT:               v19 [label = " ", shape = plain];
// CHECK-NEXT:               label = "";
// CHECK-NEXT:               v20 [fillcolor = "0.250000 0.3 0.95", label = "{{[{][{]}}<arg_arg1> %arg1}|scf.yield\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:           v21 [fillcolor = "0.500000 0.3 0.95", label = "{{[{][{]}}<arg_1> %1}|test.after\l\llong: \"a ...\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:           v22 [fillcolor = "0.625000 0.3 0.95", label = "{{[{][{]}}<arg_1> %1}|func.return\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   v16 -> v17[style = dashed];
// CHECK-NEXT:   v11 -> v13[lhead = cluster_12, style = dashed];
// CHECK-NEXT:   v13 -> v21[ltail = cluster_12, style = dashed];
// CHECK-NEXT:   v21 -> v22[style = dashed];
// CHECK-NEXT: }
