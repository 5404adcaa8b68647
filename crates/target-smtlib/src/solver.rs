//! Runs an SMT solver (z3 by default) on an SMT-LIB script, such as
//! [`crate::export_smtlib`] writes, and reads its answer.
//!
//! ```no_run
//! use strata_target_smtlib::solver::{Outcome, Solver};
//! let script = "(declare-const x Int)\n(assert (> x 2))\n(check-sat)\n";
//! match Solver::z3().check(script) {
//!     Ok(Outcome::Sat(model)) => println!("x = {:?}", model.get("x")),
//!     Ok(Outcome::Unsat) => println!("no such x"),
//!     Ok(Outcome::Unknown(reason)) => println!("unknown: {reason}"),
//!     Err(e) => eprintln!("{e}"),
//! }
//! ```
//!
//! The script is written to the solver's standard input; after each
//! `(check-sat)` line the runner asks for the model and for the reason of
//! an `unknown`, and the answer of the last `(check-sat)` is returned. The
//! solver is killed when the time limit passes. Nothing here panics or
//! waits past the limit.

use std::collections::BTreeMap;
use std::fmt;
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use strata_ir::APInt;

/// A solver program and how long it may run.
#[derive(Clone, Debug)]
pub struct Solver {
    program: PathBuf,
    args: Vec<String>,
    time_limit: Duration,
}

/// The answer to the last `(check-sat)` of a script.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// Satisfiable, with the values the solver chose.
    Sat(Model),
    /// Unsatisfiable.
    Unsat,
    /// The solver gave up, for the reason it gives.
    Unknown(String),
}

/// Why a script could not be decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolverError {
    /// The solver program could not be started (not installed, or not at
    /// the path given).
    NotFound {
        /// The program looked for.
        program: String,
        /// The system's reason.
        reason: String,
    },
    /// The solver ran past the time limit and was killed.
    TimedOut {
        /// The limit.
        limit: Duration,
    },
    /// The solver rejected the script or failed.
    Failed {
        /// The solver's message.
        message: String,
    },
}

impl fmt::Display for SolverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolverError::NotFound { program, reason } => {
                write!(f, "cannot run the SMT solver '{program}': {reason}")
            }
            SolverError::TimedOut { limit } => {
                write!(f, "the SMT solver timed out after {} ms", limit.as_millis())
            }
            SolverError::Failed { message } => write!(f, "the SMT solver failed: {message}"),
        }
    }
}

impl std::error::Error for SolverError {}

/// A value in a model.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// A boolean.
    Bool(bool),
    /// An integer (one that does not fit is [`Value::Other`]).
    Int(i128),
    /// A bit-vector (its width is the value's).
    BitVector(APInt),
    /// Any other value, as the solver wrote it (arrays, functions, values
    /// of uninterpreted sorts).
    Other(String),
}

/// The constants of a satisfying assignment, by name.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Model {
    values: BTreeMap<String, Value>,
}

impl Model {
    /// The value of constant `name`, if the model has it.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.values.get(name)
    }

    /// Every constant and its value, by name.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &Value)> {
        self.values.iter().map(|(k, v)| (k.as_str(), v))
    }

    /// The number of constants.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether the model has no constants.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

impl Solver {
    /// `z3` (found on `PATH`) reading SMT-LIB 2 from its standard input,
    /// with a 10 s limit.
    pub fn z3() -> Solver {
        Solver {
            program: PathBuf::from("z3"),
            args: vec!["-in".into(), "-smt2".into()],
            time_limit: Duration::from_secs(10),
        }
    }

    /// The same solver at another path.
    pub fn with_program(mut self, program: impl Into<PathBuf>) -> Solver {
        self.program = program.into();
        self
    }

    /// The same solver with another time limit.
    pub fn with_time_limit(mut self, limit: Duration) -> Solver {
        self.time_limit = limit;
        self
    }

    /// Runs `script` and returns the answer to its last `(check-sat)`.
    pub fn check(&self, script: &str) -> Result<Outcome, SolverError> {
        let input = with_queries(script);
        let output = self.run(&input)?;
        parse_answers(&output)
    }

