// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// String escapes of every byte value, symbol names and dictionary keys that
// need quoting, and the bare forms that do not.

"u.bytes"() {all = "\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F\10\11\12\13\14\15\16\17\18\19\1A\1B\1C\1D\1E\1F\20\21\22\23\24\25\26\27\28\29\2A\2B\2C\2D\2E\2F\30\31\32\33\34\35\36\37\38\39\3A\3B\3C\3D\3E\3F\40\41\42\43\44\45\46\47\48\49\4A\4B\4C\4D\4E\4F\50\51\52\53\54\55\56\57\58\59\5A\5B\5C\5D\5E\5F\60\61\62\63\64\65\66\67\68\69\6A\6B\6C\6D\6E\6F\70\71\72\73\74\75\76\77\78\79\7A\7B\7C\7D\7E\7F\80\81\82\83\84\85\86\87\88\89\8A\8B\8C\8D\8E\8F\90\91\92\93\94\95\96\97\98\99\9A\9B\9C\9D\9E\9F\A0\A1\A2\A3\A4\A5\A6\A7\A8\A9\AA\AB\AC\AD\AE\AF\B0\B1\B2\B3\B4\B5\B6\B7\B8\B9\BA\BB\BC\BD\BE\BF\C0\C1\C2\C3\C4\C5\C6\C7\C8\C9\CA\CB\CC\CD\CE\CF\D0\D1\D2\D3\D4\D5\D6\D7\D8\D9\DA\DB\DC\DD\DE\DF\E0\E1\E2\E3\E4\E5\E6\E7\E8\E9\EA\EB\EC\ED\EE\EF\F0\F1\F2\F3\F4\F5\F6\F7\F8\F9\FA\FB\FC\FD\FE\FF"} : () -> ()
"u.escapes"() {a = "\n\t\"\\", b = "\0a\0D\7f\80", c = "plain ascii ~!@#$%^&*()_+", d = "é€😀", e = "\5c"} : () -> ()
"u.keys"() {"with space" = 2, "1digit" = 3, _under = 4, "a-b" = 5, a.b = 6, "a$b" = 7, "x\0Ay" = 8, a9 = 9, "@at" = 10, "quo\22te" = 11, "é" = 12} : () -> ()
"u.syms"() {a = @simple, b = @"with space", c = @"1digit", d = @_u.n$d, e = @"a-b", g = @"q\22", h = @x::@"y z"::@w, i = @"\0A", j = @"é"} : () -> ()
"u.opaque_names"() {a = #u<"a-b">, b = !u<"x y"> , c = #u.pretty<a-b>, d = !u.pretty<"str">, e = #u<`raw`>} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "u.bytes"() {all = "\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F\10\11\12\13\14\15\16\17\18\19\1A\1B\1C\1D\1E\1F !\22#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~\7F\80\81\82\83\84\85\86\87\88\89\8A\8B\8C\8D\8E\8F\90\91\92\93\94\95\96\97\98\99\9A\9B\9C\9D\9E\9F\A0\A1\A2\A3\A4\A5\A6\A7\A8\A9\AA\AB\AC\AD\AE\AF\B0\B1\B2\B3\B4\B5\B6\B7\B8\B9\BA\BB\BC\BD\BE\BF\C0\C1\C2\C3\C4\C5\C6\C7\C8\C9\CA\CB\CC\CD\CE\CF\D0\D1\D2\D3\D4\D5\D6\D7\D8\D9\DA\DB\DC\DD\DE\DF\E0\E1\E2\E3\E4\E5\E6\E7\E8\E9\EA\EB\EC\ED\EE\EF\F0\F1\F2\F3\F4\F5\F6\F7\F8\F9\FA\FB\FC\FD\FE\FF"} : () -> ()
// CHECK-NEXT:   "u.escapes"() {a = "\0A\09\22\\", b = "\0A\0D\7F\80", c = "plain ascii ~!@#$%^&*()_+", d = "\C3\A9\E2\82\AC\F0\9F\98\80", e = "\\"} : () -> ()
// CHECK-NEXT:   "u.keys"() {"1digit" = 3 : i64, "@at" = 10 : i64, _under = 4 : i64, a$b = 7 : i64, "a-b" = 5 : i64, a.b = 6 : i64, a9 = 9 : i64, "quo\22te" = 11 : i64, "with space" = 2 : i64, "x\0Ay" = 8 : i64, "\C3\A9" = 12 : i64} : () -> ()
// CHECK-NEXT:   "u.syms"() {a = @simple, b = @"with space", c = @"1digit", d = @_u.n$d, e = @"a-b", g = @"q\22", h = @x::@"y z"::@w, i = @"\0A", j = @"\C3\A9"} : () -> ()
// CHECK-NEXT:   "u.opaque_names"() {a = #u<"a-b">, b = !u<"x y">, c = #u.pretty<a-b>, d = !u.pretty<"str">, e = #u<`raw`>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
