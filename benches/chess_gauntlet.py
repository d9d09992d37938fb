#!/usr/bin/env python3
"""Gauntlet: attic's chess engine against Stockfish held back by UCI_LimitStrength at
several UCI_Elo levels, through a real UCI client (python-chess), and the table of the
results written into programs/chess/STRENGTH.md.

A benchmark, not a test: python-chess and Stockfish are test clients, never part of attic
(scripts/install-test-clients installs both; python-chess goes into a virtual environment
under target/). Build first: `cargo build --release`. The full measurement is one command:

    target/test-clients/venv/bin/python3 benches/chess_gauntlet.py

which plays 100 games at each of UCI_Elo 2000, 2200 and 2400, 100 ms a move for both
engines. `--games 20,40,20` plays fewer games (one count for every level, or one a level).

Openings: the named lines of programs/chess/openings.pgn, cut after `--plies` plies, each
line played twice with the colours reversed, so that neither the book nor the side decides.
A game ends by the rules (mate, stalemate, repetition, the 50-move rule, too little
material), at 400 plies (a draw), or by adjudication when both engines have scored the
same side as lost by at least --resign-cp centipawns for --resign-moves moves each.

Score, Elo and the 95 % interval: each level's score s (a win 1, a draw 1/2) gives the
Elo difference -400 log10(1/s - 1); the interval is that of the mean score, s +- 1.96
standard errors of the per-game scores (wins, draws and losses as observed), carried
through the same formula. The pooled rating is the maximum-likelihood rating over every
game of every level under the logistic Elo model, its interval from the Fisher information.
"""

import argparse
import datetime
import math
import os
import platform
import shlex
import sys
import time

import chess
import chess.engine
import chess.pgn

from chess_openings import ROOT, elo_of, engines, openings

BEGIN = "<!-- gauntlet table begins -->"
END = "<!-- gauntlet table ends -->"


def expected(diff):
    return 1 / (1 + 10 ** (-diff / 400))


def summary(scores):
    """(score points, games, wins, draws, losses, Elo, low, high) of one level."""
    n = len(scores)
    mean = sum(scores) / n
    sd = math.sqrt(sum((s - mean) ** 2 for s in scores) / n)
    half = 1.96 * sd / math.sqrt(n)
    return (sum(scores), n, scores.count(1.0), scores.count(0.5), scores.count(0.0),
            elo_of(mean), elo_of(mean - half), elo_of(mean + half))


def pooled(results):
    """Maximum-likelihood rating over (opponent Elo, score) pairs, and its 95 % interval."""
    if not results:
        return None
    total = sum(s for _, s in results)
    if total == 0 or total == len(results):
        return None  # no finite estimate from all wins or all losses
    low, high = -1000.0, 5000.0
    for _ in range(100):  # the derivative of the log-likelihood falls with the rating
        mid = (low + high) / 2
        if sum(s - expected(mid - e) for e, s in results) > 0:
            low = mid
        else:
            high = mid
    rating = (low + high) / 2
    k = math.log(10) / 400
    info = sum(k * k * expected(rating - e) * (1 - expected(rating - e)) for e, _ in results)
    half = 1.96 / math.sqrt(info)
    return rating, rating - half, rating + half


def lost_for(score, cp):
    """Which colour the engine's score (from its side) calls lost by `cp`, or None."""
    white = score.white()
    if white.is_mate():
        return chess.BLACK if white.mate() > 0 else chess.WHITE
    value = white.score()
    if value is None:
        return None
    if value >= cp:
        return chess.BLACK
    if value <= -cp:
        return chess.WHITE
    return None