    fn run(&self, input: &str) -> Result<String, SolverError> {
        let mut child = Command::new(&self.program)
            .args(&self.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| SolverError::NotFound {
                program: self.program.display().to_string(),
                reason: e.to_string(),
            })?;
        // Written and read on their own threads, so a solver that stops
        // reading or writes much cannot block the time limit.
        let stdin = child.stdin.take();
        let text = input.to_string();
        let writer = std::thread::spawn(move || {
            if let Some(mut s) = stdin {
                let _ = s.write_all(text.as_bytes());
            }
        });
        let stdout = reader(child.stdout.take());
        let stderr = reader(child.stderr.take());
        let status = wait(&mut child, self.time_limit);
        let _ = writer.join();
        let out = stdout.join().unwrap_or_default();
        let err = stderr.join().unwrap_or_default();
        match status {
            None => Err(SolverError::TimedOut {
                limit: self.time_limit,
            }),
            Some(_) if out.trim().is_empty() && !err.trim().is_empty() => Err(SolverError::Failed {
                message: err.trim().to_string(),
            }),
            Some(_) => Ok(out),
        }
    }
}

fn reader<R: Read + Send + 'static>(r: Option<R>) -> std::thread::JoinHandle<String> {
    std::thread::spawn(move || {
        let mut s = String::new();
        if let Some(mut r) = r {
            let _ = r.read_to_string(&mut s);
        }
        s
    })
}

/// Waits for the child up to `limit`; kills it past that (`None`).
fn wait(child: &mut Child, limit: Duration) -> Option<std::process::ExitStatus> {
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Some(status),
            Ok(None) if start.elapsed() < limit => std::thread::sleep(Duration::from_millis(2)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return None;
            }
        }
    }
}

/// The script with `(get-model)` and `(get-info :reason-unknown)` after
/// each `(check-sat)` line.
fn with_queries(script: &str) -> String {
    let mut out = String::with_capacity(script.len() + 64);
    for line in script.lines() {
        out.push_str(line);
        out.push('\n');
        if line.trim() == "(check-sat)" {
            out.push_str("(get-model)\n(get-info :reason-unknown)\n");
        }
    }
    out
}

// ---- answers ---------------------------------------------------------------------------

/// An s-expression of the solver's output.
#[derive(Clone, Debug, PartialEq)]
enum Sexp {
    Atom(String),
    Str(String),
    List(Vec<Sexp>),
}

impl fmt::Display for Sexp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Sexp::Atom(a) => f.write_str(a),
            Sexp::Str(s) => write!(f, "\"{s}\""),
            Sexp::List(items) => {
                f.write_str("(")?;
                for (i, x) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" ")?;
                    }
                    write!(f, "{x}")?;
                }
                f.write_str(")")
            }
        }
    }
}

/// Reads every s-expression of `text`; unbalanced input is an error.
fn parse_sexps(text: &str) -> Result<Vec<Sexp>, String> {
    let chars: Vec<char> = text.chars().collect();
    let mut stack: Vec<Vec<Sexp>> = vec![Vec::new()];
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            c if c.is_whitespace() => i += 1,
            ';' => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '(' => {
                stack.push(Vec::new());
                i += 1;
            }
            ')' => {
                let done = stack.pop().ok_or("unbalanced ')'")?;
                stack.last_mut().ok_or("unbalanced ')'")?.push(Sexp::List(done));
                i += 1;
            }
            '"' => {
                let mut s = String::new();
                i += 1;
                loop {
                    match chars.get(i) {
                        None => return Err("unterminated string".into()),
                        // `""` is an escaped quote in SMT-LIB 2.6.
                        Some('"') if chars.get(i + 1) == Some(&'"') => {
                            s.push('"');
                            i += 2;
                        }
                        Some('"') => {
                            i += 1;
                            break;
                        }
                        Some(&c) => {
                            s.push(c);
                            i += 1;
                        }
                    }
                }
                push(&mut stack, Sexp::Str(s))?;
            }
            '|' => {
                let end = chars[i + 1..]
                    .iter()
                    .position(|&c| c == '|')
                    .ok_or("unterminated symbol")?;
                let s: String = chars[i + 1..i + 1 + end].iter().collect();
                i += end + 2;
                push(&mut stack, Sexp::Atom(s))?;
            }
            _ => {
                let start = i;
                while i < chars.len()
                    && !chars[i].is_whitespace()
                    && !matches!(chars[i], '(' | ')' | '"' | ';')
                {
                    i += 1;
                }
                push(&mut stack, Sexp::Atom(chars[start..i].iter().collect()))?;
            }
        }
    }
    if stack.len() != 1 {
        return Err("unbalanced '('".into());
    }
    Ok(stack.pop().unwrap_or_default())
}

