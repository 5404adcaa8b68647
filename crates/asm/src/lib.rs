//! Strata's textual IR format, compatible with MLIR 22: a byte lexer, a
//! one-pass parser that builds IR directly, and a printer writing into one
//! buffer. Custom op syntax goes through the `OpAsmParser` and
//! `OpAsmPrinter` traits of `strata_ir::asm`, which this crate implements.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod lexer;
mod parser;
mod printer;

pub use parser::{
    parse_attribute_str, parse_attribute_str_of_type, parse_source, parse_source_owned, parse_type_str,
    ParseOptions,
};
pub use printer::{
    attr_to_string, install_note_printer, location_to_string, print_op, print_op_for_note, print_top_level,
    print_top_level_to, type_to_string, PrintOptions, ValueNames,
};
