//! Native bitboard checkers: board, moves, PDN notation, perft, search, rendering.
//! Depends on nothing in `cpl/`.
