//! The board for the terminal: Unicode figurines or ASCII letters, rank 8 at the top.

use super::position::Position;
use super::types::{Color, Role, Square};

fn figurine(color: Color, role: Role) -> char {
    let white = ['♙', '♘', '♗', '♖', '♕', '♔'];
    let black = ['♟', '♞', '♝', '♜', '♛', '♚'];
    match color {
        Color::White => white[role.index()],
        Color::Black => black[role.index()],
    }
}

/// The board, then who is to move, the castling rights, the en-passant square and the FEN.
pub fn render(pos: &Position, ascii: bool) -> String {
    let mut s = String::new();
    for rank in (0..8u8).rev() {
        s.push(char::from(b'1' + rank));
        for file in 0..8u8 {
            s.push(' ');
            let piece = Square::from_coords(file, rank).and_then(|sq| pos.piece_at(sq));
            s.push(match (piece, ascii) {
                (Some(p), true) => p.fen_char(),
                (Some(p), false) => figurine(p.color, p.role),
                (None, true) => '.',
                (None, false) => '·',
            });
        }
        s.push('\n');
    }
    s.push_str("  a b c d e f g h\n");
    let fen = pos.to_fen();
    let fields: Vec<&str> = fen.split(' ').collect();
    s.push_str(&format!(
        "{} to move{}; castling {}; en passant {}\n",
        pos.side_to_move().name(),
        if pos.in_check() { " (in check)" } else { "" },
        fields.get(2).unwrap_or(&"-"),
        fields.get(3).unwrap_or(&"-"),
    ));
    s.push_str(&format!("FEN {fen}\n"));
    s
}
