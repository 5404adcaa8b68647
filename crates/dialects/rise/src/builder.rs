//! The Rust builder of Rise programs.