fn push(stack: &mut [Vec<Sexp>], s: Sexp) -> Result<(), String> {
    stack
        .last_mut()
        .ok_or_else(|| "unbalanced input".to_string())?
        .push(s);
    Ok(())
}

/// The answer of the last `check-sat` in the solver's responses: each
/// `sat`/`unsat`/`unknown` followed by the model (or an error when there
/// is none) and the reason of an `unknown`.
fn parse_answers(output: &str) -> Result<Outcome, SolverError> {
    let failed = |message: String| SolverError::Failed { message };
    let sexps = parse_sexps(output).map_err(|e| failed(format!("unreadable answer ({e}): {output}")))?;
    let mut last: Option<Outcome> = None;
    let mut i = 0;
    while i < sexps.len() {
        match &sexps[i] {
            Sexp::Atom(a) if matches!(a.as_str(), "sat" | "unsat" | "unknown") => {
                let model = sexps.get(i + 1);
                let reason = sexps.get(i + 2);
                last = Some(match a.as_str() {
                    "sat" => Outcome::Sat(model.map(read_model).unwrap_or_default()),
                    "unsat" => Outcome::Unsat,
                    _ => Outcome::Unknown(reason.map(read_reason).unwrap_or_default()),
                });
                i += 3;
            }
            Sexp::List(items) if matches!(items.first(), Some(Sexp::Atom(e)) if e == "error") => {
                let message = match items.get(1) {
                    Some(Sexp::Str(s)) => s.clone(),
                    Some(other) => other.to_string(),
                    None => String::new(),
                };
                return Err(failed(message));
            }
            _ => i += 1,
        }
    }
    last.ok_or_else(|| failed("the script has no (check-sat)".into()))
}

fn read_reason(s: &Sexp) -> String {
    match s {
        Sexp::List(items) => match items.get(1) {
            Some(Sexp::Str(r)) => r.clone(),
            Some(other) => other.to_string(),
            None => String::new(),
        },
        other => other.to_string(),
    }
}

/// The constants (`define-fun`s without arguments) of a model.
fn read_model(s: &Sexp) -> Model {
    let mut model = Model::default();
    let Sexp::List(items) = s else {
        return model;
    };
    for item in items {
        let Sexp::List(def) = item else { continue };
        if let [Sexp::Atom(kw), Sexp::Atom(name), Sexp::List(args), _sort, value] = def.as_slice() {
            if kw == "define-fun" && args.is_empty() {
                model.values.insert(name.clone(), read_value(value));
            }
        }
    }
    model
}

fn read_value(v: &Sexp) -> Value {
    match v {
        Sexp::Atom(a) if a == "true" => Value::Bool(true),
        Sexp::Atom(a) if a == "false" => Value::Bool(false),
        Sexp::Atom(a) => {
            if let Some(hex) = a.strip_prefix("#x") {
                if let Some(bv) = bits(hex, 4, 16) {
                    return Value::BitVector(bv);
                }
            } else if let Some(bin) = a.strip_prefix("#b") {
                if let Some(bv) = bits(bin, 1, 2) {
                    return Value::BitVector(bv);
                }
            } else if let Ok(n) = a.parse::<i128>() {
                return Value::Int(n);
            }
            Value::Other(a.clone())
        }
        Sexp::List(items) => match items.as_slice() {
            [Sexp::Atom(minus), Sexp::Atom(n)] if minus == "-" => match n.parse::<i128>() {
                Ok(n) => Value::Int(-n),
                Err(_) => Value::Other(v.to_string()),
            },
            _ => Value::Other(v.to_string()),
        },
        Sexp::Str(_) => Value::Other(v.to_string()),
    }
}

