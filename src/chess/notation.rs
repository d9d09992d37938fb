//! Move notation: UCI (`e2e4`, `e7e8q`, castling as `e1g1`) and SAN (`Nf3`, `exd6`,
//! `O-O`, `e8=Q+`, `Qxf7#`), both directions. Parsing goes through the legal moves, so a
//! parsed move is always legal.

use std::fmt;

use super::position::Position;
use super::types::{Move, MoveKind, Role, Square};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Not of the form `e2e4` or `e7e8q`.
    BadUci(String),
    /// Well formed, but not a legal move here.
    IllegalUci(String),
    /// No legal move has this SAN.
    NoSuchSan(String),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::BadUci(s) => write!(
                f,
                "'{s}' is not a UCI move: expected from and to squares and an optional promotion letter, as e2e4 or e7e8q"
            ),
            MoveError::IllegalUci(s) => write!(f, "{s} is not a legal move in this position"),
            MoveError::NoSuchSan(s) => write!(f, "no legal move in this position is written '{s}'"),
        }
    }
}

impl std::error::Error for MoveError {}

impl Position {
    /// Reads a UCI move and finds it among the legal moves.
    pub fn parse_uci(&self, text: &str) -> Result<Move, MoveError> {
        let bad = || MoveError::BadUci(text.to_string());
        if !(4..=5).contains(&text.len()) || !text.is_ascii() {
            return Err(bad());
        }
        let from = Square::parse(&text[0..2]).ok_or_else(bad)?;
        let to = Square::parse(&text[2..4]).ok_or_else(bad)?;
        let promotion = match text.as_bytes().get(4) {
            None => None,
            Some(&c) => match Role::from_letter(c as char) {
                Some(r) if !matches!(r, Role::Pawn | Role::King) && c.is_ascii_lowercase() => {
                    Some(r)
                }
                _ => return Err(bad()),
            },
        };
        self.legal_moves()
            .iter()
            .copied()
            .find(|m| m.from() == from && m.to() == to && m.promotion() == promotion)
            .ok_or_else(|| MoveError::IllegalUci(text.to_string()))
    }

    /// SAN of a legal move, with `+` or `#` when it checks or mates.
    pub fn san(&self, mv: Move) -> String {
        let mut s = self.san_without_suffix(mv);
        let after = self.play(mv);
        if after.in_check() {
            s.push(if after.count_legal_moves() == 0 {
                '#'
            } else {
                '+'
            });
        }
        s
    }

    fn san_without_suffix(&self, mv: Move) -> String {
        let from = mv.from();
        let to = mv.to();
        if mv.kind() == MoveKind::Castle {
            return if to.file() == 6 { "O-O" } else { "O-O-O" }.to_string();
        }
        let role = self.role_at(from).unwrap_or(Role::Pawn);
        let capture = mv.kind() == MoveKind::EnPassant || self.occupied() & to.bb() != 0;
        let mut s = String::with_capacity(8);
        if role == Role::Pawn {
            if capture {
                s.push(from.file_char());
                s.push('x');
            }
            s.push_str(&to.to_string());
            if let Some(p) = mv.promotion() {
                s.push('=');
                s.push(p.letter());
            }
            return s;
        }
        s.push(role.letter());
        if role != Role::King {
            let rivals: Vec<Square> = self
                .legal_moves()
                .iter()
                .filter(|m| {
                    m.to() == to && m.from() != from && self.role_at(m.from()) == Some(role)
                })
                .map(|m| m.from())
                .collect();
            if !rivals.is_empty() {
                if rivals.iter().all(|r| r.file() != from.file()) {
                    s.push(from.file_char());
                } else if rivals.iter().all(|r| r.rank() != from.rank()) {
                    s.push(from.rank_char());
                } else {
                    s.push_str(&from.to_string());
                }
            }
        }
        if capture {
            s.push('x');
        }
        s.push_str(&to.to_string());
        s
    }

    /// Reads SAN. Check marks and annotations (`+ # ! ?`) are ignored, `0-0` is read as
    /// `O-O`, and a promotion may leave out the `=` (`e8Q`).
    pub fn parse_san(&self, text: &str) -> Result<Move, MoveError> {
        let trimmed = text.trim().trim_end_matches(['+', '#', '!', '?']);
        let mut wanted = trimmed.replace('0', "O");
        let bytes = wanted.as_bytes();
        if bytes.len() >= 3
            && bytes[0].is_ascii_lowercase()
            && bytes[bytes.len() - 1].is_ascii_uppercase()
            && bytes[bytes.len() - 2].is_ascii_digit()
        {
            wanted.insert(wanted.len() - 1, '=');
        }
        self.legal_moves()
            .iter()
            .copied()
            .find(|&m| self.san_without_suffix(m) == wanted)
            .ok_or_else(|| MoveError::NoSuchSan(text.to_string()))
    }
}
