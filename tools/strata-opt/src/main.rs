// The IR is many small allocations (op lists, operand names, attribute
// dictionaries while parsing, pattern state while rewriting); mimalloc
// serves them with less work than the system allocator, and with per-thread
// heaps, so the threaded pass pipeline does not contend on one allocator.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let code = strata_opt_main::opt_main(std::env::args().collect());
    std::process::exit(code);
}
