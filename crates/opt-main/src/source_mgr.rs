//! The source manager: the input buffer(s) by name, with a line index so
//! `FileLineCol` locations map back to source lines for diagnostics.

use std::path::PathBuf;
use std::sync::{Arc, OnceLock, RwLock};

/// One named buffer. The line index is built on first use, once: the
/// common successful run never needs it.
pub struct SourceBuffer {
    /// The name locations refer to it by (the file path, or `<stdin>`).
    pub name: String,
    /// The whole text; `None` once released (see [`SourceBuffer::release`]).
    text: RwLock<Option<Arc<String>>>,
    /// The file the text came from, to read it again after a release.
    path: Option<PathBuf>,
    line_starts: OnceLock<Vec<usize>>,
}

impl SourceBuffer {
    /// A buffer named `name` holding `text`.
    pub fn new(name: impl Into<String>, text: String) -> SourceBuffer {
        SourceBuffer {
            name: name.into(),
            text: RwLock::new(Some(Arc::new(text))),
            path: None,
            line_starts: OnceLock::new(),
        }
    }

    /// A buffer holding `text`, read from the file at `path`: its text
    /// can be released and is read again if a diagnostic needs a line.
    pub fn from_file(name: impl Into<String>, text: String, path: impl Into<PathBuf>) -> SourceBuffer {
        SourceBuffer {
            path: Some(path.into()),
            ..SourceBuffer::new(name, text)
        }
    }

    /// The whole text (read from its file again if it was released; empty
    /// if that fails).
    pub fn text(&self) -> Arc<String> {
        if let Some(t) = self.text.read().unwrap_or_else(|e| e.into_inner()).as_ref() {
            return t.clone();
        }
        let mut slot = self.text.write().unwrap_or_else(|e| e.into_inner());
        slot.get_or_insert_with(|| {
            let text = self
                .path
                .as_ref()
                .and_then(|p| std::fs::read(p).ok())
                .and_then(|b| String::from_utf8(b).ok())
                .unwrap_or_default();
            Arc::new(text)
        })
        .clone()
    }

    /// Drops the text if it can be read again from its file, so that a
    /// large input does not stay in memory once parsed; returns whether it
    /// did. (A file changed in between would show other source lines in
    /// later diagnostics; their positions come from the locations.)
    pub fn release(&self) -> bool {
        if self.path.is_none() {
            return false;
        }
        *self.text.write().unwrap_or_else(|e| e.into_inner()) = None;
        true
    }

    fn line_starts(&self) -> &[usize] {
        self.line_starts.get_or_init(|| {
            let text = self.text();
            let mut v = vec![0];
            v.extend(
                text.bytes()
                    .enumerate()
                    .filter(|&(_, b)| b == b'\n')
                    .map(|(i, _)| i + 1),
            );
            v
        })
    }

    /// The number of lines (a final line without newline counts).
    pub fn num_lines(&self) -> usize {
        let starts = self.line_starts();
        if self.text().ends_with('\n') {
            starts.len() - 1
        } else {
            starts.len()
        }
    }

    /// The text of 1-based line `line`, without its line terminator.
    pub fn line(&self, line: u32) -> Option<String> {
        let starts = self.line_starts();
        let text = self.text();
        let idx = (line as usize).checked_sub(1)?;
        let start = *starts.get(idx)?;
        if start > text.len() || (start == text.len() && idx + 1 > self.num_lines()) {
            return None;
        }
        let end = starts.get(idx + 1).map_or(text.len(), |&e| e - 1);
        let l = text.get(start..end)?;
        Some(l.strip_suffix('\r').unwrap_or(l).to_string())
    }

    /// The 1-based (line, column) of byte offset `offset`; columns count
    /// bytes, as MLIR's do.
    pub fn line_col(&self, offset: usize) -> (u32, u32) {
        let starts = self.line_starts();
        let idx = starts.partition_point(|&s| s <= offset) - 1;
        ((idx + 1) as u32, (offset - starts[idx] + 1) as u32)
    }
}

/// The buffers diagnostics may refer to, looked up by file name.
#[derive(Default)]
pub struct SourceMgr {
    buffers: Vec<SourceBuffer>,
    /// For mlir-translate's split-file positions (`within split at
    /// file:N offset :line:col`): the line each chunk of the first buffer
    /// starts on.
    pub split_starts: Option<Vec<u32>>,
}

impl SourceMgr {
    /// A manager with no buffers.
    pub fn new() -> SourceMgr {
        SourceMgr::default()
    }

    /// Adds a buffer and returns its index.
    pub fn add_buffer(&mut self, buffer: SourceBuffer) -> usize {
        self.buffers.push(buffer);
        self.buffers.len() - 1
    }

    /// The buffer with index `idx`, as returned by
    /// [`SourceMgr::add_buffer`]; panics if there is none.
    pub fn buffer(&self, idx: usize) -> &SourceBuffer {
        &self.buffers[idx]
    }

    /// The buffer a location's file name refers to.
    pub fn find(&self, name: &str) -> Option<&SourceBuffer> {
        self.buffers.iter().find(|b| b.name == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns() {
        let b = SourceBuffer::new("f", "ab\n\tcd\r\n\nlast".to_string());
        assert_eq!(b.num_lines(), 4);
        assert_eq!(b.line(1).as_deref(), Some("ab"));
        assert_eq!(b.line(2).as_deref(), Some("\tcd"));
        assert_eq!(b.line(3).as_deref(), Some(""));
        assert_eq!(b.line(4).as_deref(), Some("last"));
        assert_eq!(b.line(5), None);
        assert_eq!(b.line(0), None);
        assert_eq!(b.line_col(0), (1, 1));
        assert_eq!(b.line_col(2), (1, 3));
        assert_eq!(b.line_col(3), (2, 1));
        assert_eq!(b.line_col(11), (4, 3));
    }

    #[test]
    fn released_text_is_read_again() {
        let path = std::env::temp_dir().join(format!("strata-sm-{}.mlir", std::process::id()));
        std::fs::write(&path, "one\ntwo\n").unwrap();
        let b = SourceBuffer::from_file("f", "one\ntwo\n".to_string(), &path);
        assert!(b.release());
        assert_eq!(b.line(2).as_deref(), Some("two"));
        assert_eq!(b.line_col(4), (2, 1));
        std::fs::remove_file(&path).unwrap();
        // A buffer without a file keeps its text.
        let kept = SourceBuffer::new("g", "x".to_string());
        assert!(!kept.release());
        assert_eq!(kept.line(1).as_deref(), Some("x"));
    }

    #[test]
    fn trailing_newline_adds_no_line() {
        let b = SourceBuffer::new("f", "x\n".to_string());
        assert_eq!(b.num_lines(), 1);
        assert_eq!(b.line(2), None);
        let mut sm = SourceMgr::new();
        sm.add_buffer(b);
        assert!(sm.find("f").is_some());
        assert!(sm.find("g").is_none());
    }
}