def play_game(attic, stockfish, opening, attic_white, args, key):
    board = chess.Board()
    for move in opening:
        board.push(move)
    limit = chess.engine.Limit(time=args.movetime / 1000)
    streak = {True: [None, 0], False: [None, 0]}  # engine is attic -> [loser, moves]
    attic_time = 0.0
    attic_moves = 0
    while not board.is_game_over(claim_draw=True) and board.ply() < 400:
        attic_to_move = (board.turn == chess.WHITE) == attic_white
        engine = attic if attic_to_move else stockfish
        start = time.monotonic()
        result = engine.play(board, limit, info=chess.engine.INFO_SCORE, game=key)
        if attic_to_move:
            attic_time += time.monotonic() - start
            attic_moves += 1
        if result.move is None:
            break
        score = result.info.get("score")
        loser = lost_for(score, args.resign_cp) if score is not None else None
        mine = streak[attic_to_move]
        mine[1] = mine[1] + 1 if loser is not None and loser == mine[0] else (1 if loser is not None else 0)
        mine[0] = loser
        board.push(result.move)
        a, s = streak[True], streak[False]
        if (args.resign_moves > 0 and a[0] is not None and a[0] == s[0]
                and a[1] >= args.resign_moves and s[1] >= args.resign_moves):
            winner = not a[0]
            won = winner == (chess.WHITE if attic_white else chess.BLACK)
            return (1.0 if won else 0.0), "adjudicated", board, attic_time, attic_moves
    outcome = board.outcome(claim_draw=True)
    if outcome is None or outcome.winner is None:
        reason = outcome.termination.name.lower() if outcome else "400 plies"
        return 0.5, reason, board, attic_time, attic_moves
    won = outcome.winner == (chess.WHITE if attic_white else chess.BLACK)
    return (1.0 if won else 0.0), outcome.termination.name.lower(), board, attic_time, attic_moves


