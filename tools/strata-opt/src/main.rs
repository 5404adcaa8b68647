fn main() {
    let code = strata_opt_main::opt_main(std::env::args().collect());
    std::process::exit(code);
}
