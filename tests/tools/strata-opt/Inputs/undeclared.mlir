// Input with a parse error on line 2.
%x = "b.op"(%y) : (i32) -> i32
