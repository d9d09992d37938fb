//! The board as text: Black at the top (squares 1-4 on the first row), White at the bottom,
//! in Unicode or ASCII, optionally with a key of square numbers beside it (standard 1-32 or
//! Strachey's 45-bit numbers).

use super::board::{bit_of_square, Piece, Position, Side};

/// Which numbers the key beside the board shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Numbering {
    None,
    Standard,
    Strachey,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RenderOptions {
    pub ascii: bool,
    pub numbering: Numbering,
}

/// The standard square on row `row` (0 at the top) and column `col` (0 at the left), if dark.
fn square_at(row: usize, col: usize) -> Option<u8> {
    // Even rows use columns 1, 3, 5, 7; odd rows 0, 2, 4, 6.
    if (row + col) % 2 == 1 {
        Some((row * 4 + col / 2 + 1) as u8)
    } else {
        None
    }
}

/// Draws the position; the last line says who is to move.
pub fn render(pos: &Position, options: RenderOptions) -> String {
    let glyph = |piece: Option<Piece>| -> &'static str {
        match (options.ascii, piece) {
            (true, Some(Piece::Man(Side::Black))) => "b",
            (true, Some(Piece::King(Side::Black))) => "B",
            (true, Some(Piece::Man(Side::White))) => "w",
            (true, Some(Piece::King(Side::White))) => "W",
            (true, None) => ".",
            (false, Some(Piece::Man(Side::Black))) => "●",
            (false, Some(Piece::King(Side::Black))) => "◆",
            (false, Some(Piece::Man(Side::White))) => "○",
            (false, Some(Piece::King(Side::White))) => "◇",
            (false, None) => "·",
        }
    };
    let light = " ";
    let mut out = String::new();
    for row in 0..8 {
        let mut line = String::new();
        for col in 0..8 {
            let cell = match square_at(row, col) {
                Some(n) => glyph(pos.piece_at(n)),
                None => light,
            };
            line.push_str(cell);
            if col < 7 {
                line.push(' ');
            }
        }
        if options.numbering != Numbering::None {
            line.push_str("    ");
            for col in 0..8 {
                let cell = match square_at(row, col) {
                    Some(n) if options.numbering == Numbering::Standard => format!("{n:>2}"),
                    Some(n) => format!("{:>2}", bit_of_square(n).unwrap_or(0)),
                    None => "  ".to_string(),
                };
                line.push_str(&cell);
                if col < 7 {
                    line.push(' ');
                }
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    let (man, king) = match pos.side() {
        Side::Black if options.ascii => ("b", "B"),
        Side::White if options.ascii => ("w", "W"),
        Side::Black => ("●", "◆"),
        Side::White => ("○", "◇"),
    };
    out.push_str(&format!(
        "{} to move ({man} men, {king} kings)\n",
        capitalised(pos.side().name())
    ));
    out
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
