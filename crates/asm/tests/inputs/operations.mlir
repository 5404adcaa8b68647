// Generic operations: results, operands, successors, properties, regions,
// attributes and locations, with forward references.
module @m attributes {test.flag} {
  %0:2 = "test.producer"() : () -> (i32, f32) loc("producer")
  %1 = "test.consumer"(%0#0, %0#1) <{prop = 1 : i32}> {attr = "x"} : (i32, f32) -> i64 loc(#loc1)
  "test.cfg"() ({
  ^bb0(%arg0: i32 loc("arg"), %arg1: f32):
    "test.br"(%arg0)[^bb2] : (i32) -> ()
  ^bb1(%x: i64):
    "test.use"(%later) : (i64) -> ()
    "test.br"(%x)[^bb1] : (i64) -> ()
  ^bb2(%y: i32):
    %later = "test.def"() : () -> i64
    "test.br"(%later)[^bb1] : (i64) -> ()
  }, {
  }) : () -> ()
  "test.graph"() ({
    "test.a"(%b) : (i32) -> ()
    %b = "test.b"() : () -> i32
  }) : () -> ()
  module {
  }
  "builtin.unrealized_conversion_cast"(%0#0) : (i32) -> i64
  %c = builtin.unrealized_conversion_cast %0#0, %0#1 : i32, f32 to i64 {note}
}
#loc1 = loc(callsite("callee"(unknown) at fused<"meta">["a.c":1:2, "b.c":3:4 to 5:6]))
