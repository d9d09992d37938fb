"""A real UCI client drives `attic chess uci`: python-chess (a test client, never part of
attic). Usage: python_chess_client.py ATTIC_BINARY. Prints one 'ok: ...' line per check and
exits non-zero on the first failure."""

import sys
import time

import chess
import chess.engine

attic = sys.argv[1]


def check(condition, message):
    if not condition:
        print(f"FAILED: {message}")
        sys.exit(1)
    print(f"ok: {message}")


engine = chess.engine.SimpleEngine.popen_uci([attic, "chess", "uci"], timeout=20)
check(engine.id.get("name", "").startswith("attic"), f"id name {engine.id.get('name')}")
for option in ["Hash", "OwnBook", "BookFile", "MultiPV"]:
    check(option in engine.options, f"option {option} announced")
engine.configure({"Hash": 8})

# A short game, the engine against itself at a fixed time per move.
board = chess.Board()
for ply in range(16):
    if board.is_game_over():
        break
    result = engine.play(board, chess.engine.Limit(time=0.05))
    check(result.move in board.legal_moves, f"ply {ply + 1}: {result.move} is legal")
    board.push(result.move)
check(len(board.move_stack) > 0, f"a game of {len(board.move_stack)} plies: {board.fen()}")

# Analysis to a depth: the last report is of that depth, with a score and a line.
board = chess.Board("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
info = engine.analyse(board, chess.engine.Limit(depth=5))
check(info.get("depth") == 5, f"analyse depth 5 reports depth {info.get('depth')}")
check("score" in info and "pv" in info and len(info["pv"]) >= 1, "analyse gives score and pv")
pv_board = board.copy()
for move in info["pv"]:
    check(move in pv_board.legal_moves, f"pv move {move} legal")
    pv_board.push(move)

# MultiPV: distinct lines.
infos = engine.analyse(board, chess.engine.Limit(depth=3), multipv=3)
firsts = [i["pv"][0] for i in infos]
check(len(firsts) == 3 and len(set(firsts)) == 3, f"multipv 3 gives three first moves {firsts}")

# A mate is reported as a mate score.
board = chess.Board("2R5/8/3k4/3N2p1/4K1Q1/8/8/8 w - - 0 1")
info = engine.analyse(board, chess.engine.Limit(mate=2))
check(info["score"].white() == chess.engine.Mate(2), f"mate in 2 found: {info['score']}")
check(info["pv"][0] == chess.Move.from_uci("e4f5"), f"key {info['pv'][0]}")

# Infinite analysis, stopped by the client.
board = chess.Board()
with engine.analysis(board) as analysis:
    start = time.time()
    for report in analysis:
        if report.get("depth", 0) >= 3 or time.time() - start > 5:
            break
    analysis.stop()
    best = analysis.wait()
check(best.move in board.legal_moves, f"stop during infinite analysis gives {best.move}")
check(time.time() - start < 10, "the search stopped promptly")

# The engine plays from its own book.
engine.configure({"OwnBook": True})
result = engine.play(chess.Board(), chess.engine.Limit(time=1))
check(result.move.uci() in {"e2e4", "d2d4", "c2c4", "g1f3", "b2b4"}, f"book move {result.move}")

engine.quit()
print("all checks passed")
