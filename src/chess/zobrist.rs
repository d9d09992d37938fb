//! Zobrist keys: fixed pseudo-random numbers, computed at compile time from a fixed seed.

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

pub(crate) struct Keys {
    /// `pieces[color][role][square]`.
    pub pieces: [[[u64; 64]; 6]; 2],
    /// One key per set of castling rights (4 bits).
    pub castling: [u64; 16],
    /// One key per file of an en-passant square.
    pub en_passant: [u64; 8],
    pub black_to_move: u64,
}

const fn build() -> Keys {
    let mut keys = Keys {
        pieces: [[[0; 64]; 6]; 2],
        castling: [0; 16],
        en_passant: [0; 8],
        black_to_move: 0,
    };
    let mut state = 0x0a77_1c00_c4e5_5000u64;
    let mut c = 0;
    while c < 2 {
        let mut r = 0;
        while r < 6 {
            let mut s = 0;
            while s < 64 {
                let (next, value) = splitmix(state);
                state = next;
                keys.pieces[c][r][s] = value;
                s += 1;
            }
            r += 1;
        }
        c += 1;
    }
    let mut i = 1; // no rights: key 0
    while i < 16 {
        let (next, value) = splitmix(state);
        state = next;
        keys.castling[i] = value;
        i += 1;
    }
    let mut f = 0;
    while f < 8 {
        let (next, value) = splitmix(state);
        state = next;
        keys.en_passant[f] = value;
        f += 1;
    }
    keys.black_to_move = splitmix(state).1;
    keys
}

pub(crate) static KEYS: Keys = build();