/// A bit-vector literal's digits (`bits_per_digit` each) as an APInt of
/// their width.
fn bits(digits: &str, bits_per_digit: u32, radix: u32) -> Option<APInt> {
    let width = u32::try_from(digits.len()).ok()?.checked_mul(bits_per_digit)?;
    let mut words = vec![0u64; (width as usize).div_ceil(64).max(1)];
    for (k, c) in digits.chars().rev().enumerate() {
        let d = u64::from(c.to_digit(radix)?);
        let bit = k * bits_per_digit as usize;
        words[bit / 64] |= d << (bit % 64);
        if bit % 64 + bits_per_digit as usize > 64 {
            words[bit / 64 + 1] |= d >> (64 - bit % 64);
        }
    }
    Some(APInt::from_words(width, &words))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn z3_available() -> bool {
        Command::new("z3").arg("-version").output().is_ok()
    }

    #[test]
    fn sat_with_a_model() {
        if !z3_available() {
            eprintln!("z3 is not installed; skipped");
            return;
        }
        let script = "(declare-const a (_ BitVec 8))\n(declare-const p Bool)\n(declare-const n Int)\n\
            (assert (= (bvadd a #x01) #x10))\n(assert p)\n(assert (= (+ n 7) 2))\n(check-sat)\n(reset)\n";
        let Ok(Outcome::Sat(model)) = Solver::z3().check(script) else {
            panic!("expected sat");
        };
        assert_eq!(model.get("a"), Some(&Value::BitVector(APInt::from_u64(8, 0x0f))));
        assert_eq!(model.get("p"), Some(&Value::Bool(true)));
        assert_eq!(model.get("n"), Some(&Value::Int(-5)));
    }

    #[test]
    fn unsat() {
        if !z3_available() {
            return;
        }
        let script = "(declare-const x Int)\n(assert (> x 3))\n(assert (< x 2))\n(check-sat)\n";
        assert_eq!(Solver::z3().check(script), Ok(Outcome::Unsat));
    }

    #[test]
    fn hard_query_times_out() {
        if !z3_available() {
            return;
        }
        // Factoring a 64-bit semiprime with bit-vector multiplication.
        let script = "(declare-const x (_ BitVec 64))\n(declare-const y (_ BitVec 64))\n\
            (assert (= (bvmul x y) #x7fffffe3f0000097))\n(assert (bvugt x #x0000000000000001))\n\
            (assert (bvugt y #x0000000000000001))\n(assert (bvult x #x00000000ffffffff))\n\
            (assert (bvult y #x00000000ffffffff))\n(check-sat)\n";
        let limit = Duration::from_millis(50);
        let start = Instant::now();
        let r = Solver::z3().with_time_limit(limit).check(script);
        assert_eq!(r, Err(SolverError::TimedOut { limit }));
        assert!(start.elapsed() < Duration::from_secs(5), "killed promptly");
    }

    #[test]
    fn missing_binary_is_an_error() {
        let r = Solver::z3()
            .with_program("/nonexistent/z3")
            .check("(check-sat)\n");
        let Err(e @ SolverError::NotFound { .. }) = r else {
            panic!("expected NotFound, got {r:?}");
        };
        assert!(e.to_string().contains("/nonexistent/z3"));
    }

    #[test]
    fn solver_errors_are_reported() {
        if !z3_available() {
            return;
        }
        let r = Solver::z3().check("(assert (foo))\n(check-sat)\n");
        assert!(matches!(r, Err(SolverError::Failed { .. })), "{r:?}");
    }

    #[test]
    fn reads_models_and_answers() {
        let out = "sat\n(\n  (define-fun b () (_ BitVec 12)\n    #xabc)\n  (define-fun c () (_ BitVec 3)\n    #b101)\n  (define-fun f ((x!0 Int)) Int 3)\n)\n(:reason-unknown \"\")\n";
        let Ok(Outcome::Sat(m)) = parse_answers(out) else {
            panic!("sat");
        };
        assert_eq!(m.get("b"), Some(&Value::BitVector(APInt::from_u64(12, 0xabc))));
        assert_eq!(m.get("c"), Some(&Value::BitVector(APInt::from_u64(3, 5))));
        assert_eq!(m.len(), 2);
        let unknown = "unknown\n(error \"model is not available\")\n(:reason-unknown \"timeout\")\n";
        // The error answering the model query of an `unknown` is expected.
        assert_eq!(parse_answers(unknown), Ok(Outcome::Unknown("timeout".into())));
        assert!(parse_answers("(((").is_err());
        assert!(parse_answers("").is_err());
    }
}
