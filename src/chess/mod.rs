//! Native bitboard chess: board, move generation, FEN, perft, problem solving.
//! Depends on nothing in `algol/`.
