// RUN: strata-opt %s --view-op-graph='print-attrs=false print-result-types=false print-control-flow-edges=1' -o /dev/null 2>&1 | FileCheck %s
// CONFORMANCE: pipeline=--view-op-graph=print-result-types=false
// view-op-graph without attributes or result types, with both kinds of
// edges (control-flow edges first).

func.func @f(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %r = scf.if %c -> i32 {
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  %s = arith.muli %r, %0 : i32
  return %s : i32
}

// CHECK: digraph G {
// CHECK-NEXT:   compound = true;
// CHECK-NEXT:   subgraph cluster_1 {
// CHECK-NEXT:     v2 [label = " ", shape = plain];
// CHECK-NEXT:     label = "builtin.module";
// CHECK-NEXT:     subgraph cluster_3 {
// CHECK-NEXT:       v4 [label = " ", shape = plain];
// CHECK-NEXT:       label = "";
// CHECK-NEXT:       subgraph cluster_5 {
// CHECK-NEXT:         v6 [label = " ", shape = plain];
// CHECK-NEXT:         label = "func.func";
// CHECK-NEXT:         subgraph cluster_7 {
// CHECK-NEXT:           v8 [label = " ", shape = plain];
// CHECK-NEXT:           label = "";
// CHECK-NEXT:           v9 [label = "<res_arg0> %arg0", shape = Mrecord];
// CHECK-NEXT:           v10 [label = "<res_arg1> %arg1", shape = Mrecord];
// CHECK-NEXT:           v11 [fillcolor = "0.000000 0.3 0.95", label = "{{[{][{]}}<arg_arg1> %arg1|<arg_arg1> %arg1}|arith.addi\l|{<res_0> %0}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           subgraph cluster_12 {
// CHECK-NEXT:             v13 [label = " ", shape = plain];
// CHECK-NEXT:             label = "scf.if";
// CHECK-NEXT:             subgraph cluster_14 {
// CHECK-NEXT:               v15 [label = " ", shape = plain];
// CHECK-NEXT:               label = "";
// CHECK-NEXT:               v16 [fillcolor = "0.142857 0.3 0.95", label = "{{[{][{]}}<arg_0> %0}|scf.yield\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:             }
// CHECK-NEXT:             subgraph cluster_17 {
// CHECK-NEXT:               v18 [label = " ", shape = plain];
// CHECK-NEXT:               label = "";
// CHECK-NEXT:               v19 [fillcolor = "0.142857 0.3 0.95", label = "{{[{][{]}}<arg_arg1> %arg1}|scf.yield\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:           v20 [fillcolor = "0.428571 0.3 0.95", label = "{{[{][{]}}<arg_1> %1|<arg_0> %0}|arith.muli\l|{<res_2> %2}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           v21 [fillcolor = "0.571429 0.3 0.95", label = "{{[{][{]}}<arg_2> %2}|func.return\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   v11 -> v13[lhead = cluster_12, style = dashed];
// CHECK-NEXT:   v13 -> v20[ltail = cluster_12, style = dashed];
// CHECK-NEXT:   v20 -> v21[style = dashed];
// CHECK-NEXT:   v10:res_arg1:s -> v11:arg_arg1:n[style = solid];
// CHECK-NEXT:   v10:res_arg1:s -> v11:arg_arg1:n[style = solid];
// CHECK-NEXT:   v11:res_0:s -> v16:arg_0:n[style = solid];
// CHECK-NEXT:   v10:res_arg1:s -> v19:arg_arg1:n[style = solid];
// CHECK-NEXT:   v9:res_arg0:s -> v13[lhead = cluster_12, style = solid];
// CHECK-NEXT:   v13 -> v20:arg_1:n[ltail = cluster_12, style = solid];
// CHECK-NEXT:   v11:res_0:s -> v20:arg_0:n[style = solid];
// CHECK-NEXT:   v20:res_2:s -> v21:arg_2:n[style = solid];
// CHECK-NEXT: }
