//! `--split-input-file`: cuts a buffer at every occurrence of the marker
//! (mlir-opt splits on the marker text wherever it appears, even mid-line).

/// The default marker, also the separator printed between output chunks.
pub const DEFAULT_MARKER: &str = "// -----";

/// Byte ranges of the chunks of `text` split at `marker`.
pub fn split_chunks(text: &str, marker: &str) -> Vec<std::ops::Range<usize>> {
    if marker.is_empty() {
        return std::iter::once(0..text.len()).collect();
    }
    let mut out = Vec::new();
    let mut start = 0;
    for (pos, _) in text.match_indices(marker) {
        out.push(start..pos);
        start = pos + marker.len();
    }
    out.push(start..text.len());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_anywhere() {
        let t = "a\n// -----\nb // ----- c\n// ------\n";
        let chunks: Vec<&str> = split_chunks(t, DEFAULT_MARKER)
            .into_iter()
            .map(|r| &t[r])
            .collect();
        assert_eq!(chunks, ["a\n", "\nb ", " c\n", "-\n"]);
        assert_eq!(split_chunks("abc", DEFAULT_MARKER), vec![0..3]);
        assert_eq!(split_chunks("", DEFAULT_MARKER), vec![0..0]);
        assert_eq!(split_chunks("x//y", "//"), vec![0..1, 3..4]);
    }
}
