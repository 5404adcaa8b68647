// Bytes the lexer does not expect give a diagnostic (or are skipped as
// mlir-opt skips them), never a crash.

// NUL bytes between tokens are blanks.
// RUN: printf '"t.a"() : () -> ()\0\0"t.b"() : () -> ()\0' | strata-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=NUL
// NUL: module {
// NUL-NEXT: "t.a"() : () -> ()
// NUL-NEXT: "t.b"() : () -> ()
// NUL-NEXT: }

// NUL bytes and carriage returns inside a string are kept.
// RUN: printf '"t.a"() {s = "a\0b\rc"} : () -> ()' | strata-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=NULSTR
// NULSTR: module {
// NULSTR-NEXT: "t.a"() {s = "a\00b\0Dc"} : () -> ()
// NULSTR-NEXT: }

// An empty buffer and a buffer of only comments are an empty module.
// RUN: printf '' | strata-opt  | FileCheck %s --check-prefix=EMPTY
// EMPTY: module {
// EMPTY-NEXT: }

// RUN: printf '// one\n// two' | strata-opt  | FileCheck %s --check-prefix=COMMENTS
// COMMENTS: module {
// COMMENTS-NEXT: }

// RUN: printf '"t.a"() : () -> () // no newline at the end' | strata-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=COMMENTEOF
// COMMENTEOF: module {
// COMMENTEOF-NEXT: "t.a"() : () -> ()
// COMMENTEOF-NEXT: }

// A '/' that starts no comment is a token no rule accepts.
// RUN: printf '"t.a"() : () -> ()\n/ "t.b"() : () -> ()' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=SLASH
// SLASH: <stdin>:1:19: error: expected operation name in quotes

// RUN: printf '"t.a"() {a = /* c */ 1} : () -> ()' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=SLASHATTR
// SLASHATTR: <stdin>:1:13: error: expected attribute value

// Characters outside the token set, ASCII or not.
// RUN: printf '"t.a"() : () -> () `' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=TICK
// TICK: <stdin>:1:20: error: unexpected character

// RUN: printf '"t.a"() : () -> () \303\251' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=NONASCII
// NONASCII: <stdin>:1:20: error: unexpected character

// Non-ASCII text inside strings is printed escaped.
// RUN: printf '"t.a"() {s = "\303\251"} : () -> ()' | strata-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=NONASCIISTR
// NONASCIISTR: module {
// NONASCIISTR-NEXT: "t.a"() {s = "\C3\A9"} : () -> ()
// NONASCIISTR-NEXT: }

// RUN: printf '"t.a"() : () -> () \001' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=CTRL
// CTRL: <stdin>:1:20: error: unexpected character

// RUN: printf '"t.a"() : () -> () \013' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=VTAB
// VTAB: <stdin>:1:20: error: unexpected character


// Input that is not UTF-8 is rejected before parsing, at the first bad
// byte. (mlir-opt lexes such bytes instead: "unexpected character" outside
// strings; inside strings the bytes are kept.)
// RUN: printf '"t.a"() : () -> ()\n  \377\376 garbage' | not strata-opt --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=UTF8
// UTF8: <stdin>:2:3: error: input is not valid UTF-8