def level(args, elo, games, lines, pgn_out):
    attic, stockfish = engines(args.attic, args.stockfish, elo, args.hash)
    scores = []
    started = time.monotonic()
    print(f"attic vs Stockfish UCI_Elo {elo}: {games} games at {args.movetime} ms a move", flush=True)
    for i in range(games):
        eco, name, opening = lines[(args.first_line + i // 2) % len(lines)]
        attic_white = i % 2 == 0
        score, reason, board, spent, moves = play_game(attic, stockfish, opening, attic_white, args, (elo, i))
        scores.append(score)
        game = chess.pgn.Game.from_board(board)
        game.headers["Event"] = f"attic gauntlet, UCI_Elo {elo}, {args.movetime} ms a move"
        game.headers["White"] = "attic" if attic_white else f"Stockfish {elo}"
        game.headers["Black"] = f"Stockfish {elo}" if attic_white else "attic"
        game.headers["Opening"] = name
        game.headers["Termination"] = reason
        if pgn_out:
            print(game, file=pgn_out, end="\n\n", flush=True)
        colour = "white" if attic_white else "black"
        per_move = 1000 * spent / max(moves, 1)
        print(f"  {elo} game {i + 1:3}: {eco} attic {colour:5} {score:3.1f} ({reason}, {board.ply()} plies,"
              f" attic {per_move:.0f} ms a move)  running {sum(scores):.1f}/{len(scores)}", flush=True)
    attic.quit()
    stockfish.quit()
    return scores, time.monotonic() - started


def table(args, rows, results, minutes):
    command = "target/test-clients/venv/bin/python3 benches/chess_gauntlet.py " + " ".join(
        shlex.quote(a) for a in sys.argv[1:])
    out = [BEGIN, "",
           f"Measured {datetime.date.today().isoformat()} with `{command.strip()}`:",
           f"{args.movetime} ms a move for both engines, Stockfish "
           f"({stockfish_name(args.stockfish)}) with UCI_LimitStrength, Threads 1, Hash 16;",
           f"attic with Hash {args.hash}; openings from programs/chess/openings.pgn cut after {args.plies} plies,",
           f"each played with both colours; {platform.machine()}, {os.cpu_count()} cores; {minutes:.0f} minutes.",
           "",
           "| Stockfish UCI_Elo | games | attic's score | +win =draw -loss | Elo difference (95 %) | attic's rating (95 %) |",
           "|---:|---:|---:|:---:|:---:|:---:|"]
    for elo, s in rows:
        points, n, w, d, l, diff, low, high = s
        out.append(f"| {elo} | {n} | {points:g}/{n} ({100 * points / n:.1f} %) | +{w} ={d} -{l} |"
                   f" {diff:+.0f} [{low:+.0f}, {high:+.0f}] | {elo + diff:.0f} [{elo + low:.0f}, {elo + high:.0f}] |")
    p = pooled(results)
    if p:
        out += ["", f"All levels together (maximum likelihood over {len(results)} games): "
                f"**{p[0]:.0f}** on Stockfish's UCI_Elo scale, 95 % interval [{p[1]:.0f}, {p[2]:.0f}]."]
    out += ["", END]
    return "\n".join(out)


def stockfish_name(path):
    try:
        engine = chess.engine.SimpleEngine.popen_uci(path)
        name = engine.id.get("name", "Stockfish")
        engine.quit()
        return name
    except Exception:  # the name is decoration only
        return "Stockfish"


def write_strength(text, path):
    head = ("# attic's chess engine: strength\n\n"
            "Measured through a real UCI client against Stockfish held back by UCI_LimitStrength;\n"
            "`benches/chess_gauntlet.py` plays the games and writes the table below.\n\n")
    old = open(path).read() if os.path.exists(path) else head
    if BEGIN in old and END in old:
        new = old[:old.index(BEGIN)] + text + old[old.index(END) + len(END):]
    else:
        new = old.rstrip("\n") + "\n\n" + text + "\n"
    with open(path, "w") as f:
        f.write(new)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--attic", default=os.path.join(ROOT, "target/release/attic"))
    p.add_argument("--stockfish", default="/usr/games/stockfish")
    p.add_argument("--elo", default="2000,2200,2400", help="Stockfish's UCI_Elo levels, comma-separated")
    p.add_argument("--games", default="100", help="games a level: one count, or one a level (20,40,20)")
    p.add_argument("--movetime", type=int, default=100, help="milliseconds a move, both engines")
    p.add_argument("--plies", type=int, default=8, help="plies of each opening line played before the engines")
    p.add_argument("--first-line", type=int, default=0, help="the first opening line (0 = the file's first)")
    p.add_argument("--hash", type=int, default=64, help="attic's hash table, MB")
    p.add_argument("--resign-cp", type=int, default=1000)
    p.add_argument("--resign-moves", type=int, default=4, help="0: never adjudicate")
    p.add_argument("--pgn", default=os.path.join(ROOT, "target/chess-gauntlet.pgn"), help="the games ('' for none)")
    p.add_argument("--out", default=os.path.join(ROOT, "programs/chess/STRENGTH.md"), help="'' to print only")
    args = p.parse_args()
    if not os.path.exists(args.attic):
        sys.exit(f"{args.attic} not found: run cargo build --release first")
    if not os.path.exists(args.stockfish):
        sys.exit(f"{args.stockfish} not found: scripts/install-test-clients installs Stockfish")
    levels = [int(e) for e in args.elo.split(",")]
    counts = [int(g) for g in args.games.split(",")]
    if len(counts) == 1:
        counts *= len(levels)
    if len(counts) != len(levels):
        sys.exit("--games: one count, or one for each --elo level")
    lines = openings(args.plies)
    rows, results = [], []
    started = time.monotonic()
    pgn_out = open(args.pgn, "w") if args.pgn else None
    for elo, games in zip(levels, counts):
        if games == 0:
            continue
        scores, seconds = level(args, elo, games, lines, pgn_out)
        s = summary(scores)
        rows.append((elo, s))
        results += [(elo, x) for x in scores]
        print(f"UCI_Elo {elo}: {s[0]:g}/{s[1]} (+{s[2]} ={s[3]} -{s[4]}), Elo {s[5]:+.0f} [{s[6]:+.0f}, {s[7]:+.0f}],"
              f" {seconds / games:.0f} s a game", flush=True)
        # The table after every level, so that a run cut short keeps the levels it finished.
        text = table(args, rows, results, (time.monotonic() - started) / 60)
        if args.out:
            write_strength(text, args.out)
    if pgn_out:
        pgn_out.close()
    print(text)
    if args.out:
        print(f"written to {os.path.relpath(args.out, ROOT)}")


if __name__ == "__main__":
    main()
