//! Input of bounded size, for every reader of lines and files: a line that never ends (a
//! stream of zero bytes) or an endless file stops at a bound with an error in words, instead of
//! growing until the allocator aborts the process.
//!
//! - a line: [`MAX_LINE_BYTES`] (1 MiB) at most, its line break not counted ([`read_line`],
//!   [`lines`]): the UCI engine, `chess play`, `checkers play` and ALGOL's `input`;
//! - a file: [`MAX_FILE_BYTES`] (64 MiB) at most ([`read_file`], [`read_all`]): sources, game
//!   records, opening books, perft units.
//!
//! Past a bound the error is an [`std::io::Error`] of kind
//! [`std::io::ErrorKind::FileTooLarge`] whose text names the bound; [`is_too_long`] tells it
//! from a failure to read. Nothing past the bound is read: the reader stops there.
//!
//! Standalone ALGOL translations carry this file too (their `input` reads lines through it).

use std::io::{BufRead, Read};

/// The longest line read, in bytes, without its line break.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// The largest file read whole, in bytes.
pub const MAX_FILE_BYTES: usize = 64 << 20;

/// Bytes in words: `1 MiB (1048576 bytes)`.
fn size(bytes: usize) -> String {
    format!("{} MiB ({bytes} bytes)", bytes >> 20)
}

fn too_long(what: String) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::FileTooLarge, what)
}

/// The error is a bound this module set (not a failure to read).
pub fn is_too_long(error: &std::io::Error) -> bool {
    error.kind() == std::io::ErrorKind::FileTooLarge
}

/// The next line of `reader` without its line break (`\n`, or `\r\n`), `None` at the end of
/// the input; a line longer than `max` bytes is an error and is not read further.
pub fn read_line(reader: &mut dyn BufRead, max: usize) -> std::io::Result<Option<Vec<u8>>> {
    let Some(mut line) = read_line_with_break(reader, max)? else {
        return Ok(None);
    };
    if line.last() == Some(&b'\n') {
        line.pop();
        if line.last() == Some(&b'\r') {
            line.pop();
        }
    }
    Ok(Some(line))
}

/// The next line of `reader` as it is, its `\n` included (the last line may lack one), `None`
/// at the end of the input; a line longer than `max` bytes (its line break not counted) is an
/// error and is not read further.
pub fn read_line_with_break(
    reader: &mut dyn BufRead,
    max: usize,
) -> std::io::Result<Option<Vec<u8>>> {
    let mut line = Vec::new();
    loop {
        let available = match reader.fill_buf() {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            if line.len() > max {
                return Err(too_long(format!(
                    "a line is longer than {}, the most read as one line",
                    size(max)
                )));
            }
            return Ok((!line.is_empty()).then_some(line));
        }
        let (taken, ended) = match available.iter().position(|&b| b == b'\n') {
            Some(at) => (at + 1, true),
            None => (available.len(), false),
        };
        line.extend_from_slice(&available[..taken]);
        reader.consume(taken);
        // The break and a `\r` before it are not counted; unended, the last byte may be that
        // `\r`.
        let mut counted = line.len();
        if ended {
            counted -= 1;
            if line[..counted].ends_with(b"\r") {
                counted -= 1;
            }
        } else {
            counted = counted.saturating_sub(1);
        }
        if counted > max {
            return Err(too_long(format!(
                "a line is longer than {}, the most read as one line",
                size(max)
            )));
        }
        if ended {
            return Ok(Some(line));
        }
    }
}

/// The lines of `reader` as text (bytes that are not UTF-8 become U+FFFD), each at most
/// [`MAX_LINE_BYTES`]; after an error the iterator ends.
pub fn lines<R: BufRead>(reader: R) -> Lines<R> {
    Lines {
        reader,
        failed: false,
    }
}

/// See [`lines`].
pub struct Lines<R> {
    reader: R,
    failed: bool,
}

impl<R: BufRead> Iterator for Lines<R> {
    type Item = std::io::Result<String>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        match read_line(&mut self.reader, MAX_LINE_BYTES) {
            Ok(line) => line.map(|bytes| Ok(String::from_utf8_lossy(&bytes).into_owned())),
            Err(e) => {
                self.failed = true;
                Some(Err(e))
            }
        }
    }
}

/// All of `reader`, at most `max` bytes: more is an error, and what is past the bound is not
/// read.
pub fn read_all(reader: &mut dyn Read, max: usize) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    reader.take(max as u64 + 1).read_to_end(&mut bytes)?;
    if bytes.len() > max {
        return Err(too_long(format!(
            "it is larger than {}, the most read from one file",
            size(max)
        )));
    }
    Ok(bytes)
}

/// The file at `path`, at most [`MAX_FILE_BYTES`].
pub fn read_file(path: &std::path::Path) -> std::io::Result<Vec<u8>> {
    read_all(&mut std::fs::File::open(path)?, MAX_FILE_BYTES)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_within_and_past_the_bound() {
        let mut input: &[u8] = b"ab\r\ncd\n\nla";
        let got: Vec<_> = std::iter::from_fn(|| read_line(&mut input, 2).unwrap()).collect();
        assert_eq!(
            got,
            vec![b"ab".to_vec(), b"cd".to_vec(), vec![], b"la".to_vec()]
        );
        let mut input: &[u8] = b"abc\n";
        assert!(is_too_long(&read_line(&mut input, 2).unwrap_err()));
        let mut endless = std::io::BufReader::with_capacity(7, std::io::repeat(0));
        assert!(is_too_long(&read_line(&mut endless, 100).unwrap_err()));
    }

    #[test]
    fn files_within_and_past_the_bound() {
        assert_eq!(read_all(&mut &b"abc"[..], 3).unwrap(), b"abc");
        assert!(is_too_long(&read_all(&mut &b"abcd"[..], 3).unwrap_err()));
        assert!(is_too_long(
            &read_all(&mut std::io::repeat(1), 1000).unwrap_err()
        ));
    }
}
