//! A data layout string as the module's `dlti.dl_spec` attribute, with
//! the entries mlir-translate's import gives: those the string sets, in
//! its order, then LLVM's defaults for the others.

/// LLVM's default type entries, in the order the import lists them.
const DEFAULTS: &[(&str, &[u64])] = &[
    ("!llvm.ptr", &[64, 64, 64, 64]),
    ("i1", &[8, 8]),
    ("i8", &[8, 8]),
    ("i16", &[16, 16]),
    ("i32", &[32, 32]),
    ("i64", &[32, 64]),
    ("f16", &[16, 16]),
    ("f64", &[64, 64]),
    ("f128", &[128, 128]),
];

fn dense(v: &[u64]) -> String {
    let body = if v.iter().all(|&x| x == v[0]) {
        v[0].to_string()
    } else {
        format!(
            "[{}]",
            v.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")
        )
    };
    format!("dense<{body}> : vector<{}xi64>", v.len())
}

fn num(s: &str, spec: &str) -> Result<u64, String> {
    s.parse::<u64>()
        .map_err(|_| format!("cannot translate data layout: malformed specification '{spec}'"))
}

/// The `#dlti.dl_spec<...>` of a data layout string; an error for a
/// specification the import cannot read.
pub fn dl_spec(layout: &str) -> Result<String, String> {
    let mut types: Vec<(String, Vec<u64>)> = Vec::new();
    let mut keys: Vec<(&str, String)> = Vec::new();
    for spec in layout.split('-').filter(|s| !s.is_empty()) {
        let parts: Vec<&str> = spec.split(':').collect();
        let head = parts[0];
        let first = head.chars().next().unwrap_or(' ');
        let rest = &head[first.len_utf8()..];
        match first {
            'e' if head == "e" => keys.push(("dlti.endianness", "\"little\"".into())),
            'E' if head == "E" => keys.push(("dlti.endianness", "\"big\"".into())),
            'm' if parts.len() == 2 => keys.push(("dlti.mangling_mode", format!("\"{}\"", parts[1]))),
            'p' => {
                let space = if rest.is_empty() { 0 } else { num(rest, spec)? };
                let size = num(parts.get(1).copied().unwrap_or("64"), spec)?;
                let abi = num(parts.get(2).copied().unwrap_or("64"), spec)?;
                let pref = match parts.get(3) {
                    Some(p) => num(p, spec)?,
                    None => abi,
                };
                let idx = match parts.get(4) {
                    Some(p) => num(p, spec)?,
                    None => size,
                };
                let key = if space == 0 {
                    "!llvm.ptr".to_string()
                } else {
                    format!("!llvm.ptr<{space}>")
                };
                types.push((key, vec![size, abi, pref, idx]));
            }
            'i' | 'f' => {
                let bits = num(rest, spec)?;
                let abi = num(parts.get(1).copied().unwrap_or("0"), spec)?;
                let pref = match parts.get(2) {
                    Some(p) => num(p, spec)?,
                    None => abi,
                };
                types.push((format!("{first}{bits}"), vec![abi, pref]));
            }
            'n' => {
                let mut widths = vec![num(rest, spec)?];
                for p in &parts[1..] {
                    widths.push(num(p, spec)?);
                }
                let w: Vec<String> = widths.iter().map(u64::to_string).collect();
                keys.push(("dlti.legal_int_widths", format!("array<i32: {}>", w.join(", "))));
            }
            'S' => keys.push(("dlti.stack_alignment", format!("{} : i64", num(rest, spec)?))),
            'A' | 'P' | 'G' => {
                let n = num(rest, spec)?;
                if n != 0 {
                    let key = match first {
                        'A' => "dlti.alloca_memory_space",
                        'P' => "dlti.program_memory_space",
                        _ => "dlti.global_memory_space",
                    };
                    keys.push((key, format!("{n} : ui64")));
                }
            }
            'F' => {
                let dependent = rest.starts_with('n');
                let a = num(&rest[1.min(rest.len())..], spec)?;
                keys.push((
                    "dlti.function_pointer_alignment",
                    format!("#dlti.function_pointer_alignment<{a}, function_dependent = {dependent}>"),
                ));
            }
            'v' | 'a' | 's' => {}
            _ => {
                return Err(format!(
                    "cannot translate data layout: unknown specification '{spec}'"
                ))
            }
        }
    }
    for (k, v) in DEFAULTS {
        if !types.iter().any(|(t, _)| t == k) {
            types.push((k.to_string(), v.to_vec()));
        }
    }
    if !keys.iter().any(|(k, _)| *k == "dlti.endianness") {
        keys.push(("dlti.endianness", "\"little\"".into()));
    }
    let mut entries: Vec<String> = types.iter().map(|(k, v)| format!("{k} = {}", dense(v))).collect();
    entries.extend(keys.iter().map(|(k, v)| format!("\"{k}\" = {v}")));
    Ok(format!("#dlti.dl_spec<{}>", entries.join(", ")))
}
